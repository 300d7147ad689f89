import { useCallback, useState } from "react";
import { addRecentSearch, parseRecentSearches, removeRecentSearch } from "../../lib/recent-searches.ts";
import { local } from "../../lib/storage.ts";

/**
 * The person's last searches on this device, newest first, kept in local storage under
 * `storageKey`: each search screen (own tickets, the catalogue) remembers its own.
 */
export function useRecentSearches(storageKey: string) {
  const [list, setList] = useState(() => parseRecentSearches(local.get(storageKey)));
  const update = useCallback(
    (change: (list: string[]) => string[]) => {
      // Read again before writing: another tab may have searched meanwhile.
      const next = change(parseRecentSearches(local.get(storageKey)));
      if (next.length > 0) local.set(storageKey, JSON.stringify(next));
      else local.remove(storageKey);
      setList(next);
    },
    [storageKey],
  );
  return {
    list,
    add: useCallback((term: string) => update((l) => addRecentSearch(l, term)), [update]),
    remove: useCallback((term: string) => update((l) => removeRecentSearch(l, term)), [update]),
    clear: useCallback(() => update(() => []), [update]),
  };
}
