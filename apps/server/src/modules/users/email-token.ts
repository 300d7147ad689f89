import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { emailTokens } from "../../db/schema/index.ts";

type Purpose = "verify" | "reset";

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/** A new unguessable token for a mailed link; only its hash is stored. */
export async function createEmailToken(
  db: Db,
  userId: number,
  purpose: Purpose,
  ttlMs: number,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashOf(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

export type ConsumedToken =
  | { status: "ok"; userId: number }
  | { status: "expired"; userId: number }
  | { status: "used"; userId: number }
  | { status: "invalid" };

/**
 * Uses a token once: a second use is `used` (whose link it was is known), a token of another
 * purpose or a tampered one is invalid.
 */
export async function consumeEmailToken(db: Db, token: string, purpose: Purpose): Promise<ConsumedToken> {
  const [used] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, hashOf(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    )
    .returning({ userId: emailTokens.userId, expiresAt: emailTokens.expiresAt });
  if (!used) {
    const [again] = await db
      .select({ userId: emailTokens.userId })
      .from(emailTokens)
      .where(and(eq(emailTokens.tokenHash, hashOf(token)), eq(emailTokens.purpose, purpose)));
    return again ? { status: "used", userId: again.userId } : { status: "invalid" };
  }
  if (used.expiresAt.getTime() <= Date.now()) return { status: "expired", userId: used.userId };
  return { status: "ok", userId: used.userId };
}
