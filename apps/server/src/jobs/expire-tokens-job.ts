import type { FastifyInstance } from "fastify";
import type PgBoss from "pg-boss";
import { expireTokens } from "../modules/nfts/expire-tokens.ts";

export const EXPIRE_TOKENS_QUEUE = "expire-tokens";

/** Every five minutes, one worker (pg-boss schedules once across processes) expires ended tokens. */
export async function scheduleExpireTokens(boss: PgBoss) {
  await boss.createQueue(EXPIRE_TOKENS_QUEUE, { name: EXPIRE_TOKENS_QUEUE, retryLimit: 2 });
  await boss.schedule(EXPIRE_TOKENS_QUEUE, "*/5 * * * *");
}

export async function workExpireTokens(boss: PgBoss, app: Pick<FastifyInstance, "db" | "log">) {
  return boss.work(EXPIRE_TOKENS_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    let moved = 0;
    for (let n = await expireTokens(app.db); n > 0; n = await expireTokens(app.db)) moved += n;
    if (moved > 0) app.log.info({ moved }, "tokens expired");
  });
}
