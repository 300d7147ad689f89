import type { FastifyInstance } from "fastify";
import type PgBoss from "pg-boss";
import { requestPasswordReset } from "../modules/users/request-password-reset.ts";
import { resendVerification } from "../modules/users/resend-verification.ts";

/**
 * Mails that must not reveal whether an address has an account (password reset, verification
 * resend). The request only queues the address, so it takes the same time either way; the worker
 * looks the account up and mails if there is one.
 */
export const ACCOUNT_MAIL_QUEUE = "account-mail";

export interface AccountMailJob {
  kind: "password-reset" | "verification-resend";
  email: string;
}

const RETRY = { retryLimit: 3, retryDelay: 5, retryBackoff: true };

export async function createAccountMailQueue(boss: PgBoss) {
  await boss.createQueue(ACCOUNT_MAIL_QUEUE, { name: ACCOUNT_MAIL_QUEUE, ...RETRY });
}

export async function enqueueAccountMail(boss: PgBoss, job: AccountMailJob) {
  await boss.send(ACCOUNT_MAIL_QUEUE, job, RETRY);
}

export async function workAccountMailQueue(
  boss: PgBoss,
  app: Pick<FastifyInstance, "db" | "queue" | "config">,
  pollingIntervalSeconds = 1,
) {
  return boss.work<AccountMailJob>(ACCOUNT_MAIL_QUEUE, { pollingIntervalSeconds }, async (jobs) => {
    for (const { data } of jobs) {
      if (data.kind === "password-reset") await requestPasswordReset(app, data.email);
      else await resendVerification(app, data.email);
    }
  });
}
