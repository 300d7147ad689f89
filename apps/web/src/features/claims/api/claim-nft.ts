import type { TClaimRequest, TClaimResult } from "@admit/contract/claims";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { claimCallPath } from "./get-claim-offer.ts";

/**
 * POST /cltns/qr/nft or /nft-groups/qr/nft: a token of the code's product for this account,
 * ISSUING until the chain confirms. A 401 (the session ended meanwhile) is the screen's to handle.
 */
export const claimNft = (code: string) =>
  api<TClaimResult>(claimCallPath(code), {
    method: "POST",
    body: { code } satisfies TClaimRequest,
    rethrow401: true,
  });

/** Claims a code; the wallet gains a token and the offer's count and refusal change. */
export function useClaimNft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimNft,
    // Not awaited: the screen shows the claim at once while the lists load again.
    onSettled: (_result, _error, code) => {
      void queryClient.invalidateQueries({ queryKey: ["nfts"] });
      void queryClient.invalidateQueries({ queryKey: ["claims", "offer", code] });
    },
  });
}
