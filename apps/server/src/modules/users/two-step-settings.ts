import { eq } from "drizzle-orm";
import { findLiveUserById } from "../../db/queries/users.ts";
import { users } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { authCodeMail } from "../../integrations/mail/templates/auth-code.ts";
import { enqueueMail } from "../../jobs/mail-job.ts";
import { AppError } from "../../lib/app-error.ts";
import { checkAuthCode, createAuthCode } from "./auth-code.ts";
import { maskEmail } from "./two-step-sign-in.ts";

type UseCaseDeps = Pick<Deps, "db" | "queue" | "config">;

/**
 * Turning 2-step verification on or off is confirmed with a code mailed to the account, so
 * nobody turns it on against a mailbox they cannot read, and a stolen session cannot turn it off.
 */
export async function requestTwoStepChange(deps: UseCaseDeps, userId: number, useAuth: boolean) {
  const user = await findLiveUserById(deps.db, userId);
  if (!user) throw new AppError("UNAUTHORIZED");
  const minutes = deps.config.twoStep.codeMinutes;
  const { requestId, code } = await createAuthCode(deps.db, {
    userId,
    purpose: "two_step",
    payload: useAuth ? "on" : "off",
    codeMinutes: minutes,
  });
  await enqueueMail(
    deps.queue,
    authCodeMail({
      to: user.email,
      lang: user.language,
      purpose: useAuth ? "two_step_on" : "two_step_off",
      code,
      minutes,
    }),
  );
  return { authId: requestId, email: maskEmail(user.email), codeValidSeconds: minutes * 60 };
}

/** 3001 wrong code, M-W-1200 expired or used up, 2509 when the request has ended. */
export async function confirmTwoStepChange(
  deps: UseCaseDeps,
  userId: number,
  input: { authId: string; code: string },
) {
  const result = await checkAuthCode(
    deps.db,
    { requestId: input.authId, purpose: "two_step", code: input.code },
    deps.config.twoStep,
  );
  if (result.status === "no-request") throw new AppError("2509");
  if (result.status === "expired") throw new AppError("M-W-1200", { field: "code" });
  if (result.status === "wrong")
    throw new AppError("3001", { field: "code", data: { attemptsLeft: result.attemptsLeft } });
  // A request made from another account's session never applies here.
  if (result.userId !== userId) throw new AppError("2509");
  const useAuth = result.payload === "on";
  await deps.db.update(users).set({ useAuth, updatedAt: new Date() }).where(eq(users.id, userId));
  return { useAuth };
}
