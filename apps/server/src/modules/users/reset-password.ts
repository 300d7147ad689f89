import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { consumeEmailToken } from "./email-token.ts";
import { clearFailedSignIns } from "./sign-in-throttle.ts";

/**
 * Sets a new password with a reset link. Any link that cannot be used — expired, used or
 * altered — answers 3004, and every session of the account ends.
 */
export async function resetPassword(db: Db, token: string, pwd: string) {
  const consumed = await consumeEmailToken(db, token, "reset");
  if (consumed.status !== "ok") throw new AppError("3004", { field: "token" });
  const passwordHash = await hashPassword(pwd);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: new Date(),
      })
      .where(eq(users.id, consumed.userId));
    await tx.delete(sessions).where(eq(sessions.userId, consumed.userId));
    // The owner proved the account is theirs: no address has to wait any more.
    await clearFailedSignIns(tx, consumed.userId);
  });
}
