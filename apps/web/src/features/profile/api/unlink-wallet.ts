import type { TWalletLinkState } from "@admit/contract/wallet-link";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { walletLinkQueryOptions } from "../../../lib/queries/wallet-link.ts";

/** DELETE /users/wallet-link: the account pays with no external wallet any more. */
export const unlinkWallet = () => api<TWalletLinkState>("/users/wallet-link", { method: "DELETE" });

export function useUnlinkWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkWallet,
    onSuccess: (state) => queryClient.setQueryData(walletLinkQueryOptions().queryKey, state),
  });
}
