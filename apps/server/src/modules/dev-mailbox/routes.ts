import { ZApiError } from "@admit/contract/api";
import { ZMailboxQuery, ZMailboxResponse } from "@admit/contract/dev";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createOutboxMessages } from "../../integrations/messages/message-transport.ts";
import { AppError } from "../../lib/app-error.ts";
import { listOutbox } from "./list-outbox.ts";

/**
 * Whether a request may read the development outboxes: from this machine only, judged by the
 * socket's own address (never X-Forwarded-For, which any client can write), unless
 * DEV_MAILBOX_OPEN opens them. The mails hold password-reset links: anyone reading them could
 * take over any account, and `npm start` listens on every interface.
 */
export function mayReadDevOutbox(request: FastifyRequest, open: boolean): boolean {
  if (open) return true;
  const address = request.raw.socket.remoteAddress ?? "";
  return /^(127\.|::1$|::ffff:127\.)/.test(address);
}

/** GET /api/dev/mailbox: the outbox as JSON, so a newcomer and the E2E tests can follow mailed links. */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", async (request) => {
    if (!mayReadDevOutbox(request, app.config.mail.devMailboxOpen))
      throw new AppError("NOT_FOUND", { data: { path: request.url.split("?")[0] } });
  });

  app.get(
    "/mailbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Mails kept by the outbox transport, newest first (development only)",
        querystring: ZMailboxQuery,
        response: { 200: ZMailboxResponse, 404: ZApiError },
      },
    },
    async (request) => ({ items: await listOutbox(app.db, request.query.limit) }),
  );

  app.get(
    "/messages",
    {
      schema: {
        tags: ["dev"],
        summary: "Text messages kept by the outbox message transport, newest first (development only)",
        querystring: ZMailboxQuery,
        response: {
          200: z.object({
            items: z.array(
              z.object({ id: z.number(), to: z.string(), text: z.string(), createdAt: z.string() }),
            ),
          }),
        },
      },
    },
    async (request) => ({ items: (await createOutboxMessages(app.db).list(request.query.limit)) as never }),
  );
};
