import type { TClaimPoster } from "@admit/contract/claims";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /host/claim-codes: the claim codes of the brands this host acts for (403 for customers). */
export const listClaimPosters = (signal?: AbortSignal) =>
  api<TClaimPoster[]>("/host/claim-codes", { signal });

export const claimPostersQueryOptions = () =>
  queryOptions({
    queryKey: ["claims", "posters"],
    queryFn: ({ signal }) => listClaimPosters(signal),
    // A host checks the counts as people claim: never older than the visit.
    staleTime: 0,
  });

export function useClaimPosters() {
  return useQuery(claimPostersQueryOptions());
}
