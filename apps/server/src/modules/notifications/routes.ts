import { ZApiError, ZIdParams } from "@admit/contract/api";
import { ZNotificationDetail, ZUnconfirmedIds } from "@admit/contract/notifications";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../sessions/require-user.ts";
import { confirmNotification, getUnconfirmed, listUnconfirmed } from "./notifications.ts";

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/unconfirm",
    {
      schema: {
        tags: ["notifications"],
        summary: "Ids of the unconfirmed notifications, oldest first",
        response: { 200: ZUnconfirmedIds, 401: ZApiError },
      },
    },
    async (request) => listUnconfirmed(app.db, requireUser(request).id),
  );

  app.get(
    "/unconfirm/:id",
    {
      schema: {
        tags: ["notifications"],
        summary: "One unconfirmed notification with the detail of its type",
        params: ZIdParams,
        response: { 200: ZNotificationDetail, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getUnconfirmed(app.db, requireUser(request).id, request.params.id),
  );

  app.post(
    "/:id/confirm",
    {
      schema: {
        tags: ["notifications"],
        summary: "Marks a notification as seen",
        params: ZIdParams,
        response: { 204: z.null(), 401: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      await confirmNotification(app.db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
