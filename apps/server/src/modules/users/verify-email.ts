import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { recordJoin } from "../invites/record-join.ts";
import { consumeEmailToken } from "./email-token.ts";

export type VerifyOutcome =
  | { status: "verified" }
  | { status: "expired"; email: string }
  | { status: "invalid" };

/** Follows a verification link: verified, expired (so the page can offer a resend) or invalid. */
export async function verifyEmail(db: Db, token: string): Promise<VerifyOutcome> {
  const consumed = await consumeEmailToken(db, token, "verify");
  if (consumed.status === "invalid") return { status: "invalid" };
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
  if (user) await recordJoin(db, user);
  return { status: "verified" };
}
