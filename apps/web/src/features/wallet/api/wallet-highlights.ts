import type { TWalletHighlights } from "@admit/contract/nfts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api } from "../../../lib/api-client.ts";

export const getWalletHighlights = (signal?: AbortSignal) =>
  api<TWalletHighlights>("/nfts/highlights", { signal });

/** How often home asks again while an order's tickets are still to come. */
const PENDING_POLL_MS = 5000;

/**
 * What home pins above its list: orders whose tickets are to come, the next event and the cards
 * that need their holder. Under the list's key (`nfts`), so whatever refreshes the list refreshes
 * it too; while an order is pending it is asked again, and the list is when one has landed.
 */
export function useWalletHighlights(enabled = true) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ["nfts", "highlights"],
    queryFn: ({ signal }) => getWalletHighlights(signal),
    enabled,
    refetchInterval: (q) => (q.state.data?.pendingOrders.length ? PENDING_POLL_MS : false),
  });
  const pending = query.data?.pendingOrders.length ?? 0;
  const before = useRef(pending);
  useEffect(() => {
    if (pending < before.current) void queryClient.invalidateQueries({ queryKey: ["nfts", "list"] });
    before.current = pending;
  }, [pending, queryClient]);
  return query;
}
