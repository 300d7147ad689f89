import type { FastifyInstance } from "fastify";
import type PgBoss from "pg-boss";
import { pacedAll } from "../lib/paced.ts";
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
  pollingIntervalSeconds = 0.5,
) {
  const { concurrency, batchSize } = app.config.mail.throughput;
  return boss.work<AccountMailJob>(
    ACCOUNT_MAIL_QUEUE,
    { pollingIntervalSeconds, batchSize },
    async (jobs) => {
      // Each only looks an account up and queues its mail: no provider's pace to keep.
      const done = await pacedAll(jobs, { concurrency, perSecond: Number.POSITIVE_INFINITY }, ({ data }) =>
        data.kind === "password-reset"
          ? requestPasswordReset(app, data.email)
          : resendVerification(app, data.email),
      );
      for (const [i, outcome] of done.entries()) {
        const job = jobs[i];
        if (outcome.status === "rejected" && job)
          await boss.fail(ACCOUNT_MAIL_QUEUE, job.id, { message: String(outcome.reason) });
      }
    },
  );
}
