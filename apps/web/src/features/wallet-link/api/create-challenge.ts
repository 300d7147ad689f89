import type { TWalletChallenge, TWalletChallengeRequest } from "@admit/contract/wallet-link";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /users/wallet-link/challenge: the Sign-In with Ethereum message for `address` to sign. */
export const createChallenge = (address: string) =>
  api<TWalletChallenge>("/users/wallet-link/challenge", {
    method: "POST",
    body: { address } satisfies TWalletChallengeRequest,
  });

/**
 * One challenge per address while the sign step is open: asked once, never again behind the
 * person's back (coming back from the wallet's window must not change the message being signed).
 */
export function useChallenge(address: string) {
  return useQuery(
    queryOptions({
      queryKey: ["wallet-link", "challenge", address],
      queryFn: () => createChallenge(address),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
  );
}
