import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Issues a token whose issuing failed again: it is ISSUING at once, then ACTIVE when the job is done. */
export function useRetryIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ status: "ISSUING" }>(`/nfts/${id}/issue/retry`, { method: "POST" }),
    // The card and the list both show the token's state.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["nfts"] }),
  });
}
