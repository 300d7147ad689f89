import { and, eq, sql } from "drizzle-orm";
import { rowsOf, type Tx } from "../../db/client.ts";
import { cltns, nftGroups, nfts, orders, seatHolds } from "../../db/schema/index.ts";
import type { PaymentDeps } from "../../deps.ts";
import {
  type ConfirmedPayment,
  PaymentError,
  type PaymentState,
} from "../../integrations/payments/payment-provider.ts";
import { enqueueIssueOrder } from "../../jobs/issue-order-job.ts";
import { AppError } from "../../lib/app-error.ts";
import { nextSerial } from "../nfts/grant-token.ts";
import { keepListing, sellListing } from "../purchase/listing-holds.ts";
import { completeRefund } from "../purchase/refund-order.ts";
import { releaseOrder, returnReservedStock } from "../purchase/release-orders.ts";
import { mailSale, moveListing } from "../resale/listing-moves.ts";

/** What settling a payment uses: the database, the provider, the job queue, the logs, the settings. */

type Order = typeof orders.$inferSelect;
type Charged = Exclude<PaymentState, { status: "NOT_CONFIRMED" }>;

/** How long a reclaimed seat stays the payer's until the order's settlement commits. */
const RECLAIM_HOLD = sql`interval '2 minutes'`;

/** The provider's answer to confirm, in the words of a lookup. */
export const chargedBy = (payment: ConfirmedPayment): Charged => ({
  status: "DONE",
  paymentKey: payment.paymentKey,
  amount: payment.amount,
  balanceAmount: payment.amount,
  method: payment.method,
  approvedAt: payment.approvedAt,
});

/**
 * Confirms an order's PAYING payment with the provider and settles the order by the answer: the
 * same idempotency key every time, so the customer's retry, a second tab and the first request
 * charge once. PROVIDER_UNAVAILABLE leaves it PAYING (UNAVAILABLE; the sweep asks later); a
 * refusal ends it FAILED; "processed already" is settled by asking what the provider holds.
 */
export async function confirmAndSettle(
  deps: PaymentDeps,
  order: Pick<Order, "id" | "amount">,
  paymentKey: string,
) {
  let charged: Charged;
  try {
    charged = chargedBy(
      await deps.payments.confirm({
        paymentKey,
        orderId: order.id,
        amount: order.amount,
        idempotencyKey: `confirm-${order.id}`,
      }),
    );
  } catch (err) {
    if (!(err instanceof PaymentError)) throw err;
    if (err.code === "ALREADY_PROCESSED") return settleUnknownPayment(deps, order.id);
    if (err.code === "PROVIDER_UNAVAILABLE") throw confirming();
    await releaseOrder(deps.db, order.id, "FAILED", ["PAYING"], err.code);
    if (err.code === "AMOUNT_MISMATCH") throw new AppError("5501", { data: { reason: "provider-amount" } });
    throw new AppError("PAYMENT_FAILED", { data: { reason: err.code } });
  }
  await settleCharged(deps, order.id, charged);
}

/** The provider's answer is not known yet: the order stays PAYING and the call may be repeated. */
const confirming = () =>
  new AppError("UNAVAILABLE", { data: { reason: "payment-provider", status: "PAYING" } });

/**
 * Settles an order whose payment's outcome we did not record (a crash, a timeout) by asking the
 * provider: charged → paid (or refunded when it can no longer be fulfilled); not charged → the
 * order ends FAILED and its stock goes back.
 */
export async function settleUnknownPayment(deps: PaymentDeps, orderId: string) {
  let state: PaymentState;
  try {
    state = await deps.payments.lookup(orderId);
  } catch (err) {
    if (err instanceof PaymentError && err.code === "PROVIDER_UNAVAILABLE") throw confirming();
    throw err;
  }
  if (state.status === "NOT_CONFIRMED")
    await releaseOrder(deps.db, orderId, "FAILED", ["PAYING"], "NOT_CONFIRMED");
  else await settleCharged(deps, orderId, state);
}

/**
 * The provider charged the order: it becomes PAID with its tokens issuing — when it can still be
 * fulfilled. One that cannot (it ended meanwhile and its seats or stock are gone) is refunded in
 * full, with a mail. Safe from any process, any number of times: the order row is locked, and an
 * order settled already is left as it is.
 */
export async function settleCharged(deps: PaymentDeps, orderId: string, charged: Charged) {
  const outcome = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw new Error(`no order ${orderId}`);
    if (!["RESERVED", "PAYING", "EXPIRED", "FAILED"].includes(order.status)) return "settled";
    const unpaid = order.status === "RESERVED" || order.status === "PAYING";
    const payment = { paymentKey: charged.paymentKey, paymentMethod: charged.method, updatedAt: sql`now()` };
    if (charged.status === "CANCELED") {
      // Refunded at the provider already (by hand, at its console): nothing is charged any more.
      if (unpaid) await returnReservedStock(tx, order);
      await tx
        .update(orders)
        .set({
          ...payment,
          status: "REFUNDED",
          refundedAt: sql`now()`,
          refundAmount: charged.amount,
          refundFee: 0,
          refundReason: "UNFULFILLED",
        })
        .where(eq(orders.id, orderId));
      return "settled";
    }
    if (charged.amount === order.amount && (await keepStock(tx, order))) {
      await tx
        .update(orders)
        .set({ ...payment, status: "PAID", paidAt: charged.approvedAt, failure: null })
        .where(eq(orders.id, orderId));
      await settleOrder(tx, orderId);
      return "paid";
    }
    if (unpaid) await returnReservedStock(tx, order);
    const mismatch = charged.amount !== order.amount;
    // Charged another amount, or sold out meanwhile: refunded whole.
    await tx
      .update(orders)
      .set({
        ...payment,
        status: "REFUNDING",
        refundAmount: charged.balanceAmount,
        refundFee: 0,
        refundReason: "UNFULFILLED",
        failure: mismatch ? "AMOUNT_MISMATCH" : order.seatReqId ? "HOLD_LOST" : "SOLD_OUT",
      })
      .where(eq(orders.id, orderId));
    return "refund";
  });
  if (outcome === "paid") {
    const [paid] = await deps.db
      .select({ kind: orders.kind, listingId: orders.listingId })
      .from(orders)
      .where(eq(orders.id, orderId));
    // A resale's token moves from escrow to the buyer; a sale's tokens are minted by the issuing job.
    if (paid?.kind === "RESALE" && paid.listingId) {
      await mailSale(deps, paid.listingId);
      await moveListing(deps, paid.listingId, "sale");
    } else await enqueueIssueOrder(deps.queue, orderId);
  }
  if (outcome === "refund") {
    deps.log.warn({ orderId }, "payment confirmed for an order that can no longer be fulfilled: refunding");
    await completeRefund(deps, orderId);
  }
}

