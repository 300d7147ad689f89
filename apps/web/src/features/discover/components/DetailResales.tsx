import type { TDiscoverCltnDetail } from "@admit/contract/discover";
import type { TResaleOffer } from "@admit/contract/resale";
import { useNavigate } from "react-router";
import badges from "../../../components/ui/Badge.module.css";
import { Button } from "../../../components/ui/Button.tsx";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useResaleOffers } from "../../../lib/queries/resale-offers.ts";
import { useAuthStore } from "../../../stores/auth.ts";
import styles from "./Detail.module.css";

function Offer({
  offer,
  cltn,
  onBuy,
}: {
  offer: TResaleOffer;
  cltn: TDiscoverCltnDetail;
  onBuy: () => void;
}) {
  const { t, language } = useTranslation();
  const when =
    offer.startDate && !cltn.hideStartDate
      ? formatDate(offer.startDate, language, { timeZone: cltn.timeZone, weekday: true, time: true })
      : null;
  const meta = [
    when,
    offer.seat,
    offer.groupCount > 1 ? t("wallet.nft.entries", { count: offer.groupCount }) : null,
  ].filter(Boolean);
  return (
    <li className={styles.offer} data-testid="resale-offer" data-reserved={offer.reserved || undefined}>
      <div className={styles.offerText}>
        <h4 className={styles.productName}>{offer.name}</h4>
        {meta.length > 0 && <p className={styles.muted}>{meta.join(" · ")}</p>}
      </div>
      <div className={styles.offerSide}>
        <strong className={styles.offerPrice}>{formatMoney(offer.price, offer.currency, language)}</strong>
        {offer.reserved ? (
          <span className={badges.badge} data-tone="attention">
            {t("discover.resale.reserved")}
          </span>
        ) : (
          <Button
            variant="rec-primary"
            className={styles.offerBuy}
            onClick={onBuy}
            aria-label={t("discover.resale.buyLabel", { name: offer.name })}
          >
            {t("discover.resale.buy")}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * Tickets of the collection that fans resell through Admit, cheapest first, beside the primary
 * sale; Buy opens the resale purchase, a signed-in page (the guard takes someone signed out to
 * sign in and back). Shown for collections that allow resale; an empty list says so.
 */
export function DetailResales({ cltn, resalePath }: { cltn: TDiscoverCltnDetail; resalePath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.user !== null);
  const offers = useResaleOffers(cltn.id, { enabled: cltn.sellYn });
  if (!cltn.sellYn) return null;
  return (
    <section className={styles.section} aria-labelledby="detail-resale" data-testid="resale-section">
      <h3 id="detail-resale" className={styles.sectionTitle}>
        {t("discover.resale.title")}
      </h3>
      {offers.isPending ? (
        <span className={`${styles.bar} ${styles.shimmer}`} style={{ height: 56 }} />
      ) : offers.isError ? (
        <div className={styles.inlineError} role="alert">
          <span>{t("discover.resale.failed")}</span>
          <Button variant="rec-secondary" onClick={() => offers.refetch()}>
            {t("errorPage.retry")}
          </Button>
        </div>
      ) : offers.data.length === 0 ? (
        <p className={styles.muted}>{t("discover.resale.empty")}</p>
      ) : (
        <>
          <ul className={styles.products}>
            {offers.data.map((offer) => (
              <Offer
                key={offer.nftId}
                offer={offer}
                cltn={cltn}
                onBuy={() => navigate(`${resalePath}/${cltn.id}/${offer.nftId}`)}
              />
            ))}
          </ul>
          {!signedIn && <p className={styles.muted}>{t("discover.resale.signInFirst")}</p>}
        </>
      )}
      <ul className={styles.notes}>
        <li>{t("discover.resale.capNote")}</li>
        <li>{t("discover.resale.finalNote")}</li>
      </ul>
    </section>
  );
}
