import type PgBoss from "pg-boss";
import type { MailMessage, MailTransport } from "../integrations/mail/mail-transport.ts";
import { MAIL_QUEUE, type MailThroughput } from "../jobs/mail-job.ts";
import { pacedAll } from "../lib/paced.ts";

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
