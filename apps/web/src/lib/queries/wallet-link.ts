import type { TWalletLinkState } from "@admit/contract/wallet-link";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client.ts";

export const getWalletLink = () => api<TWalletLinkState>("/users/wallet-link");

export const walletLinkQueryOptions = () =>
  queryOptions({ queryKey: ["users", "wallet-link"], queryFn: getWalletLink });

/** The external wallet linked to pay (issue 15), or null: the profile and the linking flow show it. */
export function useWalletLink() {
  return useQuery(walletLinkQueryOptions());
}
