import type { TOrderDetail } from "@admit/contract/sale";
import { api } from "../../../lib/api-client.ts";

/** POST /discover/orders/{id}/payment: confirms what the provider approved (Idempotency-Key per order). */
export const confirmPayment = (
  orderId: string,
  body: { paymentKey: string; amount: number },
  idempotencyKey: string,
) =>
  api<TOrderDetail>(`/discover/orders/${encodeURIComponent(orderId)}/payment`, {
    method: "POST",
    body,
    headers: { "idempotency-key": idempotencyKey },
  });
