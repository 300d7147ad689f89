import type { Language } from "@admit/contract/i18n";
import type { TOrderDetail } from "@admit/contract/sale";
import { and, eq } from "drizzle-orm";
import { cltns, cltnTimes, nfts, orders } from "../../db/schema/index.ts";
import type { Deps, PaymentDeps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { orderOf } from "../../policies/order-owner.ts";
import { holdsToken } from "../../policies/token-holder.ts";
import { getOrder } from "./get-order.ts";
import { refundQuoteOf } from "./order-refund.ts";
import { completeRefund, startRefund } from "./refund-order.ts";
import {
  completeTicketRefund,
  refundedSoFar,
  refundedTokenIds,
  startTicketRefund,
  ticketRefundsOf,
} from "./refund-tickets.ts";
import { RETURNABLE } from "./returnable.ts";

/**
 * Cancels a paid order (spec §9), or the tickets of it the buyer still holds (issue 25): the
 * tickets cancelled are every one still held and refundable, or `nftIds` of them. NON_REFUNDABLE
 * when the terms say so now, when none is left to cancel, or when one asked for was used or is on
 * its way; 4505 when one asked for is no longer the buyer's (sent, resold).
 *
 * The whole order, when every ticket is still held and none was refunded before: it is REFUNDING —
 * its tokens out of use at once — before the provider is asked to refund what the terms leave
 * (once, whatever the retries); its answer makes it REFUNDED, its stock and seats back on sale.
 * Some of its tickets: a ticket refund of their share is written the same way and answered the
 * same way, and the order stays paid for the rest. Without an answer either stays REFUNDING (the
 * customer sees the refund under way) and the sweep, or this call repeated, asks again.
 */
export async function cancelOrder(
  deps: PaymentDeps & Pick<Deps, "sale" | "tokenGuard">,
  userId: number,
  orderId: string,
  nftIds?: readonly number[],
  lang?: Language,
): Promise<TOrderDetail> {
  const [row] = await deps.db
    .select({ order: orders, cltn: cltns, time: cltnTimes })
    .from(orders)
    .innerJoin(cltns, eq(cltns.id, orders.cltnId))
    .leftJoin(cltnTimes, eq(cltnTimes.id, orders.cltnTimeId))
    .where(and(eq(orders.id, orderId), orderOf(userId)));
  if (!row) throw new AppError("4505");
  const { order } = row;
  const refunds = await ticketRefundsOf(deps.db, orderId);
  // A repeated call finishes what the first started.
  const waiting = refunds.find((r) => r.status === "REFUNDING");
  if (order.status === "REFUNDING" || waiting) {
    if (waiting) await completeTicketRefund(deps, waiting.id);
    else await completeRefund(deps, orderId);
    return getOrder(deps.db, userId, orderId, lang);
  }
  if (order.status === "REFUNDED") return getOrder(deps.db, userId, orderId, lang);
  // Not a paid order, or a resale's (final): the terms say no before any ticket is looked at.
  const terms = refundQuoteOf(order, row.cltn, row.time);
  if (!terms || order.kind === "RESALE")
    throw new AppError("NON_REFUNDABLE", { data: { rule: terms?.rule ?? null } });

  const tokens = await deps.db.select().from(nfts).where(eq(nfts.orderId, orderId)).orderBy(nfts.id);
  const taken = refundedTokenIds(refunds);
  const chosen = ticketsToCancel(
    tokens.filter((t) => !taken.has(t.id)),
    userId,
    nftIds,
  );

  const whole = refunds.every((r) => r.status === "REFUSED") && chosen.length === tokens.length;
  const positions = chosen.map((t) => tokens.indexOf(t));
  const quote = refundQuoteOf(
    order,
    row.cltn,
    row.time,
    new Date(),
    positions,
    order.amount - refundedSoFar(refunds),
  );
  if (!quote?.refundable) throw new AppError("NON_REFUNDABLE", { data: { rule: quote?.rule ?? null } });

  await deps.sale.beforeRefund(deps.db, orderId);

  const charge = { refund: order.paymentKey ? quote.refund : 0, fee: quote.fee };
  if (whole) {
    const started = await deps.db.transaction((tx) =>
      startRefund(tx, order, charge, userId, deps.tokenGuard),
    );
    if (started) {
      const { refused } = await completeRefund(deps, orderId);
      if (refused) throw new AppError("PAYMENT_FAILED", { data: { reason: refused } });
    }
  } else {
    const refundId = await deps.db.transaction((tx) =>
      startTicketRefund(
        tx,
        order,
        chosen.map((t) => t.id),
        charge,
        userId,
        deps.tokenGuard,
      ),
    );
    const { refused } = await completeTicketRefund(deps, refundId);
    if (refused) throw new AppError("PAYMENT_FAILED", { data: { reason: refused } });
  }
  return getOrder(deps.db, userId, orderId, lang);
}

type OrderToken = typeof nfts.$inferSelect;

/**
 * Which of the order's tickets not refunded yet (`open`) to cancel: `nftIds` of them — 4505 for one
 * that is not the buyer's any more or not the order's, NON_REFUNDABLE for one used or on its way —
 * else every one the buyer still holds unused. NON_REFUNDABLE when that leaves none.
 */
function ticketsToCancel(open: OrderToken[], userId: number, nftIds?: readonly number[]): OrderToken[] {
  const returnable = (t: OrderToken) =>
    holdsToken(userId, t) && t.useCnt === 0 && (RETURNABLE as readonly string[]).includes(t.status);
  let chosen: OrderToken[];
  if (nftIds) {
    chosen = open.filter((t) => nftIds.includes(t.id));
    const unknown = nftIds.filter((id) => !chosen.some((t) => t.id === id));
    const gone = chosen.filter((t) => !holdsToken(userId, t)).map((t) => t.id);
    if (unknown.length > 0 || gone.length > 0)
      throw new AppError("4505", {
        data: { reason: "not-held", nftIds: [...gone, ...unknown].sort((a, b) => a - b) },
      });
    if (!chosen.every(returnable))
      throw new AppError("NON_REFUNDABLE", { data: { reason: "used-or-passed-on" } });
  } else {
    chosen = open.filter(returnable);
  }
  if (chosen.length === 0) throw new AppError("NON_REFUNDABLE", { data: { reason: "nothing-to-cancel" } });
  return chosen;
}
