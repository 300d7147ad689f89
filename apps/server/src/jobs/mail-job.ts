import type PgBoss from "pg-boss";
import type { MailMessage, MailTransport } from "../integrations/mail/mail-transport.ts";

export const MAIL_QUEUE = "mail-send";

export interface RetryPolicy {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
}

/** A mail is retried 5 times with growing delays (10 s, 20 s, 40 s …) before it fails for good. */
export const MAIL_RETRY: RetryPolicy = { retryLimit: 5, retryDelay: 10, retryBackoff: true };

export async function createMailQueue(boss: PgBoss, retry: RetryPolicy = MAIL_RETRY) {
  await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...retry });
}

/** Queues a mail for the background worker; returns the job id. */
export async function enqueueMail(boss: PgBoss, message: MailMessage, retry: RetryPolicy = MAIL_RETRY) {
  return boss.send(MAIL_QUEUE, message, retry);
}

/** Sends queued mails; a thrown error makes pg-boss retry the job later. */
export async function workMailQueue(boss: PgBoss, transport: MailTransport, pollingIntervalSeconds = 1) {
  return boss.work<MailMessage>(MAIL_QUEUE, { pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) await transport.send(job.data);
  });
}
