import { SalePanel } from "../../features/resale/components/SalePanel.tsx";
import { SendPanel } from "../../features/transfers/components/SendPanel.tsx";
import NftView from "../../features/wallet/components/NftView.tsx";

/**
 * The ticket screen (`/nft/:id`): the wallet's card with the send panel (transfers) and the sale
 * panel (resale) under it. Features do not import each other, so the screen that shows three of
 * them is put together here (as bulletproof-react's discussion page is).
 */
export default function TicketScreen() {
  return (
    <NftView
      panels={(nft, onChanged) => (
        <>
          <SendPanel nft={nft} onChanged={onChanged} />
          <SalePanel nft={nft} onChanged={onChanged} />
        </>
      )}
    />
  );
}
