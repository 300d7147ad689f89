import type { TNftTransactionStatus } from "@admit/contract/nfts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const getTransactionStatus = (nftId: number, trstId: number, signal?: AbortSignal) =>
  api<TNftTransactionStatus>(`/nfts/${nftId}/transactions/${trstId}/status`, { signal });

/** How often a transaction on its way is asked about. */
const PENDING_POLL_MS = 2000;

/**
 * Where one chain transaction of the card stands (its `trstId`), asked again while it is PENDING;
 * nothing is asked without one.
 */
export function useTransactionStatus(nftId: number, trstId: number | null) {
  return useQuery({
    queryKey: ["nfts", "transaction", nftId, trstId],
    queryFn: ({ signal }) => getTransactionStatus(nftId, trstId as number, signal),
    enabled: trstId !== null,
    refetchInterval: (q) => (q.state.data?.status === "PENDING" ? PENDING_POLL_MS : false),
  });
}
