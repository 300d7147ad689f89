import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { claimCodes } from "../../db/schema/index.ts";

/**
 * How a claim takes one of a code's uses. The app uses `guardedClaims`: one conditional statement,
 * so 500 claimants of a 100-use code get exactly 100. The race test builds a second app with a
 * guard that looks and then writes (test/modules/claims/unguarded-claims.ts) — the control that
 * must mint more, so the test can fail.
 */
export interface ClaimGuard {
  /** Counts one claim of the code when its limit allows; false when every use is taken. */
  take(tx: Tx, codeId: number): Promise<boolean>;
}

export const guardedClaims: ClaimGuard = {
  async take(tx, codeId) {
    const [taken] = await tx
      .update(claimCodes)
      .set({ claimed: sql`${claimCodes.claimed} + 1` })
      .where(
        and(
          eq(claimCodes.id, codeId),
          or(isNull(claimCodes.maxClaims), lt(claimCodes.claimed, claimCodes.maxClaims)),
        ),
      )
      .returning({ id: claimCodes.id });
    return taken !== undefined;
  },
};
