import type { TTwoStepChallenge } from "@admit/contract/users";
import type { FastifyInstance } from "fastify";
import type { users } from "../../db/schema/index.ts";
import { authCodeMail } from "../../integrations/mail/templates/auth-code.ts";
import { enqueueMail } from "../../jobs/mail-job.ts";
import { AppError } from "../../lib/app-error.ts";
import { checkAuthCode, createAuthCode, findAuthRequest, renewAuthCode } from "./auth-code.ts";
import { findLiveUserById } from "./find-user.ts";
import { type SignInContext, startUserSession } from "./start-user-session.ts";

type App = Pick<FastifyInstance, "db" | "queue" | "config">;

/** "demo@admit.test" → "de***@admit.test": enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 2)}***@${domain}`;
}

/** The right password was given and 2-step is on: mail a code, answer the request to finish. */
export async function startTwoStepSignIn(
  app: App,
  user: typeof users.$inferSelect,
): Promise<TTwoStepChallenge> {
  const minutes = app.config.twoStep.codeMinutes;
  const { requestId, code } = await createAuthCode(app.db, {
    userId: user.id,
    purpose: "signin",
    codeMinutes: minutes,
  });
  await enqueueMail(
    app.queue,
    authCodeMail({ to: user.email, lang: user.language, purpose: "signin", code, minutes }),
  );
  return { authId: requestId, email: maskEmail(user.email), codeValidSeconds: minutes * 60 };
}

/** Mails a new code for a sign-in still waiting for one (M-W-1100 once it has ended). */
export async function resendTwoStepSignInCode(app: App, authId: string): Promise<TTwoStepChallenge> {
  const request = await findAuthRequest(app.db, authId, "signin");
  const user = request && (await findLiveUserById(app.db, request.userId));
  if (!request || !user) throw new AppError("M-W-1100");
  const minutes = app.config.twoStep.codeMinutes;
  const code = await renewAuthCode(app.db, authId, minutes);
  await enqueueMail(
    app.queue,
    authCodeMail({ to: user.email, lang: user.language, purpose: "signin", code, minutes }),
  );
  return { authId, email: maskEmail(user.email), codeValidSeconds: minutes * 60 };
}

/**
 * Finishes a 2-step sign-in: M-W-1202 wrong code (attempts left in data), M-W-1200 expired or
 * used up by wrong codes, M-W-1100 when the sign-in request itself has ended.
 */
export async function completeTwoStepSignIn(
  app: App,
  input: { authId: string; code: string } & SignInContext,
) {
  const result = await checkAuthCode(
    app.db,
    { requestId: input.authId, purpose: "signin", code: input.code },
    app.config.twoStep,
  );
  if (result.status === "no-request") throw new AppError("M-W-1100");
  if (result.status === "expired") throw new AppError("M-W-1200", { field: "code" });
  if (result.status === "wrong")
    throw new AppError("M-W-1202", { field: "code", data: { attemptsLeft: result.attemptsLeft } });
  const user = await findLiveUserById(app.db, result.userId);
  if (!user) throw new AppError("M-W-1100");
  return startUserSession(app, user, input);
}
