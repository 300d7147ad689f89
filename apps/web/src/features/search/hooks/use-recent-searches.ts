import { useCallback, useState } from "react";
import { local, STORAGE_KEYS } from "../../../lib/storage.ts";
import { addRecentSearch, parseRecentSearches, removeRecentSearch } from "../utils/recent-searches.ts";

/** The person's last searches on this device, newest first (kept in local storage). */
export function useRecentSearches() {
  const [list, setList] = useState(() => parseRecentSearches(local.get(STORAGE_KEYS.recentSearches)));
  const update = useCallback((change: (list: string[]) => string[]) => {
    // Read again before writing: another tab may have searched meanwhile.
    const next = change(parseRecentSearches(local.get(STORAGE_KEYS.recentSearches)));
    if (next.length > 0) local.set(STORAGE_KEYS.recentSearches, JSON.stringify(next));
    else local.remove(STORAGE_KEYS.recentSearches);
    setList(next);
  }, []);
  return {
    list,
    add: useCallback((term: string) => update((l) => addRecentSearch(l, term)), [update]),
    remove: useCallback((term: string) => update((l) => removeRecentSearch(l, term)), [update]),
    clear: useCallback(() => update(() => []), [update]),
  };
}
