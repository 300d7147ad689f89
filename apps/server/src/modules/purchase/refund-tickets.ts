import { randomUUID } from "node:crypto";
import type { TTicketRefund } from "@admit/contract/sale";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  cltns,
  nftGroups,
  nftHistories,
  nfts,
  orderRefunds,
  orders,
  seatHolds,
} from "../../db/schema/index.ts";
import type { PaymentDeps } from "../../deps.ts";
import { askRefund } from "../../integrations/payments/ask-refund.ts";
import { AppError } from "../../lib/app-error.ts";
import type { TokenGuard } from "../../policies/token-guard.ts";
import { holdsToken } from "../../policies/token-holder.ts";
import { burnTakenBack } from "../nfts/burn-taken-back.ts";
import { forgetTaken, RETURNABLE, restoreTaken, takeForRefund } from "./returnable.ts";

type Order = typeof orders.$inferSelect;
type Refund = typeof orderRefunds.$inferSelect;

/** Refunds of some of an order's tickets that count: done, or asked and not answered yet. */
const COUNTING = ["REFUNDING", "REFUNDED"] as const;

/** The order's refunds of some of its tickets, oldest first. */
export async function ticketRefundsOf(db: Db | Tx, orderId: string): Promise<Refund[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}

export const ticketRefundView = (r: Refund): TTicketRefund => ({
  id: r.id,
  nftIds: r.nftIds,
  status: r.status,
  amount: r.amount,
  fee: r.fee,
  createdAt: r.createdAt.toISOString(),
  refundedAt: r.refundedAt?.toISOString() ?? null,
});

/** What the order's ticket refunds took back so far (or are taking), in minor units. */
export const refundedSoFar = (refunds: readonly Refund[]) =>
  refunds.filter((r) => (COUNTING as readonly string[]).includes(r.status)).reduce((n, r) => n + r.amount, 0);

/** The tokens the order's ticket refunds took back or are taking. */
export const refundedTokenIds = (refunds: readonly Refund[]) =>
  new Set(refunds.filter((r) => (COUNTING as readonly string[]).includes(r.status)).flatMap((r) => r.nftIds));

/**
 * Some tickets of a paid order are cancelled, before the provider is asked: under the tokens'
 * locks each must still be the buyer's, unused and not on its way anywhere (else the whole request
 * is refused, as a full cancellation is), a refund REFUNDING with the quoted amount is written and
 * the tokens leave use at once (EXPIRED; their history keeps the status each had, should the
 * provider refuse). One refund of an order at a time: a second while one waits is refused.
 * Answers the refund's id.
 */
export async function startTicketRefund(
  tx: Tx,
  order: Order,
  nftIds: readonly number[],
  quote: { refund: number; fee: number },
  actorId: number,
  guard: TokenGuard,
): Promise<string> {
  const held = await guard.readLocked(tx, { ids: [...nftIds] }, () =>
    tx
      .select({
        id: nfts.id,
        status: nfts.status,
        ownerId: nfts.ownerId,
        useCnt: nfts.useCnt,
        orderId: nfts.orderId,
      })
      .from(nfts)
      .where(inArray(nfts.id, [...nftIds]))
      .orderBy(nfts.id),
  );
  if (
    held.length !== nftIds.length ||
    held.some((t) => t.orderId !== order.id || !holdsToken(order.userId, t))
  )
    throw new AppError("4505", {
      data: { reason: "not-held", nftIds: held.filter((t) => !holdsToken(order.userId, t)).map((t) => t.id) },
    });
  if (held.some((t) => !(RETURNABLE as readonly string[]).includes(t.status) || t.useCnt > 0))
    throw new AppError("NON_REFUNDABLE", { data: { reason: "used-or-passed-on" } });
  // The order row is the refunds' lock: one is decided at a time, and never beside a full refund.
  const [paid] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, order.id))
    .for("no key update");
  if (paid?.status !== "PAID" && paid?.status !== "ISSUED")
    throw new AppError("NON_REFUNDABLE", { data: { reason: "order-changed" } });
  const [waiting] = await tx
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.status, "REFUNDING")));
  if (waiting) throw new AppError("NON_REFUNDABLE", { data: { reason: "refund-under-way" } });

  const id = randomUUID();
  await tx.insert(orderRefunds).values({
    id,
    orderId: order.id,
    nftIds: held.map((t) => t.id),
    status: "REFUNDING",
    amount: quote.refund,
    fee: quote.fee,
    actorId,
  });
  await takeForRefund(tx, held, actorId, { orderId: order.id, refundId: id });
  return id;
}

/**
 * Asks the provider for a REFUNDING ticket refund, once whatever the retries (its id is the
 * idempotency key), and records the answer: REFUNDED, its tokens out of the wallet, its seats and
 * stock back on sale, then burned. No answer leaves it REFUNDING for the sweep (or the same call
 * again); a refusal puts its tokens back as they were (`refused` says why).
 */
