import type { TDiscoverCltnDetail, TDiscoverProduct } from "@admit/contract/discover";
import { Button } from "../../../components/ui/Button.tsx";
import { formatDate, formatMoney, formatNumber } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useCurrencyStore } from "../../../stores/currency.ts";
import { useCltnProducts } from "../api/list-cltn-products.ts";
import { inDisplayCurrency } from "../utils/display-price.ts";
import styles from "./Detail.module.css";

type ProductState = "left" | "soldOut" | "stopped";

const stateOf = (p: TDiscoverProduct): ProductState =>
  p.status === "STOP" ? "stopped" : p.remaining <= 0 ? "soldOut" : "left";

/** The products on the detail page: name, date, zone, prices in the display currency and what is left. */
function ProductList({ cltn, products }: { cltn: TDiscoverCltnDetail; products: TDiscoverProduct[] }) {
  const { t, language } = useTranslation();
  const preferred = useCurrencyStore((s) => s.currency);
  if (products.length === 0) return <p className={styles.muted}>{t("discover.detail.noProducts")}</p>;
  return (
    <ul className={styles.products}>
      {products.map((p) => {
        const state = stateOf(p);
        const when =
          p.startAt && !cltn.hideStartDate
            ? formatDate(p.startAt, language, { timeZone: cltn.timeZone, weekday: true, time: true })
            : null;
        return (
          <li key={p.id} className={styles.product} data-state={state}>
            <div className={styles.productHead}>
              <h4 className={styles.productName}>{p.name}</h4>
              <span className={styles.stock} data-state={state}>
                {state === "left"
                  ? t("discover.detail.left", { n: formatNumber(p.remaining, language), count: p.remaining })
                  : t(`discover.detail.${state}`)}
              </span>
            </div>
            {(when || p.zoneName) && (
              <p className={styles.muted}>{[when, p.zoneName].filter(Boolean).join(" · ")}</p>
            )}
            {p.description && <p className={styles.productText}>{p.description}</p>}
            <ul className={styles.prices}>
              {inDisplayCurrency(p.priceList, preferred, cltn.currency).map((price) => (
                <li key={price.id}>
                  <span>{price.name}</span>
                  <strong>
                    {price.price === 0
                      ? t("discover.card.free")
                      : formatMoney(price.price, price.currency, language)}
                  </strong>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

/** What is for sale, and what buying it involves: seats, attendee details, sending to others. */
export function DetailProducts({ cltn }: { cltn: TDiscoverCltnDetail }) {
  const { t } = useTranslation();
  const products = useCltnProducts(cltn.id);
  const info: string[] = [];
  if (cltn.isSeated) info.push(t("discover.detail.seated"));
  if (cltn.hasQtnr) info.push(t(cltn.qtnrRequired ? "discover.detail.qtnrRequired" : "discover.detail.qtnr"));
  info.push(t(cltn.transferYn ? "discover.detail.transferYes" : "discover.detail.transferNo"));
  return (
    <section className={styles.section} aria-labelledby="detail-products">
      <h3 id="detail-products" className={styles.sectionTitle}>
        {t("discover.detail.products")}
      </h3>
      {products.isPending ? (
        <span className={`${styles.bar} ${styles.shimmer}`} style={{ height: 72 }} />
      ) : products.isError ? (
        <div className={styles.inlineError} role="alert">
          <span>{t("discover.detail.productsFailed")}</span>
          <Button variant="rec-secondary" onClick={() => products.refetch()}>
            {t("errorPage.retry")}
          </Button>
        </div>
      ) : (
        <ProductList cltn={cltn} products={products.data.items} />
      )}
      <ul className={styles.notes}>
        {info.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
