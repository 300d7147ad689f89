import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type PgBoss from "pg-boss";
import { createMailTransport } from "../integrations/mail/create-mail-transport.ts";
import type { MailTransport } from "../integrations/mail/mail-transport.ts";
import {
  createOutboxMessages,
  createWebhookMessages,
  type MessageTransport,
} from "../integrations/messages/message-transport.ts";
import { createAccountMailQueue, workAccountMailQueue } from "../jobs/account-mail-job.ts";
import { scheduleExpireTokens, workExpireTokens } from "../jobs/expire-tokens-job.ts";
import { createSaleQueues, workSaleQueues } from "../jobs/issue-order-job.ts";
import { createMailQueue, workMailQueue } from "../jobs/mail-job.ts";
import { createMessageQueue, workMessageQueue } from "../jobs/message-job.ts";
import { startQueue } from "../jobs/queue.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Background jobs (pg-boss) on the app's database. */
    queue: PgBoss;
    mail: MailTransport;
    messages: MessageTransport;
  }
}

/** Starts the job queue and, unless this process only serves requests, its workers. */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const mail = createMailTransport(app.config, app.db);
  const { messages: m } = app.config;
  const messages =
    m.transport === "webhook" && m.webhookUrl
      ? createWebhookMessages({ url: m.webhookUrl, token: m.webhookToken })
      : createOutboxMessages(app.db);
  const queue = await startQueue(app.database, (err) => app.log.error({ err }, "job queue error"));
  await createMailQueue(queue);
  await createAccountMailQueue(queue);
  await scheduleExpireTokens(queue);
  await createMessageQueue(queue);
  await createSaleQueues(queue);
  app.decorate("queue", queue);
  if (app.config.jobs.work) {
    await workMailQueue(queue, mail);
    await workAccountMailQueue(queue, { db: app.db, queue, config: app.config });
    await workExpireTokens(queue, { db: app.db, log: app.log });
    await workMessageQueue(queue, messages);
    await workSaleQueues(queue, { db: app.db, issuer: app.issuer, log: app.log });
  }
  app.decorate("mail", mail);
  app.decorate("messages", messages);
  app.addHook("onClose", async () => {
    await queue.stop({ graceful: true, wait: true, timeout: 5000 });
    await mail.close?.();
  });
});
