import { ZApiError } from "@admit/contract/api";
import {
  ZClaimOffer,
  ZClaimPosterList,
  ZClaimPosterQuery,
  ZClaimQuery,
  ZClaimRequest,
  ZClaimResult,
} from "@admit/contract/claims";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contentLanguage } from "../../lib/request-language.ts";
import { requireHost } from "../door/require-host.ts";
import { requireUser } from "../sessions/require-user.ts";
import { getClaimOffer } from "./claim-offer.ts";
import { listClaimPosters } from "./claim-posters.ts";
import { claimToken } from "./claim-token.ts";

const errors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 409: ZApiError };

/**
 * QR claim codes (spec §7): GET shows what a code gives, POST mints it to the signed-in customer.
 * Registered twice: under /cltns for C… codes and under /nft-groups for N… codes.
 */
export function claimRoutes(scope: "CLTN" | "NFT_GROUP"): FastifyPluginAsyncZod {
  const what =
    scope === "CLTN"
      ? "a collection's token (codes starting with C)"
      : "a nft group's token (codes starting with N)";
  return async (app) => {
    // Guessing codes is slow: a person types a few, a script is stopped.
    const CODE_TRIES = { rateLimit: { max: app.config.perMinute.claimCodes, timeWindow: 60_000 } };
    app.get(
      "/qr/nft",
      {
        config: CODE_TRIES,
        schema: {
          tags: ["claims"],
          summary: `What a claim code gives — ${what} — and whether this account may claim it (1000 without a code)`,
          querystring: ZClaimQuery,
          response: { 200: ZClaimOffer, ...errors },
        },
      },
      async (request) =>
        getClaimOffer(app.db, request.query.code, scope, request.user?.id, contentLanguage(request)),
    );
    app.post(
      "/qr/nft",
      {
        config: CODE_TRIES,
        schema: {
          tags: ["claims"],
          summary: `Claims ${what}: 3101 outside its period, 3102 when its uses ran out, M-2001 when claimed already`,
          body: ZClaimRequest,
          response: { 200: ZClaimResult, ...errors },
        },
      },
      async (request) =>
        claimToken(
          { db: app.db, queue: app.queue, claimGuard: app.claimGuard },
          requireUser(request).id,
          request.body.code,
          scope,
        ),
    );
  };
}

/** A host's claim codes, for their printable posters. */
export const hostClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/claim-codes",
    {
      schema: {
        tags: ["claims"],
        summary: "The claim codes of the brands this host acts for, with their QR's URL and claim count",
        querystring: ZClaimPosterQuery,
        response: { 200: ZClaimPosterList, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) =>
      listClaimPosters(
        app.db,
        requireHost(request),
        app.config.publicUrl,
        contentLanguage(request),
        request.query.code,
      ),
  );
};
