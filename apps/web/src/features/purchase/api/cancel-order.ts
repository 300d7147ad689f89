import type { TOrderDetail } from "@admit/contract/sale";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { orderQueryOptions } from "./get-order.ts";
import { ordersQueryOptions } from "./list-orders.ts";

export const cancelOrder = (id: string, nftIds?: number[]) =>
  api<TOrderDetail>(`/discover/orders/${encodeURIComponent(id)}/cancel`, {
    method: "POST",
    ...(nftIds ? { body: { nftIds } } : {}),
  });

/**
 * POST /discover/orders/{id}/cancel: refunds by the terms; the tokens leave the wallet. `nftIds`
 * names the tickets the sheet showed, so a ticket sent meanwhile is refused rather than priced anew.
 */
export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nftIds?: number[]) => cancelOrder(id, nftIds),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: ["nfts"] });
    },
  });
}
