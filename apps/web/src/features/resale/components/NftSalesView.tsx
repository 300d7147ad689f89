import type { TListingDetail } from "@admit/contract/resale";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { TicketSummary } from "../../../components/tickets/TicketSummary.tsx";
import badges from "../../../components/ui/Badge.module.css";
import { Button } from "../../../components/ui/Button.tsx";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatDate, formatMoney, formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { pushAlert, showToast } from "../../../stores/popup.ts";
import { useCancelRegistration, useListing, useRegisterSale, useWithdrawSale } from "../api/listing.ts";
import { listingTone } from "../utils/listing-state.ts";
import { saleErrorText } from "../utils/resale-text.ts";
import { Breakdown } from "./Breakdown.tsx";
import { PriceEditForm } from "./PriceEditForm.tsx";
import styles from "./Resale.module.css";

/** How often a listing that moves on by itself (on its way to the chain, a buyer paying) is asked again. */
const LISTING_POLL_MS = 3000;

/** The listing's state in a badge, a title and a sentence. */
function ListingState({ listing }: { listing: TListingDetail }) {
  const { t, language } = useTranslation();
  const { breakdown, status } = listing;
  const values = {
    price: formatMoney(breakdown.price, breakdown.currency, language),
    net: formatMoney(breakdown.net, breakdown.currency, language),
    time: listing.reservedUntil
      ? formatTime(listing.reservedUntil, language, { timeZone: listing.nft.timeZone })
      : "",
  };
  return (
    <section className={styles.state} aria-live="polite" data-testid="listing-state" data-status={status}>
      <span className={badges.badge} data-tone={listingTone(status)}>
        {t(`resale.status.${status}`)}
      </span>
      <h2 className={styles.stateTitle}>{t(`resale.listing.${status}.title`, values)}</h2>
      <p className={styles.stateText}>{t(`resale.listing.${status}.text`, values)}</p>
    </section>
  );
}

/** When it was listed, until when it may sell, when it sold. */
function ListingDates({ listing }: { listing: TListingDetail }) {
  const { t, language } = useTranslation();
  // What happened is said in the person's own time, as the ticket's history says it; the close is the event's.
  const at = (iso: string) => formatDate(iso, language, { time: true });
  const open = listing.status === "LISTED" || listing.status === "RESERVED";
  return (
    <dl className={styles.lines}>
      <div className={styles.line}>
        <dt>{t("resale.listing.listedOn")}</dt>
        <dd>{at(listing.createdAt)}</dd>
      </div>
      {open && (
        <div className={styles.line}>
          <dt>{t("resale.listing.closesAt")}</dt>
          <dd>
            {listing.closesAt
              ? formatDate(listing.closesAt, language, { time: true, timeZone: listing.nft.timeZone })
              : t("resale.listing.noClose")}
          </dd>
        </div>
      )}
      {listing.soldAt && (
        <div className={styles.line}>
          <dt>{t("resale.listing.soldOn")}</dt>
          <dd>{at(listing.soldAt)}</dd>
        </div>
      )}
    </dl>
  );
}

