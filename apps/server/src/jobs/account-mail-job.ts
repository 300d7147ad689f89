import type PgBoss from "pg-boss";

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
