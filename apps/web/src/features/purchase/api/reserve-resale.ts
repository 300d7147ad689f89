import type { TReservation } from "@admit/contract/sale";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/**
 * POST /nfts/{id}/buy/reservation: holds a resale ticket for this buyer while they pay, and opens
 * the checkout (Idempotency-Key: the same key answers the same reservation again).
 */
export const reserveResale = ({
  nftId,
  idempotencyKey,
  attendees,
}: {
  nftId: number;
  idempotencyKey: string;
  /** The buyer's answers when the host asks (one ticket), else none. */
  attendees: Record<string, unknown>[];
}) =>
  api<TReservation>(`/nfts/${nftId}/buy/reservation`, {
    method: "POST",
    headers: { "idempotency-key": idempotencyKey },
    body: { attendees },
  });

export function useReserveResale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reserveResale,
    // The ticket is held now: the event page's list says so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["discover", "resales"] }),
  });
}
