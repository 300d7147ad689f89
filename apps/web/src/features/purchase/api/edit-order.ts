import type { TOrderDetail } from "@admit/contract/sale";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { orderQueryOptions } from "./get-order.ts";

export const editOrder = (id: string, attendees: (Record<string, unknown> | null)[]) =>
  api<TOrderDetail>(`/discover/orders/${encodeURIComponent(id)}`, { method: "PUT", body: { attendees } });

/** PUT /discover/orders/{id}: the attendee answers, one per ticket (only editable items change; null: a ticket left as it is). */
export function useEditOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attendees: (Record<string, unknown> | null)[]) => editOrder(id, attendees),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: ["nfts"] });
    },
  });
}
