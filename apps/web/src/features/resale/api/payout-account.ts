import type { TPayoutAccount, TPayoutAccountRequest } from "@admit/contract/resale";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

const key = ["nfts", "sales", "account"] as const;

/** Where payouts go (GET /nfts/sales/account): the account's last digits, and whether one is needed. */
export function usePayoutAccount() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api<TPayoutAccount>("/nfts/sales/account", { signal }),
  });
}

/** Registers the bank account with the payout provider (PUT /nfts/sales/account). */
export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPayoutAccountRequest) =>
      api<TPayoutAccount>("/nfts/sales/account", { method: "PUT", body }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
