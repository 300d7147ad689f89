import type PgBoss from "pg-boss";
import type { Deps, PaymentDeps } from "../deps.ts";
import { ISSUE_ORDER_QUEUE, SALE_SWEEP_QUEUE } from "../jobs/issue-order-job.ts";
import { failStalledIssuing, issueOrder } from "../modules/purchase/issue-order.ts";
import { recoverPayments } from "../modules/purchase/recover-payments.ts";
import { releaseExpiredOrders } from "../modules/purchase/release-orders.ts";
import { sweepSeatHolds } from "../modules/purchase/seat-holds.ts";

export async function workSaleQueues(
  boss: PgBoss,
  deps: Pick<Deps, "issuer"> & PaymentDeps,
  pollingIntervalSeconds = 0.5,
) {
  await boss.work<{ orderId: string }>(ISSUE_ORDER_QUEUE, { pollingIntervalSeconds }, async (jobs) => {
    for (const { data } of jobs) await issueOrder(deps, data.orderId);
  });
  await boss.work(SALE_SWEEP_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    const released = await releaseExpiredOrders(deps.db);
    await sweepSeatHolds(deps.db);
    await recoverPayments(deps);
    const stalled = await failStalledIssuing(deps.db);
    if (released > 0) deps.log.info({ released }, "lapsed reservations released");
    if (stalled > 0) deps.log.warn({ stalled }, "tokens stuck in issuing marked ISSUE_FAIL");
  });
}
