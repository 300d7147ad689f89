import type { DiscoverDate, DiscoverSort, TDiscoverCltnList } from "@admit/contract/discover";
import type { CltnType } from "@admit/contract/enums";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useLabelStore } from "../../../stores/label.ts";

export interface DiscoverFilter {
  type: "all" | CltnType;
  sort: DiscoverSort;
  /** This week or this month, or picked days (YYYY-MM-DD), judged in each event's time zone. */
  date?: DiscoverDate;
  from?: string;
  to?: string;
  /** A city's `value` from GET /discover/cltns/filters. */
  city?: string;
  category?: string;
}

/** About a phone screen and a half of cards: the next page loads while the person scrolls. */
export const DISCOVER_PAGE_SIZE = 10;

/** The white label the catalogue is shown in: the server lists only the brands it sells. */
export const currentLabel = () => useLabelStore.getState().name;

export const listDiscoverCltns = (
  filter: DiscoverFilter,
  cursor: number | undefined,
  signal?: AbortSignal,
  label = currentLabel(),
) =>
  api<TDiscoverCltnList>("/discover/cltns", {
    query: { ...filter, cursor, limit: DISCOVER_PAGE_SIZE, label },
    signal,
  });

export const discoverCltnsQueryOptions = (filter: DiscoverFilter, label = currentLabel()) =>
  infiniteQueryOptions({
    queryKey: ["discover", "cltns", filter, label],
    queryFn: ({ pageParam, signal }) => listDiscoverCltns(filter, pageParam, signal, label),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The catalogue on sale or upcoming, by type, newest or oldest first, a page at a time. */
export function useDiscoverCltns(filter: DiscoverFilter) {
  const label = useLabelStore((s) => s.name);
  return useInfiniteQuery(discoverCltnsQueryOptions(filter, label));
}
