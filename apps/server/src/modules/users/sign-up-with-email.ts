import type { Language } from "@admit/contract/i18n";
import { findLiveUserByEmail } from "../../db/queries/users.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { insertAccount } from "./create-account.ts";
import { sendVerificationMail } from "./send-verification-mail.ts";

export interface SignUpInput {
  email: string;
  name: string;
  pwd: string;
  allowAd: boolean;
  lang: Language;
}

/**
 * Creates an unverified account (terms accepted on the form) and mails the verification
 * link. An address already registered answers 2001 on the e-mail field.
 */
export async function signUpWithEmail(
  deps: Pick<Deps, "db" | "queue" | "config" | "secrets">,
  input: SignUpInput,
) {
  if (await findLiveUserByEmail(deps.db, input.email)) throw new AppError("2001", { field: "email" });
  const passwordHash = await hashPassword(input.pwd);
  // Two sign-ups racing for one address: the unique index lets one through, the other gets 2001.
  const user = await deps.db.transaction(async (tx) => {
    const created = await insertAccount(
      tx,
      {
        email: input.email,
        name: input.name,
        passwordHash,
        language: input.lang,
        allowAd: input.allowAd,
        termsAcceptedAt: new Date(),
      },
      deps.secrets.walletKey,
    );
    if (!created) throw new AppError("2001", { field: "email" });
    return created;
  });
  await sendVerificationMail(deps, user);
  return { email: user.email };
}
