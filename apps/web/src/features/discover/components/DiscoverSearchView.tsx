import { useCallback, useMemo } from "react";
import { useLocation } from "react-router";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { StatusMessage } from "../../../components/screens/StatusMessage.tsx";
import { RecentSearches } from "../../../components/search/RecentSearches.tsx";
import { useHeaderSearchbox } from "../../../components/search/use-header-searchbox.ts";
import { useRecentSearches } from "../../../components/search/use-recent-searches.ts";
import { SearchIcon } from "../../../components/ui/icons.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { STORAGE_KEYS } from "../../../lib/storage.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useSearchStore } from "../../../stores/search.ts";
import { useDiscoverSearch } from "../api/search-cltns.ts";
import { cataloguePaths } from "../utils/catalogue-paths.ts";
import { CltnCardList, CltnCardListSkeleton } from "./CltnCardList.tsx";
import styles from "./DiscoverSearchView.module.css";

/** A pause this long after a key asks the server. */
const TYPING_PAUSE_MS = 300;

/**
 * /discover/search (DiscoverSearchView) and /event/search (EventAppSearchView): the catalogue
 * by collection, brand or place name, or category. The field is the search layout's header;
 * before anything is typed, the last searches on this device show.
 */
export default function DiscoverSearchView() {
  const { t } = useTranslation();
  const detailPath = cataloguePaths(useLocation().pathname).detail;
  const keyword = useSearchStore((s) => s.keyword);
  const setKeyword = useSearchStore((s) => s.setKeyword);
  const recent = useRecentSearches(STORAGE_KEYS.recentDiscoverSearches);
  const typed = keyword.trim().replace(/\s+/g, " ");
  const query = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const results = useDiscoverSearch(query);
  useHeaderSearchbox(() => recent.add(keyword));

  const items = useMemo(() => results.data?.pages.flatMap((p) => p.items) ?? [], [results.data]);
  const { fetchNextPage } = results;
  const loadNextPage = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const hrefOf = useCallback((id: number) => `${detailPath}/${id}`, [detailPath]);

  if (typed === "")
    return <RecentSearches recent={recent} onPick={setKeyword} hint={t("discover.search.hint")} />;
  if (results.isError && !results.data) return <ErrorState onRetry={() => results.refetch()} />;
  if (!results.data || query === "")
    return (
      <div className={styles.section}>
        <CltnCardListSkeleton count={3} />
      </div>
    );
  // The answer shown may be for the words before the last pause.
  const shownKeyword = results.isPlaceholderData ? "" : query;
  if (items.length === 0 && !results.isPlaceholderData)
    return (
      <StatusMessage
        icon={<SearchIcon size={32} />}
        title={t("discover.search.noResults")}
        text={t("discover.search.noResultsText", { keyword: query })}
      />
    );
  return (
    <section
      className={styles.section}
      aria-labelledby="discover-results-title"
      aria-busy={results.isPlaceholderData || query !== typed}
      data-stale={results.isPlaceholderData || undefined}
    >
      <h2 id="discover-results-title" className={styles.title} aria-live="polite">
        {shownKeyword ? t("discover.search.results", { keyword: shownKeyword }) : t("common.loading")}
      </h2>
      <CltnCardList
        key={query}
        items={items}
        label={t("discover.search.listLabel")}
        hrefOf={hrefOf}
        onOpen={() => recent.add(query)}
        hasNextPage={results.hasNextPage}
        isFetchingNextPage={results.isFetchingNextPage}
        fetchNextFailed={results.isFetchNextPageError}
        fetchNextPage={loadNextPage}
      />
    </section>
  );
}
