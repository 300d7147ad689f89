import type { TOrderDetail } from "@admit/contract/sale";
import { and, eq, gt, sql } from "drizzle-orm";
import { orders } from "../../db/schema/index.ts";
import type { PaymentDeps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { orderOf } from "../../policies/order-owner.ts";
import { getOrder } from "../purchase/get-order.ts";
import { graceListingHold } from "../purchase/listing-holds.ts";
import { graceSeatHolds } from "../purchase/payment-grace.ts";
import { releaseOrder } from "../purchase/release-orders.ts";
import { payByWallet } from "./pay-by-wallet.ts";
import { confirmAndSettle } from "./settle-payment.ts";

/**
 * POST /discover/orders/{id}/payment: confirms the provider's payment for a reservation still
 * within its deadline (PAYMENT_TIME_EXCEEDED otherwise, even if the provider approved — the
 * approval is then never confirmed), for exactly the order's amount (5501 otherwise). PAYING is
 * written before the provider is asked, so whatever happens next — a crash, a timeout — the
 * order says its payment's outcome is unknown and is settled by asking the provider: by this
 * call repeated (the customer's retry), or by the sweep. A paid order's seats are sold, its
 * stock becomes issued and its tokens appear as ISSUING; a job issues them.
 */
export async function payOrder(
  deps: PaymentDeps,
  userId: number,
  orderId: string,
  input: { paymentKey: string; amount: number },
  idempotencyKey: string | undefined,
): Promise<TOrderDetail> {
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), orderOf(userId)));
  if (!order) throw new AppError("4505");
  // An XRP order's key is the transaction its wallet sent: the chain decides, not the amount given.
  if (order.provider === "wallet") return payByWallet(deps, userId, order, input.paymentKey);
  if (order.paymentKey === input.paymentKey && order.status !== "RESERVED")
    return confirmAgain(deps, userId, order, input.paymentKey);
  if (input.amount !== order.amount) throw new AppError("5501", { data: { reason: "amount" } });

  // RESERVED → PAYING, only before the deadline; the seats stay the payer's while confirming.
  const paying = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        status: "PAYING",
        paymentKey: input.paymentKey,
        paymentKeyIdem: idempotencyKey ?? null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, "RESERVED"), gt(orders.expiresAt, sql`now()`)))
      .returning();
    if (row?.kind === "RESALE") await graceListingHold(tx, row);
    if (row?.seatReqId) await graceSeatHolds(tx, orderId);
    return row;
  });
  if (!paying) {
    // Another confirmation of this payment (a double submit, a second tab) got there first.
    const [now] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
    if (now && now.paymentKey === input.paymentKey && now.status !== "RESERVED")
      return confirmAgain(deps, userId, now, input.paymentKey);
    if (order.status === "RESERVED" || order.status === "EXPIRED") {
      await releaseOrder(deps.db, orderId, "EXPIRED");
      throw new AppError("PAYMENT_TIME_EXCEEDED");
    }
    throw new AppError("BAD_REQUEST", { data: { reason: "order-not-payable", status: order.status } });
  }
  await confirmAndSettle(deps, paying, input.paymentKey);
  return getOrder(deps.db, userId, orderId);
}

/**
 * The same payment again (a double submit, a reload, a retry after no answer): one still being
 * confirmed is confirmed under the same idempotency key, which the provider answers as it did
 * the first time; the answer is the order as it now stands.
 */
async function confirmAgain(
  deps: PaymentDeps,
  userId: number,
  order: typeof orders.$inferSelect,
  paymentKey: string,
): Promise<TOrderDetail> {
  if (order.status === "PAYING") await confirmAndSettle(deps, order, paymentKey);
  return getOrder(deps.db, userId, order.id);
}

/**
 * POST /nfts/buy/payment: the resale order's payment, by the spec's names (`certiCode` is the
 * provider's payment key); the order's own amount is what is confirmed.
 */
export async function payResale(
  deps: PaymentDeps,
  userId: number,
  input: { certiCode: string; orderId: string },
  idempotencyKey: string | undefined,
): Promise<TOrderDetail> {
  const [order] = await deps.db
    .select({ amount: orders.amount, kind: orders.kind })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), orderOf(userId)));
  if (order?.kind !== "RESALE") throw new AppError("4505");
  return payOrder(
    deps,
    userId,
    input.orderId,
    { paymentKey: input.certiCode, amount: order.amount },
    idempotencyKey,
  );
}
