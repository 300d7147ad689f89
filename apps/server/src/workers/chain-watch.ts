import type { Deps } from "../deps.ts";
import { resumeIssuing, settleChainWrites } from "../modules/issuing/issue-order.ts";
import { resumeListingMoves, settleListingWrites } from "../modules/resale/listing-moves.ts";
import { resumeMoves, settleTransferWrites } from "../modules/transfers/move-token.ts";

/** How often open chain writes are looked at (receipts, rebroadcasts, replacements). */
export const CHAIN_WATCH_MS = 2_000;

/**
 * The chain watch: every few seconds, the writes still on their way are settled (integrations/chain/
 * outbox.ts) and each settled mint completes or fails its token; the operators' balances are read
 * (at most every 30 s), and a network funded again after a pause gets its waiting tokens minted. Runs in every process that works
 * jobs; two watches settling the same write meet at its row (only one update finds it open).
 * Answers a stop function.
 */
/** One round of the watch; `balanceAgeMs`: how old a balance read may be (tests ask at once). */
export async function chainWatchRound(
  deps: Pick<Deps, "db" | "issuer" | "log" | "chains" | "queue" | "config" | "payments">,
  stop: () => boolean = () => false,
  balanceAgeMs?: number,
): Promise<void> {
  const settled = await deps.issuer.settle(stop);
  await settleChainWrites(deps, settled);
  await settleTransferWrites(deps, settled);
  await settleListingWrites(deps, settled);
  if (!stop()) await resumeMoves(deps);
  if (!stop()) await resumeListingMoves(deps);
  for (const network of await deps.chains.funds.watch(balanceAgeMs)) {
    const sent = await resumeIssuing(deps, network);
    if (sent > 0) deps.log.info({ network, sent }, "issuing resumed: waiting tokens sent to the chain");
  }
}

export function startChainWatch(
  deps: Pick<Deps, "db" | "issuer" | "log" | "chains" | "queue" | "config" | "payments">,
  everyMs = CHAIN_WATCH_MS,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        await chainWatchRound(deps, () => stopped);
      } catch (err) {
        deps.log.warn({ err }, "chain watch failed; it runs again shortly");
      } finally {
        running = undefined;
      }
    })();
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  // Stopping waits for the write being settled, not for the round: the rest is the next start's.
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
