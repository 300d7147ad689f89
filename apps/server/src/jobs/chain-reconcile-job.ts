import type PgBoss from "pg-boss";

export const CHAIN_RECONCILE_QUEUE = "chain-reconcile";

/** Once a day (04:10 UTC), one worker compares every token's holder with its owner on chain. */
export async function scheduleChainReconcile(boss: PgBoss) {
  await boss.createQueue(CHAIN_RECONCILE_QUEUE, { name: CHAIN_RECONCILE_QUEUE, retryLimit: 1 });
  await boss.schedule(CHAIN_RECONCILE_QUEUE, "10 4 * * *");
}
