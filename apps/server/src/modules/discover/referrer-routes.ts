import { ZApiError } from "@admit/contract/api";
import { ZReferrerValidRequest, ZReferrerValidResponse } from "@admit/contract/nfts";
import { inArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { nftGroups } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { findReferralCode } from "../nfts/questionnaire.ts";

/** POST /discover/referrer/valid: a referral code for the collection of these groups (valid.refCode otherwise). */
export const referrerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/referrer/valid",
    {
      schema: {
        tags: ["discover"],
        summary:
          "Checks a referral code for the groups' collection; VALIDATION valid.refCode when it is not one",
        body: ZReferrerValidRequest,
        response: { 200: ZReferrerValidResponse, 400: ZApiError },
      },
      config: { rateLimit: { max: app.config.perMinute.referrerChecks, timeWindow: 60_000 } },
    },
    async (request) => {
      const refused = () =>
        new AppError("VALIDATION", { field: "code", data: { fields: { code: "valid.refCode" } } });
      const groups = await app.db
        .select({ id: nftGroups.id, cltnId: nftGroups.cltnId })
        .from(nftGroups)
        .where(inArray(nftGroups.id, request.body.ngList));
      const cltnIds = new Set(groups.map((g) => g.cltnId));
      const [cltnId] = [...cltnIds];
      if (groups.length !== new Set(request.body.ngList).size || cltnIds.size !== 1 || cltnId === undefined)
        throw refused();
      const ref = await findReferralCode(app.db, cltnId, request.body.code, request.body.ngList);
      if (!ref) throw refused();
      return { valid: true as const, discountRate: ref.discountRate };
    },
  );
};
