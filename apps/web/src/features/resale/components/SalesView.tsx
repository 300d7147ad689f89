import type { TSalesOverview } from "@admit/contract/resale";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import badges from "../../../components/ui/Badge.module.css";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSales } from "../api/get-sales.ts";
import { listingIsOpen, listingTone, payoutTone } from "../utils/listing-state.ts";
import { PayoutAccountSection } from "./PayoutAccountSection.tsx";
import styles from "./Resale.module.css";

type Listing = TSalesOverview["listings"][number];
type Payout = TSalesOverview["payouts"][number];

function ListingRow({ listing }: { listing: Listing }) {
  const { t, language } = useTranslation();
  const { nft, breakdown } = listing;
  const when = nft.startDate ? formatDate(nft.startDate, language, { timeZone: nft.timeZone }) : null;
  const body = (
    <>
      <img className={styles.thumb} src={nft.image} alt="" />
      <span className={styles.itemText}>
        <span className={styles.itemTop}>
          <span className={styles.itemName}>{nft.name}</span>
          <span className={badges.badge} data-tone={listingTone(listing.status)}>
            {t(`resale.status.${listing.status}`)}
          </span>
        </span>
        <span className={styles.itemMeta}>{[nft.cltnName, when, nft.seat].filter(Boolean).join(" · ")}</span>
        <span className={styles.itemTop}>
          <span className={styles.itemMeta}>{t("resale.sales.price")}</span>
          <span className={styles.amount}>{formatMoney(breakdown.price, breakdown.currency, language)}</span>
        </span>
      </span>
    </>
  );
  return listingIsOpen(listing.status) ? (
    <Link to={`/nft/sales/${listing.nftId}`} className={styles.item} data-testid="sales-listing">
      {body}
    </Link>
  ) : (
    <div className={styles.item} data-testid="sales-listing">
      {body}
    </div>
  );
}

function PayoutRow({ payout }: { payout: Payout }) {
  const { t, language } = useTranslation();
  const money = (minor: number) => formatMoney(minor, payout.breakdown.currency, language);
  const state =
    payout.status === "PAID" && payout.paidAt
      ? t("resale.sales.paidOn", { date: formatDate(payout.paidAt, language, { timeZone: payout.timeZone }) })
      : payout.status === "HELD"
        ? t("resale.sales.heldUntil", {
            date: formatDate(payout.releaseAt, language, { time: true, timeZone: payout.timeZone }),
          })
        : t(`resale.payout.${payout.status}`);
  return (
    <div className={styles.item} data-testid="sales-payout" data-status={payout.status}>
      <span className={styles.itemText}>
        <span className={styles.itemTop}>
          <span className={styles.itemName}>{payout.nftName}</span>
          <span className={badges.badge} data-tone={payoutTone(payout.status)}>
            {t(`resale.payout.${payout.status}`)}
          </span>
        </span>
        <span className={styles.itemMeta}>{payout.cltnName}</span>
        <span className={styles.itemMeta}>
          {t("resale.sales.soldFor", { price: money(payout.breakdown.price) })}
        </span>
        <span className={styles.itemFoot}>
          <span className={styles.itemNote} data-testid="sales-payout-state">
            {state}
          </span>
          <span className={styles.amount}>{money(payout.breakdown.net)}</span>
        </span>
      </span>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /profile/sales: the tickets the person put on sale and how they stand, what their sales pay
 * and when (held until the event is over), and — for hosts — the royalties their collections
 * earned from resales.
 */
export default function SalesView() {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const sales = useSales();
  if (sales.isPending) return <Spinner label={t("common.loading")} />;
  if (sales.isError) return <ErrorState onRetry={() => sales.refetch()} />;
  const { payouts, royalties } = sales.data;
  // A sale shows with its payout; a failed listing that was called off never was on sale.
  const listings = sales.data.listings.filter((l) => l.status !== "SOLD" && l.status !== "CANCELLED");
  const ownNone = listings.length === 0 && payouts.length === 0;
  if (ownNone && royalties.length === 0)
    return (
      <StatusMessage
        title={t("resale.sales.emptyTitle")}
        text={t("resale.sales.emptyText")}
        action={{ label: t("resale.sales.toWallet"), onClick: () => navigate("/") }}
      />
    );
  return (
    <div className={styles.page}>
      {listings.length > 0 && (
        <Section id="sales-listings" title={t("resale.sales.listings")}>
          <ul className={styles.list}>
            {listings.map((listing) => (
              <li key={listing.id}>
                <ListingRow listing={listing} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {payouts.length > 0 && (
        <Section id="sales-payouts" title={t("resale.sales.payouts")}>
          <ul className={styles.list}>
            {payouts.map((payout) => (
              <li key={payout.id}>
                <PayoutRow payout={payout} />
              </li>
            ))}
          </ul>
          <p className={styles.hint}>{t("resale.sales.payoutNote")}</p>
        </Section>
      )}
      {royalties.length > 0 && (
        <Section id="sales-royalties" title={t("resale.sales.royalties")}>
          <ul className={styles.list}>
            {royalties.map((row) => (
              <li key={`${row.cltnId}-${row.currency}`} className={styles.item} data-testid="sales-royalty">
                <span className={styles.itemText}>
                  <span className={styles.itemName}>{row.cltnName}</span>
                  <span className={styles.itemTop}>
                    <span className={styles.itemMeta}>
                      {t("resale.sales.resaleCount", { count: row.sales })}
                    </span>
                    <span className={styles.amount}>{formatMoney(row.royalty, row.currency, language)}</span>
                  </span>
                </span>
              </li>
            ))}
          </ul>
          {ownNone && <p className={styles.hint}>{t("resale.sales.ownNone")}</p>}
        </Section>
      )}
      <PayoutAccountSection />
    </div>
  );
}
