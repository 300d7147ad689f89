import type { TTwoStepChallenge } from "@admit/contract/users";
import { findLiveUserById } from "../../db/queries/users.ts";
import type { users } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { authCodeMail } from "../../integrations/mail/templates/auth-code.ts";
import { enqueueMail } from "../../jobs/mail-job.ts";
import { AppError } from "../../lib/app-error.ts";
import { checkAuthCode, createAuthCode, findAuthRequest, renewAuthCode } from "./auth-code.ts";
import { type SignInContext, startUserSession } from "./start-user-session.ts";

type UseCaseDeps = Pick<Deps, "db" | "queue" | "config">;

/** "demo@admit.test" → "de***@admit.test": enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 2)}***@${domain}`;
}

/** The right password was given and 2-step is on: mail a code, answer the request to finish. */
export async function startTwoStepSignIn(
  deps: UseCaseDeps,
  user: typeof users.$inferSelect,
): Promise<TTwoStepChallenge> {
  const minutes = deps.config.twoStep.codeMinutes;
  const { requestId, code } = await createAuthCode(deps.db, {
    userId: user.id,
    purpose: "signin",
    codeMinutes: minutes,
  });
  await enqueueMail(
    deps.queue,
    authCodeMail({ to: user.email, lang: user.language, purpose: "signin", code, minutes }),
  );
  return { authId: requestId, email: maskEmail(user.email), codeValidSeconds: minutes * 60 };
}

/** Mails a new code for a sign-in still waiting for one (M-W-1100 once it has ended). */
export async function resendTwoStepSignInCode(deps: UseCaseDeps, authId: string): Promise<TTwoStepChallenge> {
  const request = await findAuthRequest(deps.db, authId, "signin");
  const user = request && (await findLiveUserById(deps.db, request.userId));
  if (!request || !user) throw new AppError("M-W-1100");
  const minutes = deps.config.twoStep.codeMinutes;
  const code = await renewAuthCode(deps.db, authId, minutes);
  await enqueueMail(
    deps.queue,
    authCodeMail({ to: user.email, lang: user.language, purpose: "signin", code, minutes }),
  );
  return { authId, email: maskEmail(user.email), codeValidSeconds: minutes * 60 };
}

/**
 * Finishes a 2-step sign-in: M-W-1202 wrong code (attempts left in data), M-W-1200 expired or
 * used up by wrong codes, M-W-1100 when the sign-in request itself has ended.
 */
export async function completeTwoStepSignIn(
  deps: UseCaseDeps,
  input: { authId: string; code: string } & SignInContext,
) {
  const result = await checkAuthCode(
    deps.db,
    { requestId: input.authId, purpose: "signin", code: input.code },
    deps.config.twoStep,
  );
  if (result.status === "no-request") throw new AppError("M-W-1100");
  if (result.status === "expired") throw new AppError("M-W-1200", { field: "code" });
  if (result.status === "wrong")
    throw new AppError("M-W-1202", { field: "code", data: { attemptsLeft: result.attemptsLeft } });
  const user = await findLiveUserById(deps.db, result.userId);
  if (!user) throw new AppError("M-W-1100");
  return startUserSession(deps, user, input);
}
