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
import { createAccountMailQueue } from "../jobs/account-mail-job.ts";
import { scheduleChainReconcile } from "../jobs/chain-reconcile-job.ts";
import { scheduleExpireTokens } from "../jobs/expire-tokens-job.ts";
import { createSaleQueues, enqueueSaleSweep } from "../jobs/issue-order-job.ts";
import { createIssueTokenQueue } from "../jobs/issue-token-job.ts";
import { createMailQueue } from "../jobs/mail-job.ts";
import { createMessageQueue } from "../jobs/message-job.ts";
import { startQueue } from "../jobs/queue.ts";
import { resumeInterruptedIssuing } from "../modules/issuing/issue-order.ts";
import { workAccountMailQueue } from "../workers/account-mail-worker.ts";
import { workChainReconcile } from "../workers/chain-reconcile-worker.ts";
import { startChainWatch } from "../workers/chain-watch.ts";
import { workExpireTokens } from "../workers/expire-tokens-worker.ts";
import { workMailQueue } from "../workers/mail-worker.ts";
import { workMessageQueue } from "../workers/message-worker.ts";
import { workSaleQueues } from "../workers/sale-worker.ts";

declare module "fastify" {
  interface FastifyInstance {
    mail: MailTransport;
    messages: MessageTransport;
  }
}

/** Starts the job queue and, unless this process only serves requests, its workers. */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: { wrap?: ((boss: PgBoss) => PgBoss) | undefined }) => {
    const mail = createMailTransport(app.config, app.db);
    const { messages: m } = app.config;
    const messages =
      m.transport === "webhook" && m.webhookUrl
        ? createWebhookMessages({ url: m.webhookUrl, token: m.webhookToken })
        : createOutboxMessages(app.db);
    // Processes starting together would race creating the queue's schema and partitions.
    const queue = await app.database.exclusive("admit:job-queue-setup", async () => {
      const started = await startQueue(app.database, (err) => app.log.error({ err }, "job queue error"));
      const boss = options.wrap ? options.wrap(started) : started;
      await createMailQueue(boss);
      await createAccountMailQueue(boss);
      await scheduleExpireTokens(boss);
      await createMessageQueue(boss);
      await createSaleQueues(boss);
      await createIssueTokenQueue(boss);
      await scheduleChainReconcile(boss);
      return boss;
    });
    app.decorate("queue", queue);
    if (app.config.jobs.work) {
      await workMailQueue(queue, mail, app.config.mail.throughput);
      await workAccountMailQueue(queue, { db: app.db, queue, config: app.config });
      await workExpireTokens(queue, app);
      await workMessageQueue(queue, messages);
      await workSaleQueues(queue, app);
      // A process that died may have left payments unanswered: settle them now, not in a minute.
      await enqueueSaleSweep(queue);
      // …and tokens half-way to the chain, whose issue jobs it still holds until pg-boss expires
      // them (15 minutes): they are minted now, whatever their age (each mint is sent once).
      const resuming = resumeInterruptedIssuing(app, 0).then(
        (resumed) => resumed > 0 && app.log.info({ resumed }, "interrupted token issuing resumed"),
        (err: unknown) => app.log.warn({ err }, "resuming interrupted issuing failed; the sweep tries again"),
      );
      app.addHook("onClose", () => resuming);
      await workChainReconcile(queue, app);
      if (app.config.jobs.chainWatchSeconds > 0) {
        const stopWatch = startChainWatch(app, app.config.jobs.chainWatchSeconds * 1000);
        app.addHook("onClose", () => stopWatch());
      }
    }
    app.decorate("mail", mail);
    app.decorate("messages", messages);
    app.addHook("onClose", async () => {
      await queue.stop({ graceful: true, wait: true, timeout: 5000 });
      await mail.close?.();
    });
  },
);
