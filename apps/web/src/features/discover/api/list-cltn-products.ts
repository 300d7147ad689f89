import type { TDiscoverProduct } from "@admit/contract/discover";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const listCltnProducts = (id: number, signal?: AbortSignal) =>
  api<{ items: TDiscoverProduct[] }>(`/discover/cltns/${id}/nfts`, { signal });

export const cltnProductsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["discover", "cltn", id, "products"],
    queryFn: ({ signal }) => listCltnProducts(id, signal),
  });

/** The products (groups) a detail page lists, with their prices and what is left. */
export function useCltnProducts(id: number) {
  return useQuery({ ...cltnProductsQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
