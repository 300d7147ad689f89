/**
 * The claim race's control: a guard that looks at the count and then writes it, with no lock —
 * the race the guarded claim (src/modules/claims/claim-guard.ts) closes. An app built with it must
 * mint more than a code allows, or the race test proves nothing. Test-only: it enters through
 * buildApp's `claimGuard` option.
 */
import { eq, sql } from "drizzle-orm";
import { claimCodes } from "../../../src/db/schema/index.ts";
import type { ClaimGuard } from "../../../src/modules/claims/claim-guard.ts";

export const unguardedClaims: ClaimGuard = {
  async take(tx, codeId) {
    const [code] = await tx.select().from(claimCodes).where(eq(claimCodes.id, codeId));
    if (!code || (code.maxClaims !== null && code.claimed >= code.maxClaims)) return false;
    // Between the look and the write, as a slow request would be: the race shows every run.
    await tx.execute(sql`select pg_sleep(0.2)`);
    await tx
      .update(claimCodes)
      .set({ claimed: code.claimed + 1 })
      .where(eq(claimCodes.id, codeId));
    return true;
  },
};
