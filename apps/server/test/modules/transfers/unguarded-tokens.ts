/**
 * The token races' control: a guard that looks and then writes, with no lock — the races the
 * locking guard (src/policies/token-guard.ts) closes. An app built with it must let a send, a
 * check-in and a refund of one token all win, or the race tests prove nothing. Test-only: it
 * enters through buildApp's `tokenGuard` option.
 */
import { sql } from "drizzle-orm";
import type { TokenGuard } from "../../../src/policies/token-guard.ts";

export const unguardedTokens: TokenGuard = {
  async readLocked(tx, _tokens, read) {
    const seen = await read();
    // Between the look and the write, as a slow request would be: the race shows every run.
    await tx.execute(sql`select pg_sleep(0.2)`);
    return seen;
  },
};
