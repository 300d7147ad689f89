import type { TOrderDetail } from "@admit/contract/sale";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const getOrder = (id: string, signal?: AbortSignal) =>
  api<TOrderDetail>(`/discover/orders/${encodeURIComponent(id)}`, { signal });

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["purchase", "order", id], queryFn: ({ signal }) => getOrder(id, signal) });

export const isOrderId = (id: string | null | undefined): id is string =>
  typeof id === "string" && /^ord_[\w-]{8,40}$/.test(id);

/** One order with its lines, tokens and what cancelling it would cost now (refundQuote). */
export function useOrder(id: string | null | undefined, options: { refetchInterval?: number | false } = {}) {
  return useQuery({
    ...orderQueryOptions(id ?? ""),
    enabled: isOrderId(id),
    refetchInterval: options.refetchInterval,
  });
}
