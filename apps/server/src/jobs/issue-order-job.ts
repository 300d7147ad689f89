import type PgBoss from "pg-boss";
import { jobIdOf } from "./queue.ts";

/** Paid orders whose tokens are to be issued (spec §4 issuing). */
export const ISSUE_ORDER_QUEUE = "issue-order";
/**
 * Every minute, and once at start-up: lapsed reservations give their stock back, lapsed seat
 * holds are removed, payments and refunds left without an answer are settled by asking the
 * provider, paid orders whose issuing job was lost get it again, and tokens left issuing by a
 * job that stopped (a crash: its job stays locked until it expires) are minted (never failed).
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
