import type { TNftDetail } from "@admit/contract/nfts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const getNft = (id: number, signal?: AbortSignal) => api<TNftDetail>(`/nfts/${id}`, { signal });

/** The same cache entry as the card screen's, so saving refreshes the card it returns to. */
export const nftQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["nfts", "detail", id],
    queryFn: ({ signal }) => getNft(id, signal),
  });

/** The token the questionnaire is for (its collection name leads the form). */
export function useNft(id: number) {
  return useQuery({ ...nftQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
