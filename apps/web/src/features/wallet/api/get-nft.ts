import type { TNftDetail } from "@admit/contract/nfts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const getNft = (id: number, signal?: AbortSignal) => api<TNftDetail>(`/nfts/${id}`, { signal });

export const nftQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["nfts", "detail", id],
    queryFn: ({ signal }) => getNft(id, signal),
  });

/** One card, front and back. Another person's token answers 404 (code 4505) like a missing one. */
export function useNft(id: number) {
  return useQuery({ ...nftQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
