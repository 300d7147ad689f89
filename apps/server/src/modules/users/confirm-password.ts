import type { users } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { verifyPassword } from "../../lib/passwords.ts";
import { assertNotThrottled, recordFailedSignIn } from "./sign-in-throttle.ts";

/**
 * A change that asks for the account's password (a new password, deleting the account): a wrong
 * one is M-W-1013 and counts as a failed sign-in, so it cannot be guessed here instead. An account
 * without a password (social sign-in only) has nothing to confirm.
 */
export async function confirmCurrentPassword(
  deps: Pick<Deps, "db" | "config">,
  user: typeof users.$inferSelect,
  input: { pwd?: string | undefined; ip?: string | undefined },
) {
  if (!user.passwordHash) return;
  const client = input.ip ?? "unknown";
  await assertNotThrottled(deps.db, user.id, client);
  const ok = input.pwd ? await verifyPassword(user.passwordHash, input.pwd) : false;
  if (!ok) {
    await recordFailedSignIn(deps.db, user.id, client, deps.config.signIn);
    throw new AppError("M-W-1013", { field: "pwd" });
  }
}
