import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import { verifyPassword } from "../../lib/passwords.ts";
import { findLiveUserByEmail } from "./find-user.ts";
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
  app: Pick<FastifyInstance, "db" | "queue" | "config">,
  input: { email: string; pwd: string } & SignInContext,
) {
  const user = await findLiveUserByEmail(app.db, input.email);
  if (!user) throw new AppError("2004", { field: "email" });
  const client = input.ip ?? "unknown";
  await assertNotThrottled(app.db, user.id, client);
  const ok = user.passwordHash ? await verifyPassword(user.passwordHash, input.pwd) : false;
  if (!ok) {
    await recordFailedSignIn(app.db, user.id, client, app.config.signIn);
    throw new AppError("1023", { field: "pwd" });
  }
  await clearFailedSignIns(app.db, user.id, client);
  if (!user.emailVerifiedAt) {
    await sendVerificationMail(app, user);
    throw new AppError("2508", { field: "email", data: { email: user.email } });
  }
  if (user.useAuth) return { twoStep: await startTwoStepSignIn(app, user) };
  return startUserSession(app, user, input);
}
