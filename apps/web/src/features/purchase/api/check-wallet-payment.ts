import type { TWalletPaymentCheck } from "@admit/contract/sale";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/**
 * GET /discover/orders/{id}/wallet: whether the linked wallet can pay now — refused with 8207
 * (time is up), WALLET_PAYMENTS_PAUSED, WALLET_NOT_LINKED, WALLET_NO_ACCOUNT or 8204 (balance).
 */
export const walletCheckOptions = (orderId: string) =>
  queryOptions({
    queryKey: ["purchase", "wallet-check", orderId],
    queryFn: ({ signal }) =>
      api<TWalletPaymentCheck>(`/discover/orders/${encodeURIComponent(orderId)}/wallet`, { signal }),
    retry: false,
    staleTime: 0,
  });

export const useWalletCheck = (orderId: string) => useQuery(walletCheckOptions(orderId));
