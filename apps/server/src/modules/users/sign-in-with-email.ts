import { findLiveUserByEmail } from "../../db/queries/users.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { verifyPassword } from "../../lib/passwords.ts";
import { sendVerificationMail } from "./send-verification-mail.ts";
import { assertNotThrottled, clearFailedSignIns, recordFailedSignIn } from "./sign-in-throttle.ts";
import { type SignInContext, startUserSession } from "./start-user-session.ts";
import { startTwoStepSignIn } from "./two-step-sign-in.ts";

/**
 * Signs in with e-mail and password (spec §8): 2004 unknown address, 1023 wrong password,
 * 2508 unverified (only after the right password, so nobody can make us mail a stranger).
 * Wrong passwords slow down the address they come from, on this account only (sign-in-throttle.ts).
 * With 2-step verification on, the answer is a code request instead of a session.
 */
export async function signInWithEmail(
  deps: Pick<Deps, "db" | "queue" | "config">,
  input: { email: string; pwd: string } & SignInContext,
) {
  const user = await findLiveUserByEmail(deps.db, input.email);
  if (!user) throw new AppError("2004", { field: "email" });
  const client = input.ip ?? "unknown";
  await assertNotThrottled(deps.db, user.id, client);
  const ok = user.passwordHash ? await verifyPassword(user.passwordHash, input.pwd) : false;
  if (!ok) {
    await recordFailedSignIn(deps.db, user.id, client, deps.config.signIn);
    throw new AppError("1023", { field: "pwd" });
  }
  await clearFailedSignIns(deps.db, user.id, client);
  if (!user.emailVerifiedAt) {
    await sendVerificationMail(deps, user);
    throw new AppError("2508", { field: "email", data: { email: user.email } });
  }
  if (user.useAuth) return { twoStep: await startTwoStepSignIn(deps, user) };
  return startUserSession(deps, user, input);
}
