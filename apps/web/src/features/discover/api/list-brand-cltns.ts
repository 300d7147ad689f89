import type { TDiscoverCltnList } from "@admit/contract/discover";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { DISCOVER_PAGE_SIZE, type DiscoverFilter } from "./list-cltns.ts";

export const listBrandCltns = (
  id: number,
  filter: DiscoverFilter,
  limit: number,
  cursor: number | undefined,
  signal?: AbortSignal,
) => api<TDiscoverCltnList>(`/discover/brands/${id}/cltns`, { query: { ...filter, cursor, limit }, signal });

export const brandCltnsQueryOptions = (id: number, filter: DiscoverFilter, limit = DISCOVER_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: ["discover", "brand", id, "cltns", filter, limit],
    queryFn: ({ pageParam, signal }) => listBrandCltns(id, filter, limit, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** A brand's collections, ended ones included, a page at a time. */
export function useBrandCltns(id: number, filter: DiscoverFilter, limit?: number) {
  return useInfiniteQuery({
    ...brandCltnsQueryOptions(id, filter, limit),
    enabled: Number.isInteger(id) && id > 0,
  });
}
