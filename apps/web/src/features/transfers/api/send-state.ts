/**
 * A token's send (spec §4 Send: send, cancel, resend), read by the ticket screen and the send
 * screen: one cache entry under ["nfts"], so whatever changes a token refreshes it too.
 */
import type { TSendInfo, TSendState } from "@admit/contract/transfers";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client.ts";

export const getSendState = (id: number, signal?: AbortSignal) =>
  api<TSendState>(`/nfts/${id}/send`, { signal });

export const sendStateQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["nfts", "send", id],
    queryFn: ({ signal }) => getSendState(id, signal),
  });

/**
 * The send under way and whether a new one may start. With `pollMs` it is asked again while a
 * send waits for its receiver or the chain; once the receiver has it, the token is theirs and this
 * answers 404 (4505), which ends the polling. Any other failed ask (a dropped connection, a busy
 * server) is asked again: the sender's screen must not stop short of "received".
 */
export function useSendState(
  id: number,
  { enabled = true, pollMs }: { enabled?: boolean; pollMs?: number } = {},
) {
  return useQuery({
    ...sendStateQueryOptions(id),
    enabled: enabled && Number.isInteger(id) && id > 0,
    refetchInterval: (query) => {
      const status = query.state.data?.send?.status;
      const waiting = status === "PENDING" || status === "MOVING";
      const handedOver = query.state.error instanceof ApiError && query.state.error.status === 404;
      return pollMs && waiting && !handedOver ? pollMs : false;
    },
  });
}

/** The token's state, its card, the list and the send all change with a send. */
function useInvalidateNfts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["nfts"] });
}

/** Calls off a send nobody has claimed yet, or one whose move failed: the token is ACTIVE again. */
export function useCancelSend() {
  const invalidate = useInvalidateNfts();
  return useMutation({
    mutationFn: (id: number) => api<TSendInfo>(`/nfts/${id}/send/cancel`, { method: "PUT" }),
    onSuccess: invalidate,
  });
}

/** Tries a failed send again, or mails the claim link of a waiting e-mail send again. */
export function useResendSend() {
  const invalidate = useInvalidateNfts();
  return useMutation({
    mutationFn: (id: number) => api<TSendInfo>(`/nfts/${id}/resend`, { method: "POST" }),
    onSuccess: invalidate,
  });
}
