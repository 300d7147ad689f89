import type PgBoss from "pg-boss";
import type { Deps } from "../deps.ts";
import { EXPIRE_TOKENS_QUEUE } from "../jobs/expire-tokens-job.ts";
import { expireTokens } from "../modules/nfts/expire-tokens.ts";

export async function workExpireTokens(boss: PgBoss, deps: Pick<Deps, "db" | "log">) {
  return boss.work(EXPIRE_TOKENS_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    let moved = 0;
    for (let n = await expireTokens(deps.db); n > 0; n = await expireTokens(deps.db)) moved += n;
    if (moved > 0) deps.log.info({ moved }, "tokens expired");
  });
}
