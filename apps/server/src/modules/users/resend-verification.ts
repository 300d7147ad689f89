import { findLiveUserByEmail } from "../../db/queries/users.ts";
import type { Deps } from "../../deps.ts";
import { sendVerificationMail } from "./send-verification-mail.ts";

/** Mails a new link to an unverified account; answers the same whether or not one exists. */
export async function resendVerification(deps: Pick<Deps, "db" | "queue" | "config">, email: string) {
  const user = await findLiveUserByEmail(deps.db, email);
  if (user && !user.emailVerifiedAt) await sendVerificationMail(deps, user);
}
