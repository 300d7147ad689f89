import type PgBoss from "pg-boss";

export const EXPIRE_TOKENS_QUEUE = "expire-tokens";

/**
 * Every minute, one worker (pg-boss schedules once across processes) expires ended tokens and
 * returns unclaimed sends to their senders (a send closes when the doors open: the minute counts).
 */
export async function scheduleExpireTokens(boss: PgBoss) {
  await boss.createQueue(EXPIRE_TOKENS_QUEUE, { name: EXPIRE_TOKENS_QUEUE, retryLimit: 2 });
  await boss.schedule(EXPIRE_TOKENS_QUEUE, "* * * * *");
}
