import type { DiscoverSort } from "@admit/contract/discover";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { Link, useParams } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { CompassIcon } from "../../../components/ui/icons.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useBrand } from "../api/get-brand.ts";
import { useBrandCltns } from "../api/list-brand-cltns.ts";
import type { DiscoverFilter } from "../api/list-cltns.ts";
import { DEFAULT_DISCOVER_FILTER } from "../utils/discover-params.ts";
import styles from "./Brand.module.css";
import { BrandNotFound } from "./BrandNotFound.tsx";
import { CltnCardList, CltnCardListSkeleton } from "./CltnCardList.tsx";
import { FilterBar } from "./FilterBar.tsx";
import { ChevronIcon } from "./icons.tsx";
import { SortSheet } from "./SortSheet.tsx";

/**
 * /brand/cltn/{id}: every collection of one brand, ended ones included, with the catalogue's
 * type chips and sort sheet; the brand page links here from "see all".
 */
export default function BrandCltnListView() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [filter, setFilter] = useState<DiscoverFilter>(DEFAULT_DISCOVER_FILTER);
  const [sortOpen, setSortOpen] = useState(false);
  const brand = useBrand(id);
  const list = useBrandCltns(id, filter);
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const { fetchNextPage } = list;
  const loadNextPage = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const hrefOf = useCallback((cltnId: number) => `/discover/detail/${cltnId}`, []);

  const notFound = (e: unknown) => e instanceof ApiError && e.status === 404;
  if (!Number.isInteger(id) || id < 1 || notFound(brand.error) || notFound(list.error))
    return <BrandNotFound />;

  let content: ReactNode;
  // The list is measured from its top, so it waits for the brand's line above it.
  if (list.isPending || brand.isPending) content = <CltnCardListSkeleton />;
  else if (!list.data) content = <ErrorState onRetry={() => list.refetch()} />;
  else if (items.length === 0)
    content = (
      <StatusMessage
        icon={<CompassIcon size={32} />}
        title={t(filter.type === "all" ? "discover.brand.empty" : "discover.empty.filteredTitle")}
      />
    );
  else
    content = (
      <CltnCardList
        key={`${filter.type}-${filter.sort}`}
        items={items}
        label={t("discover.brand.events")}
        hrefOf={hrefOf}
        showBrand={false}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextFailed={list.isFetchNextPageError}
        fetchNextPage={loadNextPage}
      />
    );

  return (
    <div className={`${styles.page} ${styles.listPage}`}>
      {brand.data && (
        <Link className={styles.brandLine} to={`/brand/${id}`}>
          <img className={styles.brandLineImage} src={brand.data.image} alt="" />
          <span>
            <strong>{brand.data.name}</strong>
            <span>{t("discover.brand.profile")}</span>
          </span>
          <ChevronIcon />
        </Link>
      )}
      <FilterBar
        type={filter.type}
        sort={filter.sort}
        onType={(type) => setFilter((f) => ({ ...f, type }))}
        onOpenSort={() => setSortOpen(true)}
      />
      <div className={styles.listContent}>{content}</div>
      <SortSheet
        open={sortOpen}
        sort={filter.sort}
        onApply={(sort: DiscoverSort) => setFilter((f) => ({ ...f, sort }))}
        onClose={() => setSortOpen(false)}
      />
    </div>
  );
}
