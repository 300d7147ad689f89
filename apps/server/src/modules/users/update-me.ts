import type { TUpdateMeRequest } from "@admit/contract/users";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { getMe } from "./get-me.ts";

/** Edits the name and language of the signed-in user. */
export async function updateMe(db: Db, userId: number, input: TUpdateMeRequest) {
  await db
    .update(users)
    .set({ name: input.name, language: input.language, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return getMe(db, userId);
}
