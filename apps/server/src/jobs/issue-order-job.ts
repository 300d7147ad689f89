import type { FastifyInstance } from "fastify";
import type PgBoss from "pg-boss";
import { failStalledIssuing, issueOrder } from "../modules/purchase/issue-order.ts";
import { releaseExpiredOrders } from "../modules/purchase/release-orders.ts";
import { sweepSeatHolds } from "../modules/purchase/seat-holds.ts";

/** Paid orders whose tokens are to be issued (spec §4 issuing). */
export const ISSUE_ORDER_QUEUE = "issue-order";
/**
 * Every minute: lapsed reservations give their stock back, lapsed seat holds are removed, and
 * tokens issuing for over 8 minutes fail (the holder may retry).
 */
export const SALE_SWEEP_QUEUE = "sale-sweep";

const RETRY = { retryLimit: 3, retryDelay: 2, retryBackoff: true };

export async function createSaleQueues(boss: PgBoss) {
  await boss.createQueue(ISSUE_ORDER_QUEUE, { name: ISSUE_ORDER_QUEUE, ...RETRY });
  await boss.createQueue(SALE_SWEEP_QUEUE, { name: SALE_SWEEP_QUEUE, retryLimit: 1 });
  await boss.schedule(SALE_SWEEP_QUEUE, "* * * * *");
}

export async function enqueueIssueOrder(boss: PgBoss, orderId: string) {
  await boss.send(ISSUE_ORDER_QUEUE, { orderId }, RETRY);
}

export async function workSaleQueues(
  boss: PgBoss,
  app: Pick<FastifyInstance, "db" | "issuer" | "log">,
  pollingIntervalSeconds = 0.5,
) {
  await boss.work<{ orderId: string }>(ISSUE_ORDER_QUEUE, { pollingIntervalSeconds }, async (jobs) => {
    for (const { data } of jobs) await issueOrder(app, data.orderId);
  });
  await boss.work(SALE_SWEEP_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    const released = await releaseExpiredOrders(app.db);
    await sweepSeatHolds(app.db);
    const stalled = await failStalledIssuing(app.db);
    if (released > 0) app.log.info({ released }, "lapsed reservations released");
    if (stalled > 0) app.log.warn({ stalled }, "tokens stuck in issuing marked ISSUE_FAIL");
  });
}
