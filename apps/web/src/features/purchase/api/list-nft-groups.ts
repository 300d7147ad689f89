import type { TDiscoverNftGroup } from "@admit/contract/discover";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const listNftGroups = (cltnId: number, signal?: AbortSignal) =>
  api<{ items: TDiscoverNftGroup[] }>(`/discover/cltns/${cltnId}/nft_groups`, { signal });

export const nftGroupsQueryOptions = (cltnId: number) =>
  queryOptions({
    queryKey: ["purchase", "groups", cltnId],
    queryFn: ({ signal }) => listNftGroups(cltnId, signal),
    // Stock and the customer's limit change with every sale: read them fresh on each stage.
    staleTime: 0,
  });

/** The collection's products with what this customer may still buy of each (spec §3 maxCnt). */
export function useNftGroups(cltnId: number | undefined) {
  return useQuery({ ...nftGroupsQueryOptions(cltnId ?? 0), enabled: cltnId !== undefined && cltnId > 0 });
}
