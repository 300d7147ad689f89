import type { TOrderSummary } from "@admit/contract/sale";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const listOrders = (signal?: AbortSignal) => api<TOrderSummary[]>("/discover/orders", { signal });

export const ordersQueryOptions = () =>
  queryOptions({ queryKey: ["purchase", "orders"], queryFn: ({ signal }) => listOrders(signal) });

/** The customer's paid and refunded orders, newest first. */
export function useOrders() {
  return useQuery(ordersQueryOptions());
}
