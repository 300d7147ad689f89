import type { TSalesOverview } from "@admit/contract/resale";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const getSales = (signal?: AbortSignal) => api<TSalesOverview>("/nfts/sales", { signal });

/** Under ["nfts"]: a listing that changes refreshes the overview too. */
export const salesQueryOptions = () =>
  queryOptions({ queryKey: ["nfts", "sales"], queryFn: ({ signal }) => getSales(signal) });

/** Profile → Sales: the person's listings, their payouts, and a host's royalties. */
export function useSales() {
  return useQuery(salesQueryOptions());
}
