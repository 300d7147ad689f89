import { ZApiError } from "@admit/contract/api";
import { ZLabel, ZLabelParams, ZLabelRedirectQuery, ZLabelRedirectResponse } from "@admit/contract/labels";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { offeredLoginMethods } from "../oauth/offered-login-methods.ts";
import { findLabel } from "./find-label.ts";
import { matchLabelPattern } from "./match-label-pattern.ts";

export const labelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/redirect",
    {
      schema: {
        tags: ["labels"],
        summary: "The label whose redirect patterns match a host or URL (null when none)",
        querystring: ZLabelRedirectQuery,
        response: { 200: ZLabelRedirectResponse, 400: ZApiError },
      },
    },
    async (request) => ({ name: await matchLabelPattern(app.db, request.query.pattern) }),
  );

  app.get(
    "/:name",
    {
      schema: {
        tags: ["labels"],
        summary: "A white label: logos, login methods and theme colours",
        params: ZLabelParams,
        response: { 200: ZLabel, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return findLabel(app.db, request.params.name, offeredLoginMethods(app.config));
    },
  );
};
