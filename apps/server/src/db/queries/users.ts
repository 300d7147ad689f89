import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../client.ts";
import { users } from "../schema/index.ts";

/** The live (not deleted) account with this e-mail address, or null. */
export async function findLiveUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return user ?? null;
}

/** The live account with this id, or null. */
export async function findLiveUserById(db: Db, id: number) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return user ?? null;
}
