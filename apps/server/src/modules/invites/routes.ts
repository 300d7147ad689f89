import { ZApiError } from "@admit/contract/api";
import { ZInvitation, ZInviteRequest } from "@admit/contract/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../sessions/require-user.ts";
import { inviteFriend, listInvitations } from "./invite-friend.ts";

export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/invite",
    {
      schema: {
        tags: ["users"],
        summary: "Invites a friend by e-mail: 2510 already invited, 2001 already a member",
        body: ZInviteRequest,
        response: { 201: z.object({ email: z.string() }), 400: ZApiError, 401: ZApiError, 409: ZApiError },
      },
      config: { rateLimit: { max: app.config.perMinute.changes, timeWindow: 60_000 } },
    },
    async (request, reply) =>
      reply.status(201).send(await inviteFriend(app, requireUser(request).id, request.body.email)),
  );

  app.get(
    "/invite",
    {
      schema: {
        tags: ["users"],
        summary: "The friends this person invited, newest first, and whether they joined",
        response: { 200: z.array(ZInvitation), 401: ZApiError },
      },
    },
    async (request) => listInvitations(app, requireUser(request).id),
  );
};
