import type { TResaleBreakdown } from "@admit/contract/resale";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /nfts/{id}/regist/info?price: the server's split of a price (400 PRICE_ABOVE_CAP above the cap). */
export const getRegistInfo = (id: number, price: number, signal?: AbortSignal) =>
  api<TResaleBreakdown>(`/nfts/${id}/regist/info`, { query: { price }, signal });

export const registInfoQueryOptions = (id: number, price: number) =>
  queryOptions({
    queryKey: ["nfts", "regist-info", id, price],
    queryFn: ({ signal }) => getRegistInfo(id, price, signal),
    retry: false,
  });

/** The split the seller confirms before listing: what the server will use, not the screen's preview. */
export function useRegistInfo(id: number, price: number | null) {
  return useQuery({
    ...registInfoQueryOptions(id, price ?? 0),
    enabled: price !== null && Number.isInteger(id) && id > 0,
  });
}
