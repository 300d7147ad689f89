import type { TClaimOffer } from "@admit/contract/claims";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Where a code's calls live: C… codes under /cltns, N… codes under /nft-groups (spec §7). */
export const claimCallPath = (code: string) =>
  code.startsWith("N") ? "/nft-groups/qr/nft" : "/cltns/qr/nft";

/**
 * GET /cltns/qr/nft or /nft-groups/qr/nft: what a code gives and whether this account may claim
 * it. The screen is open to visitors: a 401 is the screen's to handle, not the global sign-in redirect.
 */
export const getClaimOffer = (code: string, signal?: AbortSignal) =>
  api<TClaimOffer>(claimCallPath(code), { query: { code }, signal, rethrow401: true });

export const claimOfferQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ["claims", "offer", code],
    queryFn: ({ signal }) => getClaimOffer(code, signal),
    // Claims left and the period's edge change while the screen waits: always ask afresh.
    staleTime: 0,
  });

export function useClaimOffer(code: string) {
  return useQuery(claimOfferQueryOptions(code));
}
