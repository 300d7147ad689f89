import { useDeferredValue, useMemo } from "react";
import { ErrorState } from "../../../components/screens/ErrorState.tsx";
import { RecentSearches } from "../../../components/search/RecentSearches.tsx";
import { useHeaderSearchbox } from "../../../components/search/use-header-searchbox.ts";
import { useRecentSearches } from "../../../components/search/use-recent-searches.ts";
import { Spinner } from "../../../components/ui/LoadingScreen.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { STORAGE_KEYS } from "../../../lib/storage.ts";
import { useSearchStore } from "../../../stores/search.ts";
import { useMyNfts } from "../api/list-my-nfts.ts";
import { matchNfts } from "../utils/match-nfts.ts";
import { SearchResults } from "./SearchResults.tsx";

/**
 * Searches the person's own tokens by token, collection and brand name (spec §2 SearchView).
 * The list is loaded once and filtered here, so each key typed answers at once.
 */
export default function SearchView() {
  const { t } = useTranslation();
  const keyword = useSearchStore((s) => s.keyword);
  const setKeyword = useSearchStore((s) => s.setKeyword);
  const recent = useRecentSearches(STORAGE_KEYS.recentSearches);
  const nfts = useMyNfts();
  const query = useDeferredValue(keyword);
  const results = useMemo(() => matchNfts(nfts.data?.items ?? [], query), [nfts.data, query]);
  useHeaderSearchbox(() => recent.add(keyword));

  if (keyword.trim() === "")
    return <RecentSearches recent={recent} onPick={setKeyword} hint={t("search.noRecentText")} />;
  if (nfts.isError) return <ErrorState onRetry={() => nfts.refetch()} />;
  if (!nfts.data) return <Spinner label={t("common.loading")} />;
  return (
    <SearchResults
      items={results}
      keyword={query.trim()}
      capped={nfts.data.capped}
      onOpen={() => recent.add(keyword)}
    />
  );
}
