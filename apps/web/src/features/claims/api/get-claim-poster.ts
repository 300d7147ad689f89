import type { TClaimPoster } from "@admit/contract/claims";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client.ts";

/**
 * GET /host/claim-codes?code=: one of this host's codes for its poster (404 when it is not one of
 * theirs, 403 for customers). The answer is the list narrowed to that code.
 */
export async function getClaimPoster(code: string, signal?: AbortSignal): Promise<TClaimPoster> {
  const [poster] = await api<TClaimPoster[]>("/host/claim-codes", { query: { code }, signal });
  if (!poster) throw new ApiError(404, "NOT_FOUND", "no such claim code");
  return poster;
}

export const claimPosterQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ["claims", "posters", code],
    queryFn: ({ signal }) => getClaimPoster(code, signal),
    staleTime: 0,
  });

export function useClaimPoster(code: string) {
  return useQuery(claimPosterQueryOptions(code));
}
