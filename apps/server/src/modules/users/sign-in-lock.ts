import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

export interface LockPolicy {
  maxFailures: number;
  lockMinutes: number;
}

/** Refuses a locked account before its password is even checked, with the time left. */
export function assertNotLocked(user: { lockedUntil: Date | null }, now = new Date()) {
  if (user.lockedUntil && user.lockedUntil > now) {
    const retryAfterSeconds = Math.ceil((user.lockedUntil.getTime() - now.getTime()) / 1000);
    throw new AppError("RATE_LIMITED", { data: { retryAfterSeconds } });
  }
}

/**
 * Counts a wrong password in one statement (so parallel attempts all count): the window
 * restarts after `lockMinutes`, and reaching `maxFailures` locks the account for `lockMinutes`.
 */
export async function recordFailedSignIn(db: Db, userId: number, policy: LockPolicy) {
  const window = sql.raw(`interval '${policy.lockMinutes} minutes'`);
  const fresh = sql`${users.failedSignInsSince} is null or ${users.failedSignInsSince} < now() - ${window}`;
  const count = sql`case when ${fresh} then 1 else ${users.failedSignIns} + 1 end`;
  await db
    .update(users)
    .set({
      failedSignIns: count,
      failedSignInsSince: sql`case when ${fresh} then now() else ${users.failedSignInsSince} end`,
      lockedUntil: sql`case when (${count}) >= ${policy.maxFailures} then now() + ${window} else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId));
}

export async function clearFailedSignIns(db: Db, userId: number) {
  await db
    .update(users)
    .set({ failedSignIns: 0, failedSignInsSince: null, lockedUntil: null })
    .where(eq(users.id, userId));
}
