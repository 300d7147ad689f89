import { findLiveUserByEmail } from "../../db/queries/users.ts";
import type { Deps } from "../../deps.ts";
import { resetPasswordMail } from "../../integrations/mail/templates/reset-password.ts";
import { enqueueMail } from "../../jobs/mail-job.ts";
import { createEmailToken } from "./email-token.ts";

/** Reset links last an hour. */
export const RESET_LINK_MS = 60 * 60 * 1000;

/** Mails a reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(deps: Pick<Deps, "db" | "queue" | "config">, email: string) {
  const user = await findLiveUserByEmail(deps.db, email);
  if (!user) return;
  const token = await createEmailToken(deps.db, user.id, "reset", RESET_LINK_MS);
  const link = `${deps.config.publicUrl}/reset/password?token=${token}`;
  await enqueueMail(deps.queue, resetPasswordMail({ to: user.email, lang: user.language, link }));
}
