import type PgBoss from "pg-boss";
import type { Deps, PaymentDeps } from "../deps.ts";
import { ISSUE_ORDER_QUEUE, SALE_SWEEP_QUEUE } from "../jobs/issue-order-job.ts";
import { enqueueIssueTokens, ISSUE_TOKEN_QUEUE } from "../jobs/issue-token-job.ts";
import { issueGranted, issueOrder, resumeInterruptedIssuing } from "../modules/issuing/issue-order.ts";
import { burnTakenBack, takenBackUnburned } from "../modules/nfts/burn-taken-back.ts";
import { grantedWithoutMint } from "../modules/nfts/grant-token.ts";
import { recoverPayments } from "../modules/payments/recover-payments.ts";
import { releaseExpiredOrders } from "../modules/purchase/release-orders.ts";
import { sweepSeatHolds } from "../modules/purchase/seat-holds.ts";

/** How many paid orders one worker issues at once. */
const ISSUE_BATCH = 50;
/**
 * A token ISSUING this long with no mint on its way was left by a job that stopped (a start-up
 * resumes them at once: plugins/jobs.ts); its own job, if it is alive, has long sent the mint.
 */
const INTERRUPTED_AFTER_MS = 60_000;

export async function workSaleQueues(
  boss: PgBoss,
  deps: Pick<Deps, "issuer" | "chains"> & PaymentDeps,
  pollingIntervalSeconds = 0.5,
) {
  // Up to ISSUE_BATCH paid orders per fetch, issued side by side: pg-boss fetches once per polling
  // interval, so one job per fetch would issue two orders a second however fast the chain is. An
  // error fails the batch, whose jobs are retried (issuing an order again is harmless).
  await boss.work<{ orderId: string }>(
    ISSUE_ORDER_QUEUE,
    { pollingIntervalSeconds, batchSize: ISSUE_BATCH },
    async (jobs) => {
      await Promise.all(jobs.map(({ data }) => issueOrder(deps, data.orderId)));
    },
  );
  // Tokens given without an order (claims, RSVPs, lottery wins), batched the same way.
  await boss.work<{ nftId: number }>(
    ISSUE_TOKEN_QUEUE,
    { pollingIntervalSeconds, batchSize: ISSUE_BATCH },
    async (jobs) => {
      await Promise.all(jobs.map(({ data }) => issueGranted(deps, data.nftId)));
    },
  );
  await boss.work(SALE_SWEEP_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    const released = await releaseExpiredOrders(deps.db);
    await sweepSeatHolds(deps.db);
    await recoverPayments(deps);
    // A grant whose issuing job was never sent (a crash after its commit) gets it now.
    await enqueueIssueTokens(deps.queue, await grantedWithoutMint(deps.db));
    const resumed = await resumeInterruptedIssuing(deps, INTERRUPTED_AFTER_MS);
    // A token taken back (a refund, an RSVP's "no") whose burn failed or was never sent is burned now.
    const burned = await burnTakenBack(deps, await takenBackUnburned(deps.db));
    if (burned > 0) deps.log.info({ burned }, "tokens taken back burned by the sweep");
    if (released > 0) deps.log.info({ released }, "lapsed reservations released");
    if (resumed > 0) deps.log.warn({ resumed }, "interrupted token issuing resumed");
  });
}
