import type { TRsvpRequest, TRsvpView } from "@admit/contract/claims";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useAuthStore } from "../../../stores/auth.ts";
import { rsvpQueryOptions } from "./get-rsvp.ts";

/** PUT /cltns/{id}/rsvp: yes (with the questionnaire's answers) or no; answers the RSVP as it now stands. */
export const answerRsvp = ({ cltnId, ...body }: TRsvpRequest & { cltnId: number }) =>
  api<TRsvpView>(`/cltns/${cltnId}/rsvp`, {
    method: "PUT",
    body: body satisfies TRsvpRequest,
    rethrow401: true,
  });

/** A yes gives a ticket and a no takes it back: the wallet's lists change with the RSVP. */
export function useAnswerRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerRsvp,
    onSuccess: (view) => {
      const viewer = useAuthStore.getState().user?.id ?? null;
      queryClient.setQueryData(rsvpQueryOptions(view.cltn.id, viewer).queryKey, view);
      void queryClient.invalidateQueries({ queryKey: ["nfts"] });
    },
  });
}
