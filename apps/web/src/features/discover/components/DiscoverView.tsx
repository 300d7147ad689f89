import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { CompassIcon } from "../../../components/ui/icons.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSearchStore } from "../../../stores/search.ts";
import { type DiscoverFilter, useDiscoverCltns } from "../api/list-cltns.ts";
import { cataloguePaths } from "../utils/catalogue-paths.ts";
import {
  activeFilterCount,
  DEFAULT_DISCOVER_FILTER,
  filterFromParams,
  paramsFromFilter,
} from "../utils/discover-params.ts";
import { ActiveFilters } from "./ActiveFilters.tsx";
import { CltnCardList, CltnCardListSkeleton } from "./CltnCardList.tsx";
import styles from "./DiscoverView.module.css";
import { FilterBar } from "./FilterBar.tsx";
import { FilterSheet, type SheetFilters } from "./FilterSheet.tsx";
import { SortSheet } from "./SortSheet.tsx";

function EmptyCatalogue({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      icon={<CompassIcon size={32} />}
      title={t(filtered ? "discover.empty.noMatchTitle" : "discover.empty.title")}
      text={t(filtered ? "discover.empty.noMatchText" : "discover.empty.text")}
      action={
        filtered && (
          <Button variant="rec" block onClick={onClear}>
            {t("discover.empty.clearFilters")}
          </Button>
        )
      }
    />
  );
}

const sheetValue = ({ date, from, to, city, category }: DiscoverFilter): SheetFilters => ({
  date,
  from,
  to,
  city,
  category,
});

/**
 * /discover (DiscoverView) and /event (EventAppView): the catalogue of events on sale or
 * upcoming, with its type chips, date, area and category filters (kept in the address's search
 * params) and sort sheet. The discover tab and the white label's public
 * event app show the same list, each opening its own detail.
 */
export default function DiscoverView() {
  const { t } = useTranslation();
  const detailPath = cataloguePaths(useLocation().pathname).detail;
  // The filters live in the address: a shared link or a refresh shows the same list.
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one filter object per address, not per render
  const filter: DiscoverFilter = useMemo(() => filterFromParams(params), [paramsKey]);
  const setFilter = useCallback(
    (next: DiscoverFilter) => setParams(paramsFromFilter(next), { replace: true }),
    [setParams],
  );
  const { type, sort } = filter;
  const list = useDiscoverCltns(filter);
  const [sortOpen, setSortOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtered = type !== DEFAULT_DISCOVER_FILTER.type || activeFilterCount(filter) > 0;
  const clearFilters = useCallback(() => setFilter({ ...DEFAULT_DISCOVER_FILTER, sort }), [setFilter, sort]);

  // Entering the catalogue resets the search state (spec §2), however the person came.
  const resetSearch = useSearchStore((s) => s.reset);
  useEffect(() => {
    resetSearch();
  }, [resetSearch]);

  // Another filter is another list: it starts from its top (a return from a detail keeps its place).
  const shownFilter = useRef(filter);
  useEffect(() => {
    if (shownFilter.current === filter) return;
    shownFilter.current = filter;
    window.scrollTo({ top: 0 });
  }, [filter]);

  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const { fetchNextPage } = list;
  const loadNextPage = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const hrefOf = useCallback((id: number) => `${detailPath}/${id}`, [detailPath]);

  let content: ReactNode;
  if (list.isPending) content = <CltnCardListSkeleton />;
  // A failed refresh keeps the cards already shown; only a list never loaded shows the error.
  else if (!list.data) content = <ErrorState onRetry={() => list.refetch()} />;
  else if (items.length === 0) content = <EmptyCatalogue filtered={filtered} onClear={clearFilters} />;
  else
    content = (
      <CltnCardList
        // A new filter mounts a new list, measured from its own top.
        key={paramsKey}
        items={items}
        label={t("discover.list.label")}
        hrefOf={hrefOf}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        fetchNextFailed={list.isFetchNextPageError}
        fetchNextPage={loadNextPage}
      />
    );

  return (
    <div className={styles.page}>
      <FilterBar
        type={type}
        sort={sort}
        onType={(next) => setFilter({ ...filter, type: next })}
        onOpenSort={() => setSortOpen(true)}
      />
      <ActiveFilters filter={filter} onOpen={() => setFiltersOpen(true)} onChange={setFilter} />
      <div className={styles.content}>{content}</div>
      <SortSheet
        open={sortOpen}
        sort={sort}
        onApply={(next) => setFilter({ ...filter, sort: next })}
        onClose={() => setSortOpen(false)}
      />
      <FilterSheet
        open={filtersOpen}
        value={sheetValue(filter)}
        onApply={(next) => setFilter({ type, sort, ...next })}
        onClose={() => setFiltersOpen(false)}
      />
    </div>
  );
}
