import type { FastifyInstance } from "fastify";
import type PgBoss from "pg-boss";
import { failStalledIssuing, issueOrder } from "../modules/purchase/issue-order.ts";
import { recoverPayments } from "../modules/purchase/recover-payments.ts";
import { releaseExpiredOrders } from "../modules/purchase/release-orders.ts";
import { sweepSeatHolds } from "../modules/purchase/seat-holds.ts";
import type { PaymentDeps } from "../modules/purchase/settle-payment.ts";
import { jobIdOf } from "./queue.ts";

/** Paid orders whose tokens are to be issued (spec §4 issuing). */
export const ISSUE_ORDER_QUEUE = "issue-order";
/**
 * Every minute, and once at start-up: lapsed reservations give their stock back, lapsed seat
 * holds are removed, payments and refunds left without an answer are settled by asking the
 * provider, paid orders whose issuing job was lost get it again, and tokens issuing for over 8
 * minutes fail (the holder may retry).
 */
export const SALE_SWEEP_QUEUE = "sale-sweep";

const RETRY = { retryLimit: 3, retryDelay: 2, retryBackoff: true };

export async function createSaleQueues(boss: PgBoss) {
  await boss.createQueue(ISSUE_ORDER_QUEUE, { name: ISSUE_ORDER_QUEUE, ...RETRY });
  await boss.createQueue(SALE_SWEEP_QUEUE, { name: SALE_SWEEP_QUEUE, retryLimit: 1 });
  await boss.schedule(SALE_SWEEP_QUEUE, "* * * * *");
}

/**
 * Queues the issuing of a paid order's tokens: one job per order, however often it is sent (a
 * crash between the payment's commit and this call is mended by the sweep sending it again).
 * `retry` sends a new job, for a holder's retry after the first one finished.
 */
export async function enqueueIssueOrder(boss: PgBoss, orderId: string, options: { retry?: boolean } = {}) {
  await boss.send(
    ISSUE_ORDER_QUEUE,
    { orderId },
    options.retry ? RETRY : { ...RETRY, id: jobIdOf("issue-order", orderId) },
  );
}

/** Runs the sale's sweep now, as a start-up does (a process that died may have left work behind). */
export async function enqueueSaleSweep(boss: PgBoss) {
  await boss.send(SALE_SWEEP_QUEUE, {}, { retryLimit: 1 });
}

export async function workSaleQueues(
  boss: PgBoss,
  app: Pick<FastifyInstance, "issuer"> & PaymentDeps,
  pollingIntervalSeconds = 0.5,
) {
  await boss.work<{ orderId: string }>(ISSUE_ORDER_QUEUE, { pollingIntervalSeconds }, async (jobs) => {
    for (const { data } of jobs) await issueOrder(app, data.orderId);
  });
  await boss.work(SALE_SWEEP_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    const released = await releaseExpiredOrders(app.db);
    await sweepSeatHolds(app.db);
    await recoverPayments(app);
    const stalled = await failStalledIssuing(app.db);
    if (released > 0) app.log.info({ released }, "lapsed reservations released");
    if (stalled > 0) app.log.warn({ stalled }, "tokens stuck in issuing marked ISSUE_FAIL");
  });
}
