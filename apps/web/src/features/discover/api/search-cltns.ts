import type { TDiscoverCltnList } from "@admit/contract/discover";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useLabelStore } from "../../../stores/label.ts";
import { currentLabel, DISCOVER_PAGE_SIZE } from "./list-cltns.ts";

export const searchDiscoverCltns = (
  keyword: string,
  cursor: number | undefined,
  signal?: AbortSignal,
  label = currentLabel(),
) =>
  api<TDiscoverCltnList>("/discover/cltns/search", {
    query: { keyword, cursor, limit: DISCOVER_PAGE_SIZE, label },
    signal,
  });

export const discoverSearchQueryOptions = (keyword: string, label = currentLabel()) =>
  infiniteQueryOptions({
    queryKey: ["discover", "search", keyword, label],
    queryFn: ({ pageParam, signal }) => searchDiscoverCltns(keyword, pageParam, signal, label),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * The catalogue matching a keyword (collection, brand or place name, or category). While the
 * next word's answer is on its way the last results stay, rather than a spinner per key.
 */
export function useDiscoverSearch(keyword: string) {
  const label = useLabelStore((s) => s.name);
  return useInfiniteQuery({
    ...discoverSearchQueryOptions(keyword, label),
    enabled: keyword !== "",
    placeholderData: keepPreviousData,
  });
}
