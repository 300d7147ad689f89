import { ZApiError } from "@admit/contract/api";
import { ZMailboxQuery, ZMailboxResponse } from "@admit/contract/dev";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createOutboxMessages } from "../../integrations/messages/message-transport.ts";
import { listOutbox } from "./list-outbox.ts";

/** GET /api/dev/mailbox: the outbox as JSON, so a newcomer and the E2E tests can follow mailed links. */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
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