/**
 * Whether the order still has its stock, taking it again when it was let go (an order ended
 * while its payment's answer was lost): the group's count for general admission, and every seat
 * — held by the order still, or free again. All or nothing.
 */
async function keepStock(tx: Tx, order: Order): Promise<boolean> {
  if (order.kind === "RESALE") return keepListing(tx, order);
  const unpaid = order.status === "RESERVED" || order.status === "PAYING";
  try {
    await tx.transaction(async (sp) => {
      if (!unpaid) {
        const [taken] = await sp
          .update(nftGroups)
          .set({ reservedCnt: sql`${nftGroups.reservedCnt} + ${order.ticketCount}` })
          .where(
            and(
              eq(nftGroups.id, order.nftGroupId),
              sql`${nftGroups.issuedCnt} + ${nftGroups.reservedCnt} + ${order.ticketCount} <= ${nftGroups.totalCnt}`,
            ),
          )
          .returning({ id: nftGroups.id });
        if (!taken) throw new StockGone();
      }
      const seatIds = order.lines.flatMap((l) => l.seatIds);
      if (seatIds.length > 0 && (await reclaimSeats(sp, order, seatIds)) !== seatIds.length)
        throw new StockGone();
    });
    return true;
  } catch (err) {
    if (err instanceof StockGone) return false;
    throw err;
  }
}

class StockGone extends Error {}

/** Takes the order's seats back where they are still its own, or free (never sold, never another's live hold). */
async function reclaimSeats(tx: Tx, order: Order, seatIds: number[]): Promise<number> {
  const won = rowsOf<{ seat_id: number }>(
    await tx.execute(sql`
      insert into ${seatHolds} (cltn_time_id, seat_id, seat_req_id, user_id, held_until, order_id)
      select ${order.cltnTimeId}, s, ${order.seatReqId ?? order.id}, ${order.userId}, now() + ${RECLAIM_HOLD}, ${order.id}
      from unnest(${`{${seatIds.join(",")}}`}::int[]) s
      on conflict (cltn_time_id, seat_id) do update set
        seat_req_id = excluded.seat_req_id, user_id = excluded.user_id,
        held_until = excluded.held_until, order_id = excluded.order_id
      where seat_holds.sold_at is null
        and (seat_holds.order_id = excluded.order_id or seat_holds.held_until <= now())
      returning seat_id`),
  );
  return won.length;
}

/**
 * A paid order's stock: its seats are sold, its reserved count becomes issued, and one token per
 * ticket appears in the buyer's wallet as ISSUING (numbered per collection), with the attendee's
 * answers. Runs in the transaction that marks the order paid.
 */
export async function settleOrder(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  if (order.kind === "RESALE") return sellListing(tx, order);
  await tx.update(seatHolds).set({ soldAt: sql`now()` }).where(eq(seatHolds.orderId, orderId));
  await tx
    .update(nftGroups)
    .set({
      issuedCnt: sql`${nftGroups.issuedCnt} + ${order.ticketCount}`,
      reservedCnt: sql`greatest(${nftGroups.reservedCnt} - ${order.ticketCount}, 0)`,
    })
    .where(eq(nftGroups.id, order.nftGroupId));
  const [group] = await tx.select().from(nftGroups).where(eq(nftGroups.id, order.nftGroupId));
  const [cltn] = await tx.select().from(cltns).where(eq(cltns.id, order.cltnId));
  if (!group || !cltn) throw new Error(`order ${orderId} lost its group`);
  // Serial numbers are per collection, under its serial lock: one writer at a time.
  let serial = (await nextSerial(tx, cltn.id)) - 1;
  const seatIds = order.lines.flatMap((l) => l.seatIds);
  const faceValue = Math.floor((order.subtotal - order.discount) / Math.max(1, order.ticketCount));
  const rows = Array.from({ length: order.ticketCount }, (_, i) => ({
    cltnId: cltn.id,
    nftGroupId: group.id,
    cltnTimeId: group.cltnTimeId,
    ownerId: order.userId,
    type: cltn.type,
    status: "ISSUING" as const,
    name: group.name,
    serial: ++serial,
    seatId: seatIds[i] ?? null,
    totalUseCnt: cltn.type === "MEMBERSHIP" ? Math.max(1, Number(group.attributes.totalUseCnt ?? 1)) : 1,
    qtnrInfo: order.attendees[i] ?? null,
    orderId,
    // What each ticket cost after the order's discount (the booking fee apart): its resale ceiling.
    faceValue: faceValue > 0 ? faceValue : null,
    faceCurrency: faceValue > 0 ? order.currency : null,
  }));
  if (rows.length > 0) await tx.insert(nfts).values(rows);
}
