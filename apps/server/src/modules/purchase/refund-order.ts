import { formatMoney } from "@admit/contract/money";
import type { RefundReason } from "@admit/contract/sale";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { cltns, nftGroups, nftHistories, nfts, orders, seatHolds, users } from "../../db/schema/index.ts";
import type { PaymentDeps } from "../../deps.ts";
import { orderRefundedMail } from "../../integrations/mail/templates/order-refunded.ts";
import { askRefund } from "../../integrations/payments/ask-refund.ts";
import { enqueueMail } from "../../jobs/mail-job.ts";
import { jobIdOf } from "../../jobs/queue.ts";
import type { TokenGuard } from "../../policies/token-guard.ts";
import { burnTakenBack } from "../nfts/burn-taken-back.ts";
import { refundedSoFar, ticketRefundsOf } from "./refund-tickets.ts";
import { assertReturnable, forgetTaken, RETURNABLE, restoreTaken, takeForRefund } from "./returnable.ts";

type Order = typeof orders.$inferSelect;

/** What the provider's records say about each kind of refund, at most 200 characters. */
const PROVIDER_REASON: Record<RefundReason, string> = {
  CUSTOMER: "Cancelled by the customer",
  UNFULFILLED: "The order could not be fulfilled when its payment arrived",
  EVENT_CANCELLED: "The event was cancelled",
};

/**
 * A paid order's cancellation, before the provider is asked: the order is REFUNDING with the
 * amount and fee of the terms, and its tokens leave use at once (EXPIRED, history says refunded;
 * the status each had is kept in that history, should the provider refuse). Answers false when
 * the order was not PAID or ISSUED any more.
 */
export async function startRefund(
  tx: Tx,
  order: Order,
  quote: { refund: number; fee: number },
  actorId: number,
  guard: TokenGuard,
): Promise<boolean> {
  // The tokens first, under their locks: a send, a listing or a door scan that took one meanwhile
  // (each changes the token under the same lock) wins, and the refund is refused whole.
  const held = await guard.readLocked(tx, { orderId: order.id }, () =>
    tx
      .select({ id: nfts.id, status: nfts.status, ownerId: nfts.ownerId, useCnt: nfts.useCnt })
      .from(nfts)
      .where(eq(nfts.orderId, order.id))
      .orderBy(nfts.id),
  );
  assertReturnable(held, order.userId);
  const [started] = await tx
    .update(orders)
    .set({
      status: "REFUNDING",
      refundAmount: quote.refund,
      refundFee: quote.fee,
      refundReason: "CUSTOMER",
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, order.id), inArray(orders.status, ["PAID", "ISSUED"])))
    .returning({ id: orders.id });
  if (!started) return false;
  const tokens = await tx
    .select({ id: nfts.id, status: nfts.status })
    .from(nfts)
    .where(and(eq(nfts.orderId, order.id), inArray(nfts.status, RETURNABLE)))
    .for("no key update");
  if (tokens.length > 0) await takeForRefund(tx, tokens, actorId, { orderId: order.id });
  return true;
}

/**
 * Asks the provider for a REFUNDING order's refund, once whatever the retries (one idempotency
 * key per order), and records the answer: REFUNDED, its tokens out of the wallet and its stock
 * back on sale. No answer leaves it REFUNDING for the sweep; a refusal of a customer's refund
 * puts the order and its tokens back as they were (`refused` says why); an order refunded because
 * it could not be fulfilled gets a mail.
 */
export async function completeRefund(deps: PaymentDeps, orderId: string): Promise<{ refused?: string }> {
  const [refunding] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.status, "REFUNDING")));
  if (!refunding) return {};
  // A refund of some of its tickets is answered first (the sweep comes back for this one); what
  // those refunds paid back is not paid twice.
  const ticketRefunds = await ticketRefundsOf(deps.db, orderId);
  if (ticketRefunds.some((r) => r.status === "REFUNDING")) return {};
  const before = refundedSoFar(ticketRefunds);
  const amount = Math.max(0, Math.min(refunding.refundAmount ?? 0, refunding.amount - before));
  if (amount !== refunding.refundAmount)
    await deps.db.update(orders).set({ refundAmount: amount }).where(eq(orders.id, orderId));
  const order = { ...refunding, refundAmount: amount };
  if (order.paymentKey && amount > 0) {
    const answer = await askRefund(deps, {
      orderId,
      paymentKey: order.paymentKey,
      reason: PROVIDER_REASON[order.refundReason ?? "CUSTOMER"],
      amount,
      idempotencyKey: `refund-${orderId}`,
      refundedBefore: before,
    });
    if (answer === "unanswered") return {};
    if (answer !== "done") {
      if (order.refundReason === "CUSTOMER") await revertRefund(deps.db, order, answer.refused);
      return answer;
    }
  }
  if (order.refundReason === "UNFULFILLED" || order.refundReason === "EVENT_CANCELLED")
    await mailUnfulfilledRefund(deps, order);
  await finishRefund(deps.db, order);
  await burnRefunded(deps, order);
  return {};
}

