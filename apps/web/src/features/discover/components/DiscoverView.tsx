import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { Button } from "../../../components/ui/Button.tsx";
import { CompassIcon } from "../../../components/ui/icons.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSearchStore } from "../../../stores/search.ts";
import { type DiscoverFilter, useDiscoverCltns } from "../api/list-cltns.ts";
import { DEFAULT_DISCOVER_FILTER, useDiscoverFilter } from "../stores/discover-filter.ts";
import { cataloguePaths } from "../utils/catalogue-paths.ts";
import { CltnCardList, CltnCardListSkeleton } from "./CltnCardList.tsx";
import styles from "./DiscoverView.module.css";
import { FilterBar } from "./FilterBar.tsx";
import { SortSheet } from "./SortSheet.tsx";

function EmptyCatalogue({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  const setType = useDiscoverFilter((s) => s.setType);
  return (
    <StatusMessage
      icon={<CompassIcon size={32} />}
      title={t(filtered ? "discover.empty.filteredTitle" : "discover.empty.title")}
      text={t(filtered ? "discover.empty.filteredText" : "discover.empty.text")}
      action={
        filtered && (
          <Button variant="rec" block onClick={() => setType(DEFAULT_DISCOVER_FILTER.type)}>
            {t("discover.empty.showAll")}
          </Button>
        )
      }
    />
  );
}

/**
 * /discover (DiscoverView) and /event (EventAppView): the catalogue of events on sale or
 * upcoming, with its type chips and sort sheet. The discover tab and the white label's public
 * event app show the same list, each opening its own detail.
 */
export default function DiscoverView() {
  const { t } = useTranslation();
  const detailPath = cataloguePaths(useLocation().pathname).detail;
  const { type, sort, setType, setSort } = useDiscoverFilter();
  const filter: DiscoverFilter = useMemo(() => ({ type, sort }), [type, sort]);
  const list = useDiscoverCltns(filter);
  const [sortOpen, setSortOpen] = useState(false);

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
  else if (items.length === 0) content = <EmptyCatalogue filtered={type !== DEFAULT_DISCOVER_FILTER.type} />;
  else
    content = (
      <CltnCardList
        // A new filter mounts a new list, measured from its own top.
        key={`${type}-${sort}`}
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
      <FilterBar type={type} sort={sort} onType={setType} onOpenSort={() => setSortOpen(true)} />
      <div className={styles.content}>{content}</div>
      <SortSheet open={sortOpen} sort={sort} onApply={setSort} onClose={() => setSortOpen(false)} />
    </div>
  );
}
