import { and, eq, ne } from "drizzle-orm";
import { findLiveUserById } from "../../db/queries/users.ts";
import { sessions, users } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { sessionIdOf } from "../sessions/session-token.ts";
import { confirmCurrentPassword } from "./confirm-password.ts";
import { clearFailedSignIns } from "./sign-in-throttle.ts";

/**
 * Changes the password with the current one (M-W-1013 when it is wrong; wrong guesses count
 * toward the account lock like sign-ins). Every other session of the account ends; this one stays.
 * An account made through a provider has no password yet and sets its first one.
 */
export async function changePassword(
  deps: Pick<Deps, "db" | "config">,
  input: { userId: number; currentToken: string; pwd?: string; newPwd: string; ip?: string },
) {
  const user = await findLiveUserById(deps.db, input.userId);
  if (!user) throw new AppError("UNAUTHORIZED");
  await confirmCurrentPassword(deps, user, input);
  const passwordHash = await hashPassword(input.newPwd);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionIdOf(input.currentToken))));
    await clearFailedSignIns(tx, user.id);
  });
}
