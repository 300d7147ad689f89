import { ZApiError, ZIdParams } from "@admit/contract/api";
import { ZRsvpRequest, ZRsvpView } from "@admit/contract/claims";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contentLanguage } from "../../lib/request-language.ts";
import { requireUser } from "../sessions/require-user.ts";
import { answerRsvp, getRsvp } from "./rsvp.ts";

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError, 410: ZApiError };

/** RSVP events (spec §7 GET and PUT /cltns/{id}/rsvp). */
export const rsvpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id/rsvp",
    {
      schema: {
        tags: ["claims"],
        summary:
          "A free event's RSVP: capacity, going, waiting, the deadline and this account's answer (1003 when it is no RSVP event)",
        params: ZIdParams,
        response: { 200: ZRsvpView, ...errors },
      },
    },
    async (request) => getRsvp(app.db, request.params.id, request.user?.id, contentLanguage(request)),
  );
  app.put(
    "/:id/rsvp",
    {
      schema: {
        tags: ["claims"],
        summary:
          "Answers yes (a ticket, or the waiting list when full) or no (the ticket goes back and the first waiting gets it); 3101 before it opens, 3106 after the deadline",
        params: ZIdParams,
        body: ZRsvpRequest,
        response: { 200: ZRsvpView, ...errors },
      },
      config: { rateLimit: { max: app.config.perMinute.changes, timeWindow: 60_000 } },
    },
    async (request) =>
      answerRsvp(app, requireUser(request).id, request.params.id, request.body, contentLanguage(request)),
  );
};
