import type { TLinkedWallet, TWalletLinkRequest } from "@admit/contract/wallet-link";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { walletLinkQueryOptions } from "../../../lib/queries/wallet-link.ts";

/** POST /users/wallet-link: the signed challenge links the wallet that signed it. */
export const linkWallet = (body: TWalletLinkRequest) =>
  api<TLinkedWallet>("/users/wallet-link", { method: "POST", body });

export function useLinkWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkWallet,
    onSuccess: (wallet) => queryClient.setQueryData(walletLinkQueryOptions().queryKey, { wallet }),
  });
}
