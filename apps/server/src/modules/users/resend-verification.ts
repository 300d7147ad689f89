import type { FastifyInstance } from "fastify";
import { findLiveUserByEmail } from "./find-user.ts";
import { sendVerificationMail } from "./send-verification-mail.ts";

/** Mails a new link to an unverified account; answers the same whether or not one exists. */
export async function resendVerification(
  app: Pick<FastifyInstance, "db" | "queue" | "config">,
  email: string,
) {
  const user = await findLiveUserByEmail(app.db, email);
  if (user && !user.emailVerifiedAt) await sendVerificationMail(app, user);
}
