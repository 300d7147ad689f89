import type { TSendInfo, TSendRequest } from "@admit/contract/transfers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /nfts/{id}/send: to an e-mail, or (no e-mail) a code to show. */
export const sendNft = ({ id, email }: { id: number; email?: string }) =>
  api<TSendInfo>(`/nfts/${id}/send`, {
    method: "POST",
    body: (email ? { email } : {}) satisfies TSendRequest,
  });

/** Starts a send; the token, its card, the list and its send state all change. */
export function useSendNft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNft,
    // Not awaited: the screen shows the send at once, whatever the token answers afterwards (404 once given).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["nfts"] });
    },
  });
}
