import type { FastifyInstance } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import { verifyPassword } from "../../lib/passwords.ts";
import { createSession } from "../sessions/create-session.ts";
import { endSession } from "../sessions/end-session.ts";
import { findLiveUserByEmail } from "./find-user.ts";
import { sendVerificationMail } from "./send-verification-mail.ts";
import { assertNotLocked, clearFailedSignIns, recordFailedSignIn } from "./sign-in-lock.ts";

/**
 * Signs in with e-mail and password (spec §8): 2004 unknown address, 1023 wrong password,
 * 2508 unverified (only after the right password, so nobody can make us mail a stranger).
 * A new session replaces the one the browser had.
 */
export async function signInWithEmail(
  app: Pick<FastifyInstance, "db" | "queue" | "config">,
  input: { email: string; pwd: string; previousToken?: string; ip?: string; userAgent?: string },
) {
  const user = await findLiveUserByEmail(app.db, input.email);
  if (!user) throw new AppError("2004", { field: "email" });
  assertNotLocked(user);
  const ok = user.passwordHash ? await verifyPassword(user.passwordHash, input.pwd) : false;
  if (!ok) {
    await recordFailedSignIn(app.db, user.id, app.config.signIn);
    throw new AppError("1023", { field: "pwd" });
  }
  if (user.failedSignIns > 0) await clearFailedSignIns(app.db, user.id);
  if (!user.emailVerifiedAt) {
    await sendVerificationMail(app, user);
    throw new AppError("2508", { field: "email", data: { email: user.email } });
  }
  if (input.previousToken) await endSession(app.db, input.previousToken);
  const session = await createSession(app.db, {
    userId: user.id,
    ttlDays: app.config.sessionTtlDays,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  return {
    session,
    user: {
      id: user.id,
      lang: user.language,
      termsCheck: user.termsAcceptedAt !== null,
      isFirst: user.isFirst,
    },
  };
}
