import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useBrand } from "../api/get-brand.ts";
import { useBrandCltns } from "../api/list-brand-cltns.ts";
import { DEFAULT_DISCOVER_FILTER } from "../utils/discover-params.ts";
import styles from "./Brand.module.css";
import { BrandNotFound } from "./BrandNotFound.tsx";
import { CltnCard } from "./CltnCard.tsx";
import { CltnCardListSkeleton } from "./CltnCardList.tsx";
import { ChevronIcon } from "./icons.tsx";

/** How many of its events the brand page shows before "see all". */
const PREVIEW_COUNT = 4;

function BrandEvents({ id }: { id: number }) {
  const { t } = useTranslation();
  const list = useBrandCltns(id, DEFAULT_DISCOVER_FILTER, PREVIEW_COUNT);
  let content: ReactNode;
  if (list.isPending) content = <CltnCardListSkeleton count={2} />;
  else if (list.isError) content = <ErrorState onRetry={() => list.refetch()} />;
  else {
    const items = list.data.pages[0]?.items ?? [];
    content =
      items.length === 0 ? (
        <p className={styles.empty}>{t("discover.brand.empty")}</p>
      ) : (
        <ul className={styles.cards}>
          {items.map((cltn) => (
            <li key={cltn.id}>
              <CltnCard cltn={cltn} href={`/discover/detail/${cltn.id}`} showBrand={false} />
            </li>
          ))}
        </ul>
      );
  }
  return (
    <section className={styles.events} aria-labelledby="brand-events">
      <div className={styles.eventsHead}>
        <h3 id="brand-events" className={styles.sectionTitle}>
          {t("discover.brand.events")}
        </h3>
        {list.hasNextPage && (
          <Link className={styles.seeAll} to={`/brand/cltn/${id}`}>
            {t("discover.brand.seeAll")}
            <ChevronIcon />
          </Link>
        )}
      </div>
      {content}
    </section>
  );
}

/** /brand/{id}: the brand's profile and its latest events (spec §2 Brands). */
export default function BrandView() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const brand = useBrand(id);
  if (!Number.isInteger(id) || id < 1 || (brand.error instanceof ApiError && brand.error.status === 404))
    return <BrandNotFound />;
  if (brand.isError) return <ErrorState onRetry={() => brand.refetch()} />;
  const b = brand.data;
  return (
    <div className={styles.page}>
      <div className={styles.banner} aria-busy={brand.isPending}>
        {b?.bannerImg && <img src={b.bannerImg} alt="" />}
      </div>
      <header className={styles.profile}>
        {b ? (
          <>
            <img className={styles.avatar} src={b.image} alt="" />
            <h2 className={styles.name}>{b.name}</h2>
            {b.description && <p className={styles.description}>{b.description}</p>}
          </>
        ) : (
          <>
            <span className={`${styles.avatar} ${styles.shimmer}`} />
            <span className="visually-hidden" role="status">
              {t("common.loading")}
            </span>
            <span className={`${styles.bar} ${styles.shimmer}`} style={{ width: "60%" }} />
            <span className={`${styles.bar} ${styles.shimmer}`} style={{ width: "90%" }} />
          </>
        )}
      </header>
      <BrandEvents id={id} />
    </div>
  );
}
