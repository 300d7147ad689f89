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
/** While set to a function of the order, polls as long as it answers a number of milliseconds. */
type Interval = number | false | ((order: TOrderDetail | undefined) => number | false);

export function useOrder(id: string | null | undefined, options: { refetchInterval?: Interval } = {}) {
  const interval = options.refetchInterval;
  return useQuery({
    ...orderQueryOptions(id ?? ""),
    enabled: isOrderId(id),
    refetchInterval: typeof interval === "function" ? (query) => interval(query.state.data) : interval,
  });
}
