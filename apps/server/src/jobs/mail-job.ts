import type PgBoss from "pg-boss";
import type { MailMessage, MailTransport } from "../integrations/mail/mail-transport.ts";
import { pacedAll } from "../lib/paced.ts";

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

/**
 * Sends queued mails, `concurrency` at a time and at most `perSecond` (the transport's pace): a
 * burst of sign-ups gets its mails in seconds, not one a second. A mail that fails is handed back
 * to pg-boss on its own, to be retried later; the others of its batch are done.
 */
export async function workMailQueue(
  boss: PgBoss,
  transport: MailTransport,
  throughput: MailThroughput,
  pollingIntervalSeconds = 0.5,
) {
  return boss.work<MailMessage>(
    MAIL_QUEUE,
    { pollingIntervalSeconds, batchSize: throughput.batchSize },
    async (jobs) => {
      const sent = await pacedAll(jobs, throughput, (job) => transport.send(job.data));
      for (const [i, outcome] of sent.entries()) {
        const job = jobs[i];
        if (outcome.status === "rejected" && job)
          await boss.fail(MAIL_QUEUE, job.id, errorOutput(outcome.reason));
      }
    },
  );
}

/** What a failed job keeps of its error (pg-boss stores it as the job's output). */
const errorOutput = (reason: unknown) => ({
  message: reason instanceof Error ? reason.message : String(reason),
});
