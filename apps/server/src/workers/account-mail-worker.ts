import type PgBoss from "pg-boss";
import type { Deps } from "../deps.ts";
import { ACCOUNT_MAIL_QUEUE, type AccountMailJob } from "../jobs/account-mail-job.ts";
import { pacedAll } from "../lib/paced.ts";
import { requestPasswordReset } from "../modules/users/request-password-reset.ts";
import { resendVerification } from "../modules/users/resend-verification.ts";

export async function workAccountMailQueue(
  boss: PgBoss,
  deps: Pick<Deps, "db" | "queue" | "config">,
  pollingIntervalSeconds = 0.5,
) {
  const { concurrency, batchSize } = deps.config.mail.throughput;
  return boss.work<AccountMailJob>(
    ACCOUNT_MAIL_QUEUE,
    { pollingIntervalSeconds, batchSize },
    async (jobs) => {
      // Each only looks an account up and queues its mail: no provider's pace to keep.
      const done = await pacedAll(jobs, { concurrency, perSecond: Number.POSITIVE_INFINITY }, ({ data }) =>
        data.kind === "password-reset"
          ? requestPasswordReset(deps, data.email)
          : resendVerification(deps, data.email),
      );
      for (const [i, outcome] of done.entries()) {
        const job = jobs[i];
        if (outcome.status === "rejected" && job)
          await boss.fail(ACCOUNT_MAIL_QUEUE, job.id, { message: String(outcome.reason) });
      }
    },
  );
}
