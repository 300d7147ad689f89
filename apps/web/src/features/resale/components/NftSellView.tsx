import type { TListingDetail } from "@admit/contract/resale";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { nftSummary, TicketSummary } from "../../../components/tickets/TicketSummary.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { CheckIcon } from "../../../components/ui/icons.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorText } from "../../../lib/error-text.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useNft } from "../../../lib/queries/nfts.ts";
import { showToast } from "../../../stores/popup.ts";
import { useSellRegist } from "../api/listing.ts";
import { listingIsOpen } from "../utils/listing-state.ts";
import { sellReasonText } from "../utils/resale-text.ts";
import styles from "./Resale.module.css";
import { SellForm } from "./SellForm.tsx";

/** Just listed: on sale already (our own chain confirms at once), or on its way. */
function Listed({ listing }: { listing: TListingDetail }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const price = formatMoney(listing.breakdown.price, listing.breakdown.currency, language);
  const registering = listing.status === "REGISTERING";
  return (
    <StatusMessage
      tone={registering ? "pending" : "neutral"}
      icon={<CheckIcon size={32} />}
      title={t(registering ? "resale.sell.doneRegisteringTitle" : "resale.sell.doneTitle")}
      text={t(registering ? "resale.sell.doneRegisteringText" : "resale.sell.doneText", { price })}
      action={
        <div className={styles.actions}>
          <Button
            variant="rec-primary"
            block
            onClick={() => navigate(`/nft/sales/${listing.nftId}`, { replace: true })}
          >
            {t("resale.sell.toListing")}
          </Button>
          <Button variant="rec" block onClick={() => navigate("/", { replace: true })}>
            {t("resale.sell.toWallet")}
          </Button>
        </div>
      }
    />
  );
}

/**
 * /nft/:id/sell (spec §4 Sale: register): the ticket, the price with its split, then the
 * confirmation. A listing already under way opens the listing instead.
 */
export default function NftSellView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nftId = Number(useParams().id);
  const nft = useNft(nftId);
  const info = useSellRegist(nftId);
  const [listed, setListed] = useState<TListingDetail>();
  const open = info.data?.listing && listingIsOpen(info.data.listing.status);

  // Not the person's token (4505), or not a token at all: home takes over, as on the ticket screen.
  const lost =
    !listed && (nft.isError || info.isError) && !(nft.error instanceof ApiError && nft.error.status === 401);
  useEffect(() => {
    if (!lost) return;
    showToast(errorText(nft.error ?? info.error, t));
    navigate("/", { replace: true });
  }, [lost, nft.error, info.error, t, navigate]);
  useEffect(() => {
    if (open && !listed) navigate(`/nft/sales/${nftId}`, { replace: true });
  }, [open, listed, nftId, navigate]);

  if (listed)
    return (
      <div className={styles.page}>
        <Listed listing={listed} />
      </div>
    );
  if (nft.isPending || info.isPending || lost || open) return <Spinner label={t("common.loading")} />;
  if (!nft.data || !info.data)
    return <ErrorState onRetry={() => void Promise.all([nft.refetch(), info.refetch()])} />;
  const ticket = nft.data;
  const sell = info.data;
  return (
    <div className={styles.page}>
      <TicketSummary {...nftSummary(ticket)} />
      {sell.canSell && sell.currency ? (
        <SellForm nft={ticket} info={{ ...sell, currency: sell.currency }} onListed={setListed} />
      ) : (
        <StatusMessage
          title={t("resale.sell.cannotTitle")}
          text={sell.reason ? sellReasonText(sell.reason, t) : undefined}
          action={{
            label: t("resale.sell.toTicket"),
            variant: "rec",
            onClick: () => navigate(`/nft/${ticket.id}`, { replace: true }),
          }}
        />
      )}
    </div>
  );
}