/** Change price and take off sale (LISTED; held while a buyer pays), retry and cancel (FAILED). */
function ListingActions({ listing, onEdit }: { listing: TListingDetail; onEdit: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const withdraw = useWithdrawSale();
  const retry = useRegisterSale();
  const cancel = useCancelRegistration();
  const busy = withdraw.isPending || retry.isPending || cancel.isPending;
  const backToTicket = (message: string) => {
    showToast(message);
    navigate(`/nft/${listing.nftId}`, { replace: true });
  };
  const onError = (err: unknown) => showToast(saleErrorText(err, t));

  switch (listing.status) {
    case "LISTED":
    case "RESERVED": {
      const held = listing.status === "RESERVED";
      const handleWithdraw = () =>
        pushAlert({
          title: t("resale.listing.withdrawTitle"),
          message: t("resale.listing.withdrawText"),
          confirmLabel: t("resale.listing.withdraw"),
          cancelLabel: t("resale.listing.keep"),
          onConfirm: () =>
            withdraw.mutate(listing.nftId, {
              onSuccess: () => backToTicket(t("resale.listing.withdrawn")),
              onError,
            }),
        });
      return (
        <div className={styles.actions}>
          <Button variant="rec-secondary" block disabled={held || busy} onClick={onEdit}>
            {t("resale.listing.changePrice")}
          </Button>
          <Button variant="rec" block disabled={held} loading={withdraw.isPending} onClick={handleWithdraw}>
            {t("resale.listing.withdraw")}
          </Button>
        </div>
      );
    }
    case "FAILED":
      return (
        <div className={styles.actions}>
          <Button
            variant="rec-primary"
            block
            loading={retry.isPending}
            disabled={busy}
            onClick={() => retry.mutate({ id: listing.nftId, price: listing.breakdown.price }, { onError })}
          >
            {t("resale.panel.retry")}
          </Button>
          <Button
            variant="rec"
            block
            loading={cancel.isPending}
            disabled={busy}
            onClick={() =>
              cancel.mutate(listing.nftId, {
                onSuccess: () => backToTicket(t("resale.panel.cancelled")),
                onError,
              })
            }
          >
            {t("resale.panel.cancel")}
          </Button>
        </div>
      );
    case "SOLD":
      return (
        <Button variant="rec-secondary" block onClick={() => navigate("/profile/sales")}>
          {t("resale.listing.toSales")}
        </Button>
      );
    case "WITHDRAWN":
    case "CANCELLED":
      return (
        <Button variant="rec-secondary" block onClick={() => navigate(`/nft/${listing.nftId}`)}>
          {t("resale.listing.toTicket")}
        </Button>
      );
    case "REGISTERING":
      return null;
    default: {
      const exhaustive: never = listing.status;
      return exhaustive;
    }
  }
}

/**
 * /nft/sales/{id} (spec §2; §4 Sale: cancel registration, cancel sale): a token's listing — its
 * state, the split of its price and until when it may sell — with what the seller can do now.
 */
export default function NftSalesView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nftId = Number(useParams().id);
  const listing = useListing(nftId, { pollMs: LISTING_POLL_MS });
  const [editing, setEditing] = useState(false);

  const gone =
    !Number.isInteger(nftId) ||
    nftId < 1 ||
    (listing.error instanceof ApiError && listing.error.status === 404);
  if (gone)
    return (
      <StatusMessage
        title={t("resale.listing.goneTitle")}
        text={t("resale.listing.goneText")}
        action={{ label: t("resale.listing.toSales"), onClick: () => navigate("/profile/sales") }}
      />
    );
  if (listing.isPending) return <Spinner label={t("common.loading")} />;
  if (listing.isError) return <ErrorState onRetry={() => listing.refetch()} />;
  const data = listing.data;
  const canEdit = editing && data.status === "LISTED";
  return (
    <div className={styles.page}>
      <TicketSummary
        image={data.nft.image}
        cltnName={data.nft.cltnName}
        name={data.nft.name}
        startDate={data.nft.startDate}
        timeZone={data.nft.timeZone}
        seat={data.nft.seat}
        groupCount={1}
      />
      <ListingState listing={data} />
      {canEdit ? (
        <PriceEditForm
          listing={data}
          onDone={() => setEditing(false)}
          onRefused={() => {
            setEditing(false);
            void listing.refetch();
          }}
        />
      ) : (
        <>
          <Breakdown
            split={data.breakdown}
            currency={data.breakdown.currency}
            royaltyPercent={data.breakdown.royaltyPercent}
            feePercent={data.breakdown.feePercent}
            testId="listing-breakdown"
          />
          <ListingDates listing={data} />
          <ListingActions listing={data} onEdit={() => setEditing(true)} />
        </>
      )}
    </div>
  );
}
