import type { FastifyInstance } from "fastify";
import { resetPasswordMail } from "../../integrations/mail/templates/reset-password.ts";
import { enqueueMail } from "../../jobs/mail-job.ts";
import { createEmailToken } from "./email-token.ts";
import { findLiveUserByEmail } from "./find-user.ts";

/** Reset links last an hour. */
export const RESET_LINK_MS = 60 * 60 * 1000;

/** Mails a reset link when the account exists; the caller answers the same either way. */
export async function requestPasswordReset(
  app: Pick<FastifyInstance, "db" | "queue" | "config">,
  email: string,
) {
  const user = await findLiveUserByEmail(app.db, email);
  if (!user) return;
  const token = await createEmailToken(app.db, user.id, "reset", RESET_LINK_MS);
  const link = `${app.config.publicUrl}/reset/password?token=${token}`;
  await enqueueMail(app.queue, resetPasswordMail({ to: user.email, lang: user.language, link }));
}
