import type { TOrderDetail, TReservation, TReservationRequest } from "@admit/contract/sale";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { ordersQueryOptions } from "./list-orders.ts";

export interface ReserveInput {
  nftGroupId: number;
  body: TReservationRequest;
  /** One per submit, the same on a retry of that submit. */
  idempotencyKey: string;
}

/** POST /discover/orders/reservation: takes the stock (or the held seats) and opens the checkout. */
export const reserveOrder = ({ nftGroupId, body, idempotencyKey }: ReserveInput) =>
  api<TReservation>("/discover/orders/reservation", {
    method: "POST",
    query: { nftGroupId },
    body,
    headers: { "idempotency-key": idempotencyKey },
  });

/** POST /discover/payment/free: a selection whose total is 0 is reserved and paid at once. */
export const payFree = ({ nftGroupId, body, idempotencyKey }: ReserveInput) =>
  api<TOrderDetail>("/discover/payment/free", {
    method: "POST",
    query: { nftGroupId },
    body,
    headers: { "idempotency-key": idempotencyKey },
  });

export type ReserveOutcome = { free: false; reservation: TReservation } | { free: true; order: TOrderDetail };

export function useReserveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // A new order (reserved, or paid when free) joins the order list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey }),
    mutationFn: async (input: ReserveInput & { free: boolean }): Promise<ReserveOutcome> =>
      input.free
        ? { free: true, order: await payFree(input) }
        : { free: false, reservation: await reserveOrder(input) },
  });
}
