import type { TOrderDetail } from "@admit/contract/sale";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { cltns, cltnTimes, nftGroups, nftHistories, nfts, orders, seatHolds } from "../../db/schema/index.ts";
import { PaymentError } from "../../integrations/payments/payment-provider.ts";
import { AppError } from "../../lib/app-error.ts";
import { getOrder } from "./get-order.ts";
import { refundQuoteOf } from "./order-refund.ts";

/** Tokens a refund may take back: not used, not on their way to someone else. */
const RETURNABLE = ["ISSUING", "ISSUE_FAIL", "ACTIVE", "QTNR_REQUIRED"] as const;

/**
 * Cancels a paid order (spec §9): NON_REFUNDABLE when the terms say so now or a ticket was used
 * or passed on; otherwise the provider refunds the amount the terms leave (once, whatever the
 * retries), and in one transaction the order is REFUNDED, its tokens leave the wallet (EXPIRED,
 * history says refunded), and its stock and seats go back on sale.
 */
export async function cancelOrder(
  app: Pick<FastifyInstance, "db" | "payments" | "config">,
  userId: number,
  orderId: string,
): Promise<TOrderDetail> {
  const [row] = await app.db
    .select({ order: orders, cltn: cltns, time: cltnTimes })
    .from(orders)
    .innerJoin(cltns, eq(cltns.id, orders.cltnId))
    .leftJoin(cltnTimes, eq(cltnTimes.id, orders.cltnTimeId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw new AppError("4505");
  const { order } = row;
  if (order.status === "REFUNDED") return getOrder(app.db, userId, orderId);
  const quote = refundQuoteOf(order, row.cltn, row.time);
  if (!quote?.refundable) throw new AppError("NON_REFUNDABLE", { data: { rule: quote?.rule ?? null } });
  const tokens = await app.db.select().from(nfts).where(eq(nfts.orderId, orderId));
  if (
    tokens.some(
      (t) => t.ownerId !== userId || !(RETURNABLE as readonly string[]).includes(t.status) || t.useCnt > 0,
    )
  )
    throw new AppError("NON_REFUNDABLE", { data: { reason: "used-or-passed-on" } });

  // Test-only control (SALE_GUARDS_OFF): the seats go back on sale before the refund is done —
  // the ordering the transaction below closes (a failed refund would leave the seat sold twice).
  if (!app.config.sale.guards) await app.db.delete(seatHolds).where(eq(seatHolds.orderId, orderId));

  if (order.paymentKey && quote.refund > 0) {
    try {
      await app.payments.cancel({
        paymentKey: order.paymentKey,
        reason: "Cancelled by the customer",
        amount: quote.refund,
        idempotencyKey: `refund-${orderId}`,
      });
    } catch (err) {
      if (err instanceof PaymentError && err.code !== "ALREADY_PROCESSED")
        throw new AppError(err.code === "PROVIDER_UNAVAILABLE" ? "UNAVAILABLE" : "PAYMENT_FAILED", {
          data: { reason: err.code },
        });
      if (!(err instanceof PaymentError)) throw err;
    }
  }

  await app.db.transaction(async (tx) => {
    const [done] = await tx
      .update(orders)
      .set({
        status: "REFUNDED",
        refundedAt: sql`now()`,
        refundAmount: quote.refund,
        refundFee: quote.fee,
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ["PAID", "ISSUED"])))
      .returning({ id: orders.id });
    if (!done) return;
    const taken = await tx
      .update(nfts)
      .set({ status: "EXPIRED", ownerId: null, updatedAt: sql`now()` })
      .where(and(eq(nfts.orderId, orderId), inArray(nfts.status, [...RETURNABLE])))
      .returning({ id: nfts.id });
    if (taken.length > 0)
      await tx.insert(nftHistories).values(
        taken.map((t) => ({
          nftId: t.id,
          type: "EXPIRED" as const,
          actorId: userId,
          detail: { reason: "refunded", orderId },
        })),
      );
    await tx
      .update(nftGroups)
      .set({ issuedCnt: sql`greatest(${nftGroups.issuedCnt} - ${order.ticketCount}, 0)` })
      .where(eq(nftGroups.id, order.nftGroupId));
    await tx.delete(seatHolds).where(eq(seatHolds.orderId, orderId));
  });
  return getOrder(app.db, userId, orderId);
}
