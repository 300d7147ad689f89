import type { TDiscoverCltnList } from "@admit/contract/discover";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { DISCOVER_PAGE_SIZE } from "./list-cltns.ts";

export const searchDiscoverCltns = (keyword: string, cursor: number | undefined, signal?: AbortSignal) =>
  api<TDiscoverCltnList>("/discover/cltns/search", {
    query: { keyword, cursor, limit: DISCOVER_PAGE_SIZE },
    signal,
  });

export const discoverSearchQueryOptions = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: ["discover", "search", keyword],
    queryFn: ({ pageParam, signal }) => searchDiscoverCltns(keyword, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * The catalogue matching a keyword (collection, brand or place name, or category). While the
 * next word's answer is on its way the last results stay, rather than a spinner per key.
 */
export function useDiscoverSearch(keyword: string) {
  return useInfiniteQuery({
    ...discoverSearchQueryOptions(keyword),
    enabled: keyword !== "",
    placeholderData: keepPreviousData,
  });
}
