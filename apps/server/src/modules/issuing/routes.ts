import { ZApiError, ZIdParams } from "@admit/contract/api";
import { ZNftTransactionParams, ZNftTransactionStatus } from "@admit/contract/nfts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../sessions/require-user.ts";
import { retryIssue } from "./retry-issue.ts";
import { transactionStatus } from "./transaction-status.ts";

/** Issuing again a token whose issuing failed, and where a token's chain transaction stands. */
export const issuingRoutes: FastifyPluginAsyncZod = async (app) => {
  // `recreate` is the spec's name for the same retry (FAIL/ISSUE_FAIL cards' "try again").
  for (const path of ["/:id/issue/retry", "/:id/recreate"])
    app.post(
      path,
      {
        schema: {
          tags: ["nfts"],
          summary:
            "Issues (records on chain) a token whose issuing failed (ISSUE_FAIL) again: ISSUING at once (BAD_REQUEST not-failed)",
          params: ZIdParams,
          response: {
            202: z.object({ status: z.literal("ISSUING") }),
            400: ZApiError,
            401: ZApiError,
            404: ZApiError,
          },
        },
        config: { rateLimit: { max: app.config.perMinute.changes, timeWindow: 60_000 } },
      },
      async (request, reply) =>
        reply.status(202).send(await retryIssue(app, requireUser(request).id, request.params.id)),
    );
  app.get(
    "/:id/transactions/:trstId/status",
    {
      schema: {
        tags: ["nfts"],
        summary: "Where one chain transaction of the caller's token stands (PENDING, CONFIRMED, FAILED)",
        params: ZNftTransactionParams,
        response: { 200: ZNftTransactionStatus, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) =>
      transactionStatus(app, requireUser(request).id, request.params.id, request.params.trstId),
  );
};
