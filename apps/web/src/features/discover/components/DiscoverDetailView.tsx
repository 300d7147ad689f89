import { sizedImage } from "@admit/contract/images";
import { LIMITS } from "@admit/contract/limits";
import type { CSSProperties } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { RefundTerms } from "../../../components/RefundTerms.tsx";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useCltnDetail } from "../api/get-cltn-detail.ts";
import { useCltnProducts } from "../api/list-cltn-products.ts";
import { cataloguePaths } from "../utils/catalogue-paths.ts";
import { BuyBar } from "./BuyBar.tsx";
import { CltnBadges } from "./CltnBadges.tsx";
import styles from "./Detail.module.css";
import { DetailPlace } from "./DetailPlace.tsx";
import { DetailProducts } from "./DetailProducts.tsx";
import { DetailResales } from "./DetailResales.tsx";
import { DetailWhen } from "./DetailWhen.tsx";
import { ChevronIcon } from "./icons.tsx";

/** The poster's width on the page (CSS px; app/first-screens.ts preloads it at this size). */
export const DETAIL_POSTER_WIDTH = 168;

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={`${styles.page} ${styles.skeletonPage}`} role="status" aria-busy="true">
      <span className="visually-hidden">{t("common.loading")}</span>
      <div className={`${styles.hero} ${styles.skeletonHero}`}>
        <span className={`${styles.poster} ${styles.shimmer}`} />
      </div>
      <div className={styles.sheet}>
        {["30%", "85%", "60%", "100%", "90%"].map((width) => (
          <span key={width} className={`${styles.bar} ${styles.shimmer}`} style={{ width }} />
        ))}
      </div>
    </div>
  );
}

/** Adults only (spec §1): said before anything else about the event. */
function AdultNotice() {
  const { t } = useTranslation();
  const age = { age: LIMITS.adultMinAge };
  return (
    <aside className={styles.adult} aria-label={t("discover.adult.title", age)}>
      <span className={styles.adultMark} aria-hidden="true">
        {LIMITS.adultMinAge}
      </span>
      <span>
        <strong>{t("discover.adult.title", age)}</strong>
        <span>{t("discover.adult.text", age)}</span>
      </span>
    </aside>
  );
}

function Lines({ text }: { text: string }) {
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  return (
    <ul className={styles.memo}>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the host's lines may repeat
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * /discover/detail/{id} (DiscoverDetailView) and /event/detail/{id} (EventDetailView): a
 * collection's public page with its buy button, which opens /discover/pay/{id} or
 * /event/pay/{id}.
 */
export default function DiscoverDetailView() {
  const { t, language } = useTranslation();
  const paths = cataloguePaths(useLocation().pathname);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const detail = useCltnDetail(id, language);
  // The products are asked for alongside the detail, not once it has arrived.
  useCltnProducts(id);

  const missing =
    !Number.isInteger(id) || id < 1 || (detail.error instanceof ApiError && detail.error.status === 404);
  if (missing)
    return (
      <StatusMessage
        title={t("discover.detail.notFound")}
        text={t("discover.detail.notFoundText")}
        action={{ label: t("discover.detail.browse"), onClick: () => navigate(paths.list) }}
      />
    );
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) return <ErrorState onRetry={() => detail.refetch()} />;
  const cltn = detail.data;

  return (
    <div className={styles.page} style={{ "--card-color": cltn.color } as CSSProperties}>
      <div className={styles.hero}>
        {/* The page's largest paint: preloaded by the first-load script, fetched first here too. */}
        <img
          className={styles.poster}
          {...sizedImage(cltn.image, DETAIL_POSTER_WIDTH)}
          alt=""
          width={DETAIL_POSTER_WIDTH}
          height={224}
          fetchPriority="high"
        />
      </div>
      <div className={styles.sheet}>
        <header className={styles.head}>
          <CltnBadges cltn={cltn} />
          <h2 className={styles.name}>{cltn.name}</h2>
          <Link className={styles.brand} to={`/brand/${cltn.brand.id}`}>
            <img className={styles.brandImage} src={cltn.brand.image} alt="" width={32} height={32} />
            <span>{cltn.brand.name}</span>
            <ChevronIcon />
          </Link>
        </header>

        {cltn.isAdult && <AdultNotice />}

        <DetailWhen cltn={cltn} />
        <DetailPlace cltn={cltn} />

        <DetailProducts cltn={cltn} />
        <DetailResales cltn={cltn} resalePath={paths.resale} />

        {cltn.description && (
          <section className={styles.section} aria-labelledby="detail-about">
            <h3 id="detail-about" className={styles.sectionTitle}>
              {t("discover.detail.about")}
            </h3>
            <p className={styles.text}>{cltn.description}</p>
          </section>
        )}
        {cltn.memo && (
          <section className={styles.section} aria-labelledby="detail-memo">
            <h3 id="detail-memo" className={styles.sectionTitle}>
              {t("discover.detail.memo")}
            </h3>
            <Lines text={cltn.memo} />
          </section>
        )}
        <RefundTerms plan={cltn.refundPlan} category={cltn.category} currency={cltn.currency} />
      </div>
      <BuyBar cltn={cltn} payPath={paths.pay} />
    </div>
  );
}
