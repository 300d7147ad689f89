import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Q-pass: the ticket's link goes by text message to the attendee's phone. */
export function useResendQpass() {
  return useMutation({
    mutationFn: (id: number) => api<void>(`/nfts/${id}/qpass/resend`, { method: "POST" }),
  });
}
