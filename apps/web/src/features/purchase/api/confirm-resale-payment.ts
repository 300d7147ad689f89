import type { TOrderDetail } from "@admit/contract/sale";
import { api } from "../../../lib/api-client.ts";

/**
 * POST /nfts/buy/payment: confirms what the provider approved for a resale ticket (the payment key
 * as `certiCode`); the ticket then moves to the buyer (Idempotency-Key per order).
 */
export const confirmResalePayment = (orderId: string, paymentKey: string, idempotencyKey: string) =>
  api<TOrderDetail>("/nfts/buy/payment", {
    method: "POST",
    body: { certiCode: paymentKey, orderId },
    headers: { "idempotency-key": idempotencyKey },
  });
