import type PgBoss from "pg-boss";
import type { Deps } from "../deps.ts";
import { CHAIN_RECONCILE_QUEUE } from "../jobs/chain-reconcile-job.ts";
import { reconcileChain } from "../modules/chain/reconcile.ts";

/** The daily reconciliation: drift and unknown tokens are logged as errors for a person to look at, never changed. */
export async function workChainReconcile(boss: PgBoss, deps: Pick<Deps, "db" | "chains" | "log">) {
  return boss.work(CHAIN_RECONCILE_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    const { checked, drift, unread, unknown, unreadCollections } = await reconcileChain(deps);
    if (unread.length > 0 || unreadCollections.length > 0)
      deps.log.warn(
        { unread: unread.slice(0, 50), count: unread.length, collections: unreadCollections.slice(0, 50) },
        "chain owners not read: the network did not answer",
      );
    if (drift.length > 0)
      deps.log.error(
        { checked, drifted: drift.length, drift: drift.slice(0, 50) },
        "chain owners drift from the database",
      );
    if (unknown.length > 0)
      deps.log.error(
        { count: unknown.length, unknown: unknown.slice(0, 50) },
        "tokens on chain the database does not know",
      );
    if (drift.length === 0 && unknown.length === 0)
      deps.log.info({ checked }, "chain owners match the database");
  });
}
