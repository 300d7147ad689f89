import type { TNftDetail } from "@admit/contract/nfts";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { usePageTitle } from "../../../stores/page-title.ts";
import { pushAlert, showToast } from "../../../stores/popup.ts";
import { useResendQpass } from "../api/resend-qpass.ts";
import { useOwnedNft } from "../hooks/use-owned-nft.ts";
import { CardHelpPanel } from "./CardHelpPanel.tsx";
import { ChainInfo } from "./ChainInfo.tsx";
import { IssueStatePanel } from "./IssueStatePanel.tsx";
import { LotteryPanel } from "./LotteryPanel.tsx";
import { NftCard } from "./NftCard.tsx";
import { NftHistory } from "./NftHistory.tsx";
import styles from "./NftView.module.css";
import { ShareLinkSheet } from "./ShareLinkSheet.tsx";

/** What the token's other features show under its card; the route's screen passes them in. */
export type TicketPanels = (nft: TNftDetail, onChanged: () => void) => ReactNode;

/**
 * The ticket card screen (spec §2): the card, then where it lives on the chain. The send and sale
 * panels belong to the transfers and resale features, which this one may not import:
 * app/screens/TicketScreen.tsx puts them in through `panels`.
 */
export default function NftView({ panels }: { panels?: TicketPanels }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const nft = useOwnedNft();
  const [shareOpen, setShareOpen] = useState(false);
  const qpass = useResendQpass();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A membership's screen is titled so, not "Ticket" (the route's title).
  usePageTitle(nft.data?.type === "MEMBERSHIP" ? t("wallet.cltnType.MEMBERSHIP") : undefined);
  // Used (or used once more) at the door: the card and the list both show it.
  const { refetch } = nft;
  const handleChanged = useCallback(() => {
    void refetch();
    void queryClient.invalidateQueries({ queryKey: ["nfts", "list"] });
  }, [refetch, queryClient]);
  if (!nft.data) return <Spinner label={t("common.loading")} />;
  return (
    <div className={styles.page}>
      <NftCard nft={nft.data} onChanged={handleChanged} startOnBack={params.get("face") === "qr"} />
      <IssueStatePanel nft={nft.data} onChanged={handleChanged} />
      <CardHelpPanel nft={nft.data} />
      <LotteryPanel nft={nft.data} />
      {panels?.(nft.data, handleChanged)}
      <ChainInfo nft={nft.data} />
      <NftHistory
        nftId={nft.data.id}
        version={`${nft.data.status}:${nft.data.nftUseStatus.useableCnt}`}
        timeZone={nft.data.timeZone}
      />
      {nft.data.isQpass && (
        <Button
          variant="rec-secondary"
          block
          loading={qpass.isPending}
          onClick={() =>
            nft.data &&
            qpass.mutate(nft.data.id, {
              onSuccess: () => showToast(t("qpass.sent")),
              onError: (err) => {
                if (err instanceof ApiError && err.data?.reason === "no-phone")
                  return pushAlert({
                    message: t("qpass.noPhone"),
                    confirmLabel: t("qpass.addPhone"),
                    cancelLabel: t("common.close"),
                    onConfirm: () => navigate(`/nft/qtnr/${nft.data?.id}`),
                  });
                showToast(errorText(err, t));
              },
            })
          }
        >
          {t("qpass.resend")}
        </Button>
      )}
      <Button variant="rec-secondary" block onClick={() => setShareOpen(true)}>
        {t("accessLink.share")}
      </Button>
      <ShareLinkSheet
        nftId={nft.data.id}
        eventZone={nft.data.timeZone}
        open={shareOpen}
        onClose={() => setShareOpen(false)}
      />
    </div>
  );
}
