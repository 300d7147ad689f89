import type PgBoss from "pg-boss";

export const EXPIRE_TOKENS_QUEUE = "expire-tokens";

/** Every five minutes, one worker (pg-boss schedules once across processes) expires ended tokens. */
export async function scheduleExpireTokens(boss: PgBoss) {
  await boss.createQueue(EXPIRE_TOKENS_QUEUE, { name: EXPIRE_TOKENS_QUEUE, retryLimit: 2 });
  await boss.schedule(EXPIRE_TOKENS_QUEUE, "*/5 * * * *");
}