export async function completeTicketRefund(
  deps: PaymentDeps,
  refundId: string,
): Promise<{ refused?: string }> {
  const [row] = await deps.db
    .select({ refund: orderRefunds, order: orders })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, "REFUNDING")));
  if (!row) return {};
  const { refund, order } = row;
  if (order.paymentKey && refund.amount > 0) {
    const refundedBefore = refundedSoFar(
      (await ticketRefundsOf(deps.db, order.id)).filter((r) => r.id !== refund.id && r.status === "REFUNDED"),
    );
    const answer = await askRefund(deps, {
      orderId: order.id,
      paymentKey: order.paymentKey,
      reason: "Some tickets cancelled by the customer",
      amount: refund.amount,
      idempotencyKey: `refund-${order.id}-${refund.id}`,
      refundedBefore,
    });
    if (answer === "unanswered") return {};
    if (answer !== "done") {
      await revertTicketRefund(deps.db, order, refund, answer.refused);
      return answer;
    }
  }
  await finishTicketRefund(deps.db, order, refund);
  await burnTakenBack(deps, refund.nftIds);
  return {};
}

/** The ticket refund is done: its tokens leave the wallet, their seats and stock go back on sale. */
async function finishTicketRefund(db: Db, order: Order, refund: Refund) {
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(orderRefunds)
      .set({ status: "REFUNDED", refundedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, "REFUNDING")))
      .returning({ id: orderRefunds.id });
    if (!done) return;
    await refundOrderOnceAllRefunded(tx, order);
    const taken = await tx
      .update(nfts)
      .set({ ownerId: null, updatedAt: sql`now()` })
      .where(and(inArray(nfts.id, refund.nftIds), eq(nfts.status, "EXPIRED")))
      .returning({ seatId: nfts.seatId });
    // A cancelled event's stock is never sold again (its own refund takes the rest of the order).
    if (await eventCancelled(tx, order.cltnId)) return;
    await tx
      .update(nftGroups)
      .set({ issuedCnt: sql`greatest(${nftGroups.issuedCnt} - ${taken.length}, 0)` })
      .where(eq(nftGroups.id, order.nftGroupId));
    const seatIds = taken.flatMap((t) => (t.seatId ? [t.seatId] : []));
    if (seatIds.length > 0)
      await tx
        .delete(seatHolds)
        .where(and(eq(seatHolds.orderId, order.id), inArray(seatHolds.seatId, seatIds)));
  });
}

/**
 * When ticket refunds have taken back every ticket of the order, the order itself reads REFUNDED,
 * with what they paid back and kept in all (tickets sent or resold keep it paid).
 */
async function refundOrderOnceAllRefunded(tx: Tx, order: Order) {
  const refunds = (await ticketRefundsOf(tx, order.id)).filter((r) => r.status === "REFUNDED");
  const back = new Set(refunds.flatMap((r) => r.nftIds));
  const tokens = await tx.select({ id: nfts.id }).from(nfts).where(eq(nfts.orderId, order.id));
  if (tokens.length === 0 || tokens.some((t) => !back.has(t.id))) return;
  await tx
    .update(orders)
    .set({
      status: "REFUNDED",
      refundAmount: refunds.reduce((n, r) => n + r.amount, 0),
      refundFee: refunds.reduce((n, r) => n + r.fee, 0),
      refundReason: "CUSTOMER",
      refundedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, order.id), inArray(orders.status, ["PAID", "ISSUED"])));
}

const eventCancelled = async (tx: Tx, cltnId: number) => {
  const [event] = await tx.select({ at: cltns.cancelledAt }).from(cltns).where(eq(cltns.id, cltnId));
  return Boolean(event?.at);
};

/**
 * The provider refused: the refund is REFUSED and its tokens are as they were — unless the event
 * was called off meanwhile: they stay out of use, and the event's refund pays them back.
 */
async function revertTicketRefund(db: Db, order: Order, refund: Refund, code: string) {
  await db.transaction(async (tx) => {
    const [reverted] = await tx
      .update(orderRefunds)
      .set({ status: "REFUSED", failure: `REFUND_REFUSED:${code}`, updatedAt: sql`now()` })
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, "REFUNDING")))
      .returning({ id: orderRefunds.id });
    if (!reverted) return;
    const taken = await forgetTaken(
      tx,
      and(
        inArray(nftHistories.nftId, refund.nftIds),
        sql`${nftHistories.detail}->>'refundId' = ${refund.id}`,
      ),
    );
    if (await eventCancelled(tx, order.cltnId)) return;
    await restoreTaken(tx, taken);
  });
}

/** Ticket refunds left REFUNDING longer than any call of ours waits: the sweep asks the provider again. */
export async function dueTicketRefunds(db: Db, settleAfterMs: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.status, "REFUNDING"),
        lte(orderRefunds.updatedAt, sql`now() - make_interval(secs => ${settleAfterMs / 1000})`),
      ),
    )
    .orderBy(orderRefunds.updatedAt)
    .limit(limit);
  return rows.map((r) => r.id);
}
