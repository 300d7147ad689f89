import { ZApiError } from "@admit/contract/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentLanguage } from "../../lib/request-language.ts";
import { requireUser } from "../sessions/require-user.ts";
import { completeIdentityCheck, startIdentityCheck } from "./identity-checks.ts";

/** Identity checks for adult events (spec §2 /identify/nice), through the identity port. */
/** What a provider's return carries; anything else it adds is ignored. */
const ZIdentityCallbackQuery = z.object({
  id: z.string().max(100).optional(),
  token_version_id: z.string().max(200).optional(),
  enc_data: z.string().max(8000).optional(),
  integrity_value: z.string().max(200).optional(),
});

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/start",
    {
      schema: {
        tags: ["identity"],
        summary: "Opens an identity check; answers the provider's page to send the browser to",
        body: z.object({ next: z.string().max(500).optional() }),
        response: { 200: z.object({ redirectUrl: z.string() }), 401: ZApiError },
      },
    },
    async (request) =>
      startIdentityCheck(app, requireUser(request).id, contentLanguage(request), request.body.next),
  );
  app.get(
    "/callback",
    {
      schema: {
        tags: ["identity"],
        summary:
          "The provider's return: records what it verified and goes back (identity=verified|underAge|failed)",
        // The sandbox's `id`, or NICE's token_version_id, enc_data and integrity_value.
        querystring: ZIdentityCallbackQuery,
      },
    },
    async (request, reply) => reply.redirect(await completeIdentityCheck(app, request.query), 303),
  );
};
