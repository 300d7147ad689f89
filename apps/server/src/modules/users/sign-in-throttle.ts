import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { signInFailures } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

export interface ThrottlePolicy {
  /** Wrong passwords per account and address within the window that cost no wait. */
  maxFailures: number;
  /** The window failures are counted in, and the longest wait, in minutes. */
  lockMinutes: number;
}

/**
 * Refuses a password check from an address that must still wait on this account (RATE_LIMITED,
 * `retryAfterSeconds`), before the password is even looked at. Other addresses are not asked to
 * wait, and a reset link always works.
 */
export async function assertNotThrottled(db: Db, userId: number, client: string) {
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from ${signInFailures.waitUntil} - now()))::int` })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.userId, userId),
        eq(signInFailures.client, client),
        sql`${signInFailures.waitUntil} > now()`,
      ),
    );
  if (row) throw new AppError("RATE_LIMITED", { data: { retryAfterSeconds: Math.max(1, row.seconds) } });
}

/**
 * Counts a wrong password of `client` on the account, in one statement (parallel attempts all
 * count). The window restarts after `lockMinutes`; past `maxFailures` each failure makes the
 * address wait 1 s, then 2 s, 4 s … up to `lockMinutes` — no sleeping on the server: the wait is
 * answered as `retryAfterSeconds`.
 */
export async function recordFailedSignIn(db: Db, userId: number, client: string, policy: ThrottlePolicy) {
  const window = sql.raw(`interval '${policy.lockMinutes} minutes'`);
  const fresh = sql`${signInFailures.since} < now() - ${window}`;
  const count = sql`case when ${fresh} then 1 else ${signInFailures.failures} + 1 end`;
  const over = sql`(${count}) - ${policy.maxFailures}`;
  await db
    .insert(signInFailures)
    .values({ userId, client, failures: 1, since: sql`now()`, waitUntil: null })
    .onConflictDoUpdate({
      target: [signInFailures.userId, signInFailures.client],
      set: {
        failures: count,
        since: sql`case when ${fresh} then now() else ${signInFailures.since} end`,
        waitUntil: sql`case when ${over} > 0 then now() + least(
          make_interval(secs => power(2, least(${over} - 1, 20))), ${window}) end`,
      },
    });
}

/** The right password from `client`, or a new password: its failures are forgotten (all of the account's with no client). */
export async function clearFailedSignIns(db: Db | Tx, userId: number, client?: string) {
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.userId, userId), client ? eq(signInFailures.client, client) : undefined));
}
