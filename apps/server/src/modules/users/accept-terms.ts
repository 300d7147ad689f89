import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

/** Records the terms being accepted, and the optional marketing consent. */
export async function acceptTerms(db: Db, userId: number, allowAd: boolean) {
  await db
    .update(users)
    .set({ termsAcceptedAt: new Date(), allowAd, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The first-visit page has been seen. */
export async function finishFirstVisit(db: Db, userId: number) {
  await db.update(users).set({ isFirst: false, updatedAt: new Date() }).where(eq(users.id, userId));
}
