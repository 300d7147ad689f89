import { ZApiError } from "@admit/contract/api";
import { ZMailboxQuery, ZMailboxResponse } from "@admit/contract/dev";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
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
};