/**
 * A refunded order's tokens leave the chain too: each one sent to the chain is burned through the
 * outbox. A burn that cannot be sent now (or a crash before it) is left to the sale's sweep
 * (takenBackUnburned); the token is out of every wallet already.
 */
async function burnRefunded(deps: PaymentDeps, order: Order) {
  const taken = await deps.db
    .select({ id: nfts.id })
    .from(nfts)
    .where(and(eq(nfts.orderId, order.id), eq(nfts.status, "EXPIRED"), isNull(nfts.ownerId)));
  await burnTakenBack(
    deps,
    taken.map((t) => t.id),
  );
}

/** The refund is done: the order is REFUNDED, its tokens leave the wallet, its stock and seats go back on sale. */
async function finishRefund(db: Db, order: Order) {
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(orders)
      .set({ status: "REFUNDED", refundedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), eq(orders.status, "REFUNDING")))
      .returning({ id: orders.id });
    // An unfulfilled order had no tokens, and gave its stock back when it ended.
    if (!done || order.refundReason === "UNFULFILLED") return;
    await tx
      .update(nfts)
      .set({ ownerId: null, updatedAt: sql`now()` })
      .where(and(eq(nfts.orderId, order.id), eq(nfts.status, "EXPIRED")));
    // A resale's ticket was issued by an earlier order; a cancelled event's stock is never sold again.
    if (order.kind === "RESALE" || order.refundReason === "EVENT_CANCELLED") return;
    await tx
      .update(nftGroups)
      .set({ issuedCnt: sql`greatest(${nftGroups.issuedCnt} - ${order.ticketCount}, 0)` })
      .where(eq(nftGroups.id, order.nftGroupId));
    await tx.delete(seatHolds).where(eq(seatHolds.orderId, order.id));
  });
}

/** The provider refused a customer's refund: the order is paid again and its tokens as they were. */
async function revertRefund(db: Db, order: Order, code: string) {
  await db.transaction(async (tx) => {
    const [reverted] = await tx
      .update(orders)
      .set({
        status: order.issuedAt ? "ISSUED" : "PAID",
        refundAmount: null,
        refundFee: null,
        refundReason: null,
        failure: `REFUND_REFUSED:${code}`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, "REFUNDING")))
      .returning({ id: orders.id });
    if (!reverted) return;
    const taken = await forgetTaken(
      tx,
      and(
        sql`${nftHistories.detail}->>'orderId' = ${order.id}`,
        sql`${nftHistories.detail}->>'reason' = 'refunded'`,
      ),
    );
    await restoreTaken(tx, taken);
  });
}

/** Tells the customer their payment came back unasked (unfulfilled, or the event cancelled); one mail per order. */
async function mailUnfulfilledRefund(deps: PaymentDeps, order: Order) {
  const [row] = await deps.db
    .select({ email: users.email, lang: users.language, event: cltns.name })
    .from(users)
    .innerJoin(cltns, eq(cltns.id, order.cltnId))
    .where(eq(users.id, order.userId));
  if (!row) return;
  const mail = orderRefundedMail({
    to: row.email,
    lang: row.lang,
    event: row.event,
    amount: formatMoney(order.refundAmount ?? order.amount, order.currency, row.lang),
    link: `${deps.config.publicUrl}/profile/orders/${order.id}`,
    reason: order.refundReason === "EVENT_CANCELLED" ? "EVENT_CANCELLED" : "UNFULFILLED",
  });
  await enqueueMail(deps.queue, mail, undefined, jobIdOf("order-refunded-mail", order.id));
}
