import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { recordJoin } from "../invites/record-join.ts";
import { consumeEmailToken } from "./email-token.ts";

export type VerifyOutcome =
  | { status: "verified"; email: string }
  | { status: "already"; email: string }
  | { status: "expired"; email: string }
  | { status: "invalid" };

/**
 * Follows a verification link: verified, already verified (the link opened again), expired (so
 * the page can offer a resend) or invalid. The address comes back so the sign-in form can be
 * filled in; the link never opens a session (a leaked link must not sign anyone in).
 */
export async function verifyEmail(db: Db, token: string): Promise<VerifyOutcome> {
  const consumed = await consumeEmailToken(db, token, "verify");
  if (consumed.status === "invalid") return { status: "invalid" };
  if (consumed.status === "used") {
    const [user] = await db
      .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, consumed.userId));
    return user?.verifiedAt ? { status: "already", email: user.email } : { status: "invalid" };
  }
  if (consumed.status === "expired") {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, consumed.userId));
    return user ? { status: "expired", email: user.email } : { status: "invalid" };
  }
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, consumed.userId))
    .returning({ id: users.id, email: users.email });
  // Joining counts once the address is proven: whoever invited it hears about it now.
  if (!user) return { status: "invalid" };
  await recordJoin(db, user);
  return { status: "verified", email: user.email };
}
