import type { TNftDetail } from "@admit/contract/nfts";
import type { TListing, TSellRegistInfo } from "@admit/contract/resale";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { showToast } from "../../../stores/popup.ts";
import styles from "../../../styles/ticket-panel.module.css";
import { useCancelRegistration, useRegisterSale, useSellRegist } from "../api/listing.ts";
import { saleErrorText, sellReasonText, toldUnderTicket } from "../utils/resale-text.ts";
import { TagIcon } from "./TagIcon.tsx";

/** How often a listing on its way to the chain, or held by a paying buyer, is looked at. */
const LISTING_POLL_MS = 2000;

type PanelNft = Pick<TNftDetail, "id" | "status">;

/** Under an ACTIVE card: the way to sell it, or — where it helps — why it cannot be sold. */
function SellEntry({ nft, info }: { nft: PanelNft; info: TSellRegistInfo }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  if (info.canSell && info.currency)
    return (
      <div className={styles.entry}>
        <Button variant="rec-secondary" block onClick={() => navigate(`/nft/${nft.id}/sell`)}>
          <span className={styles.buttonLabel}>
            <TagIcon size={20} />
            {t("resale.panel.sell")}
          </span>
        </Button>
        <p className={styles.note}>
          {t("resale.panel.sellUpTo", { price: formatMoney(info.maxPrice, info.currency, language) })}
        </p>
      </div>
    );
  if (!toldUnderTicket(info.reason) || !info.reason) return null;
  return <p className={styles.note}>{sellReasonText(info.reason, t)}</p>;
}

/** A failed registration: try the same price again, or call it off and keep the ticket. */
function FailedListing({ nft, listing }: { nft: PanelNft; listing: TListing }) {
  const { t } = useTranslation();
  const retry = useRegisterSale();
  const cancel = useCancelRegistration();
  const onError = (err: unknown) => showToast(saleErrorText(err, t));
  return (
    <StatusMessage
      tone="error"
      title={t("resale.listing.FAILED.title")}
      text={t("resale.listing.FAILED.text")}
      action={
        <div className={styles.actions}>
          <Button
            variant="rec-primary"
            block
            loading={retry.isPending}
            disabled={cancel.isPending}
            onClick={() => retry.mutate({ id: nft.id, price: listing.breakdown.price }, { onError })}
          >
            {t("resale.panel.retry")}
          </Button>
          <Button
            variant="rec"
            block
            loading={cancel.isPending}
            disabled={retry.isPending}
            onClick={() =>
              cancel.mutate(nft.id, { onSuccess: () => showToast(t("resale.panel.cancelled")), onError })
            }
          >
            {t("resale.panel.cancel")}
          </Button>
        </div>
      }
    />
  );
}

/** On sale (or held by a paying buyer): the price, what the seller receives, and the listing. */
function OnSale({ nft, listing }: { nft: PanelNft; listing: TListing }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const { breakdown } = listing;
  const money = (minor: number) => formatMoney(minor, breakdown.currency, language);
  const reserved = listing.status === "RESERVED";
  return (
    <StatusMessage
      tone="pending"
      icon={<TagIcon size={30} />}
      title={t("resale.panel.onSaleTitle", { price: money(breakdown.price) })}
      text={t(reserved ? "resale.panel.reservedText" : "resale.panel.onSaleText", {
        net: money(breakdown.net),
      })}
      action={
        <Button variant="rec-secondary" block onClick={() => navigate(`/nft/sales/${nft.id}`)}>
          {t("resale.panel.manage")}
        </Button>
      }
    />
  );
}

/**
 * The sale part of the ticket screen (spec §4 Sale: register, cancel registration, cancel sale;
 * registering, success, failure with retry or cancel). A listing on its way to the chain, or
 * held by a buyer, is looked at again; once it is sold the token is the buyer's.
 */
export function SalePanel({ nft, onChanged }: { nft: PanelNft; onChanged: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const shown =
    nft.status === "ACTIVE" ||
    nft.status === "SELL_REG" ||
    nft.status === "SELLING" ||
    nft.status === "SELL_REG_FAIL";
  const listed = nft.status !== "ACTIVE";
  const info = useSellRegist(nft.id, { enabled: shown, pollMs: LISTING_POLL_MS });
  const listing = info.data?.listing ?? null;
  const sold = listed && info.error instanceof ApiError && info.error.status === 404;

  useEffect(() => {
    if (!sold) return;
    showToast(t("resale.panel.sold"));
    void queryClient.invalidateQueries({ queryKey: ["nfts", "list"] });
    navigate("/", { replace: true });
  }, [sold, navigate, queryClient, t]);

  // The listing moved on (on sale, failed, withdrawn elsewhere): the card's own status follows.
  const expected =
    nft.status === "SELL_REG" ? ["REGISTERING"] : nft.status === "SELLING" ? ["LISTED", "RESERVED"] : null;
  const drifted =
    expected !== null && info.data !== undefined && (listing === null || !expected.includes(listing.status));
  useEffect(() => {
    if (drifted) onChanged();
  }, [drifted, onChanged]);

  if (!shown || !info.data) return null;
  if (nft.status === "ACTIVE") return <SellEntry nft={nft} info={info.data} />;
  if (!listing) return null;
  if (listing.status === "FAILED") return <FailedListing nft={nft} listing={listing} />;
  if (listing.status === "REGISTERING")
    return (
      <StatusMessage
        tone="pending"
        icon={<TagIcon size={30} />}
        title={t("resale.listing.REGISTERING.title")}
        text={t("resale.listing.REGISTERING.text")}
      />
    );
  if (listing.status === "LISTED" || listing.status === "RESERVED")
    return <OnSale nft={nft} listing={listing} />;
  return null;
}
