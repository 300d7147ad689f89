import { TIMINGS } from "@admit/contract/limits";
import type { Deps } from "../../deps.ts";
import { verifyEmailMail } from "../../integrations/mail/templates/verify-email.ts";
import { enqueueMail } from "../../jobs/mail-job.ts";
import { createEmailToken } from "./email-token.ts";

/** Mails a fresh verification link (valid 24 hours) in the person's language. */
export async function sendVerificationMail(
  deps: Pick<Deps, "db" | "queue" | "config">,
  user: { id: number; email: string; name: string; language: "ko" | "en" | "zh-tw" | "ja" },
) {
  const token = await createEmailToken(deps.db, user.id, "verify", TIMINGS.emailVerifyLinkMs);
  const link = `${deps.config.publicUrl}/api/v1/users/email/verify?token=${token}`;
  await enqueueMail(
    deps.queue,
    verifyEmailMail({ to: user.email, name: user.name, lang: user.language, link }),
  );
}
