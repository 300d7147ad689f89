import type { TOrderDetail } from "@admit/contract/sale";
import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Tx } from "../../db/client.ts";
import { cltns, nftGroups, nfts, orders, seatHolds } from "../../db/schema/index.ts";
import { PaymentError } from "../../integrations/payments/payment-provider.ts";
import { enqueueIssueOrder } from "../../jobs/issue-order-job.ts";
import { AppError } from "../../lib/app-error.ts";
import { getOrder } from "./get-order.ts";
import { releaseOrder } from "./release-orders.ts";

type App = Pick<FastifyInstance, "db" | "payments" | "queue" | "log">;

/** How long a seat stays the payer's while the provider confirms, whatever its hold said. */
const CONFIRM_GRACE = sql`interval '2 minutes'`;

/**
 * POST /discover/orders/{id}/payment: confirms the provider's payment for a reservation still
 * within its deadline (PAYMENT_TIME_EXCEEDED otherwise, even if the provider approved — the
 * approval is then cancelled), for exactly the order's amount (5501 otherwise). A paid order's
 * seats are sold, its stock becomes issued and its tokens appear as ISSUING; a job issues them.
 * The same call again (a double submit) answers the order as it is, without charging twice.
 */
export async function payOrder(
  app: App,
  userId: number,
  orderId: string,
  input: { paymentKey: string; amount: number },
  idempotencyKey: string | undefined,
): Promise<TOrderDetail> {
  const [order] = await app.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new AppError("4505");
  if (order.paymentKey === input.paymentKey && ["PAID", "ISSUED", "PAYING"].includes(order.status))
    return getOrder(app.db, userId, orderId);
  if (input.amount !== order.amount) throw new AppError("5501", { data: { reason: "amount" } });

  // RESERVED → PAYING, only before the deadline; the seats stay the payer's while confirming.
  const paying = await app.db.transaction(async (tx) => {
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
    if (row?.seatReqId)
      await tx
        .update(seatHolds)
        .set({ heldUntil: sql`greatest(${seatHolds.heldUntil}, now() + ${CONFIRM_GRACE})` })
        .where(eq(seatHolds.orderId, orderId));
    return row;
  });
  if (!paying) {
    if (order.status === "RESERVED" || order.status === "EXPIRED") {
      await releaseOrder(app.db, orderId, "EXPIRED");
      throw new AppError("PAYMENT_TIME_EXCEEDED");
    }
    throw new AppError("BAD_REQUEST", { data: { reason: "order-not-payable", status: order.status } });
  }

  let confirmed: Awaited<ReturnType<App["payments"]["confirm"]>>;
  try {
    confirmed = await app.payments.confirm({
      paymentKey: input.paymentKey,
      orderId,
      amount: order.amount,
      idempotencyKey: `confirm-${orderId}`,
    });
  } catch (err) {
    if (!(err instanceof PaymentError)) throw err;
    if (err.code === "PROVIDER_UNAVAILABLE") {
      // The outcome is unknown: the order stays PAYING and the same call may be retried.
      throw new AppError("UNAVAILABLE", { data: { reason: "payment-provider" } });
    }
    await releaseOrder(app.db, orderId, "FAILED", ["PAYING"], err.code);
    if (err.code === "AMOUNT_MISMATCH") throw new AppError("5501", { data: { reason: "provider-amount" } });
    throw new AppError("PAYMENT_FAILED", { data: { reason: err.code } });
  }

  await app.db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({
        status: "PAID",
        paidAt: confirmed.approvedAt,
        paymentMethod: confirmed.method,
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, "PAYING")));
    await settleOrder(tx, orderId);
  });
  await enqueueIssueOrder(app.queue, orderId);
  return getOrder(app.db, userId, orderId);
}

/**
 * A paid order's stock: its seats are sold, its reserved count becomes issued, and one token per
 * ticket appears in the buyer's wallet as ISSUING (numbered per collection), with the attendee's
 * answers. Runs in the transaction that marks the order paid.
 */
export async function settleOrder(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
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
  // Serial numbers are per collection: one writer at a time.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`nft-serial:${cltn.id}`}, 0))`);
  const [last] = await tx
    .select({ serial: sql<number>`coalesce(max(${nfts.serial}), 0)::int` })
    .from(nfts)
    .where(eq(nfts.cltnId, cltn.id));
  let serial = last?.serial ?? 0;
  const seatIds = order.lines.flatMap((l) => l.seatIds);
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
  }));
  if (rows.length > 0) await tx.insert(nfts).values(rows);
}
