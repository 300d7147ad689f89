import type PgBoss from "pg-boss";
import type { Deps } from "../deps.ts";
import { EXPIRE_TOKENS_QUEUE } from "../jobs/expire-tokens-job.ts";
import { closeDueLists, runDueDraws, seedDraws } from "../modules/claims/lottery-draw.ts";
import { tellWaitingAtDeadline } from "../modules/claims/rsvp.ts";
import { expireTokens } from "../modules/nfts/expire-tokens.ts";
import { closeDueListings } from "../modules/resale/manage-listing.ts";
import { releasePayouts } from "../modules/resale/release-payouts.ts";
import { returnUnclaimedSends } from "../modules/transfers/manage-send.ts";

export async function workExpireTokens(
  boss: PgBoss,
  deps: Pick<Deps, "db" | "log" | "payouts" | "issuer" | "queue" | "config" | "payments">,
) {
  return boss.work(EXPIRE_TOKENS_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    let moved = 0;
    for (let n = await expireTokens(deps.db); n > 0; n = await expireTokens(deps.db)) moved += n;
    if (moved > 0) deps.log.info({ moved }, "tokens expired");
    let returned = 0;
    for (let n = await returnUnclaimedSends(deps); n > 0; n = await returnUnclaimedSends(deps)) returned += n;
    if (returned > 0) deps.log.info({ returned }, "unclaimed sends returned to their senders");
    const closed = await closeDueListings(deps);
    if (closed > 0) deps.log.info({ closed }, "listings closed at the doors; tickets back to their sellers");
    const paid = await releasePayouts(deps);
    if (paid > 0) deps.log.info({ paid }, "resale payouts paid");
    // Lotteries: a seed for each new one, the list frozen at the close, the draw at the announcement.
    await seedDraws(deps.db);
    const frozen = await closeDueLists(deps.db);
    if (frozen.length > 0) deps.log.info({ cltnIds: frozen }, "lottery applications closed; lists published");
    const drawn = await runDueDraws(deps);
    if (drawn.length > 0) deps.log.info({ cltnIds: drawn }, "lotteries drawn; winners' tickets issuing");
    const told = await tellWaitingAtDeadline(deps);
    if (told > 0) deps.log.info({ told }, "RSVP waiting lists closed; those left waiting were mailed");
  });
}
