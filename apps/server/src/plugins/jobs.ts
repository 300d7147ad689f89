import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type PgBoss from "pg-boss";
import { createMailTransport } from "../integrations/mail/create-mail-transport.ts";
import type { MailTransport } from "../integrations/mail/mail-transport.ts";
import { createAccountMailQueue, workAccountMailQueue } from "../jobs/account-mail-job.ts";
import { scheduleExpireTokens, workExpireTokens } from "../jobs/expire-tokens-job.ts";
import { createMailQueue, workMailQueue } from "../jobs/mail-job.ts";
import { startQueue } from "../jobs/queue.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Background jobs (pg-boss) on the app's database. */
    queue: PgBoss;
    mail: MailTransport;
  }
}

/** Starts the job queue and, unless this process only serves requests, its workers. */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const mail = createMailTransport(app.config, app.db);
  const queue = await startQueue(app.database, (err) => app.log.error({ err }, "job queue error"));
  await createMailQueue(queue);
  await createAccountMailQueue(queue);
  await scheduleExpireTokens(queue);
  app.decorate("queue", queue);
  if (app.config.jobs.work) {
    await workMailQueue(queue, mail);
    await workAccountMailQueue(queue, { db: app.db, queue, config: app.config });
    await workExpireTokens(queue, { db: app.db, log: app.log });
  }
  app.decorate("mail", mail);
  app.addHook("onClose", async () => {
    await queue.stop({ graceful: true, wait: true, timeout: 5000 });
    await mail.close?.();
  });
});
