import type { TOrderDetail } from "@admit/contract/sale";
import { and, eq } from "drizzle-orm";
import { cltns, cltnTimes, nfts, orders } from "../../db/schema/index.ts";
import type { Deps, PaymentDeps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { getOrder } from "./get-order.ts";
import { refundQuoteOf } from "./order-refund.ts";
import { assertReturnable, completeRefund, startRefund } from "./refund-order.ts";

/**
 * Cancels a paid order (spec §9): 4505 while a ticket of it was sent or resold (no longer the
 * customer's to give back), NON_REFUNDABLE when the terms say so now or a ticket was used or is on
 * its way. Otherwise the order is REFUNDING — its tokens out of use at once — before the
 * provider is asked to refund the amount the terms leave (once, whatever the retries); its answer
 * makes it REFUNDED, its stock and seats back on sale. Without an answer it stays REFUNDING (the
 * customer sees the refund under way) and the sweep, or this call repeated, asks again.
 */
export async function cancelOrder(
  deps: PaymentDeps & Pick<Deps, "sale" | "tokenGuard">,
  userId: number,
  orderId: string,
): Promise<TOrderDetail> {
  const [row] = await deps.db
    .select({ order: orders, cltn: cltns, time: cltnTimes })
    .from(orders)
    .innerJoin(cltns, eq(cltns.id, orders.cltnId))
    .leftJoin(cltnTimes, eq(cltnTimes.id, orders.cltnTimeId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw new AppError("4505");
  const { order } = row;
  if (order.status === "REFUNDING") {
    await completeRefund(deps, orderId);
    return getOrder(deps.db, userId, orderId);
  }
  if (order.status === "REFUNDED") return getOrder(deps.db, userId, orderId);
  // A ticket sent or resold is refused first: what the terms would say does not matter then.
  const tokens = await deps.db.select().from(nfts).where(eq(nfts.orderId, orderId)).orderBy(nfts.id);
  assertReturnable(tokens, userId);
  const quote = refundQuoteOf(order, row.cltn, row.time);
  if (!quote?.refundable) throw new AppError("NON_REFUNDABLE", { data: { rule: quote?.rule ?? null } });

  await deps.sale.beforeRefund(deps.db, orderId);

  const started = await deps.db.transaction((tx) =>
    startRefund(
      tx,
      order,
      { refund: order.paymentKey ? quote.refund : 0, fee: quote.fee },
      userId,
      deps.tokenGuard,
    ),
  );
  if (started) {
    const { refused } = await completeRefund(deps, orderId);
    if (refused) throw new AppError("PAYMENT_FAILED", { data: { reason: refused } });
  }
  return getOrder(deps.db, userId, orderId);
}
