import type { DiscoverSort, TDiscoverCltnList } from "@admit/contract/discover";
import type { CltnType } from "@admit/contract/enums";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export interface DiscoverFilter {
  type: "all" | CltnType;
  sort: DiscoverSort;
}

/** About a phone screen and a half of cards: the next page loads while the person scrolls. */
export const DISCOVER_PAGE_SIZE = 10;

export const listDiscoverCltns = (filter: DiscoverFilter, cursor: number | undefined, signal?: AbortSignal) =>
  api<TDiscoverCltnList>("/discover/cltns", {
    query: { ...filter, cursor, limit: DISCOVER_PAGE_SIZE },
    signal,
  });

export const discoverCltnsQueryOptions = (filter: DiscoverFilter) =>
  infiniteQueryOptions({
    queryKey: ["discover", "cltns", filter],
    queryFn: ({ pageParam, signal }) => listDiscoverCltns(filter, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The catalogue on sale or upcoming, by type, newest or oldest first, a page at a time. */
export function useDiscoverCltns(filter: DiscoverFilter) {
  return useInfiniteQuery(discoverCltnsQueryOptions(filter));
}
