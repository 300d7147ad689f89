import type PgBoss from "pg-boss";
import type { MailMessage } from "../integrations/mail/mail-transport.ts";

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

/**
 * Queues a mail for the background worker; returns the job id. With `id` (see `jobIdOf`) a mail
 * sent again — by a retry after a crash — is queued once.
 */
export async function enqueueMail(
  boss: PgBoss,
  message: MailMessage,
  retry: RetryPolicy = MAIL_RETRY,
  id?: string,
) {
  return boss.send(MAIL_QUEUE, message, id ? { ...retry, id } : retry);
}

/** How fast mail leaves: mails fetched per poll, sent at once, and started per second. */
export interface MailThroughput {
  batchSize: number;
  concurrency: number;
  perSecond: number;
}
