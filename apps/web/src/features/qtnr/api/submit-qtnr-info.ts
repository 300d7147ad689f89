import type { TQtnrInfoRequest } from "@admit/contract/nfts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const submitQtnrInfo = (id: number, body: TQtnrInfoRequest) =>
  api<{ ok: true }>(`/nfts/${id}/qtnr-info`, { method: "POST", body });

/**
 * Saves the answers. A ticket that waited for them becomes usable, so the card, the list and the
 * template are stale afterwards; they reload when next shown.
 */
export function useSubmitQtnrInfo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TQtnrInfoRequest) => submitQtnrInfo(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["nfts"], refetchType: "none" }),
  });
}
