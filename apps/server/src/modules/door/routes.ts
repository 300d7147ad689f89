import { ZApiError, ZRowId } from "@admit/contract/api";
import {
  ZCheckinCancelResponse,
  ZCheckinRequest,
  ZCheckinResponse,
  ZCouponUseCancelResponse,
} from "@admit/contract/nfts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkIn } from "./check-in.ts";
import { requireHost } from "./require-host.ts";
import { couponUse, ticketUse, undoUse } from "./undo-use.ts";

/** The door: hosts admit holders by their QR code (issue 4; not in the spec's call list). */
export const doorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/checkin",
    {
      schema: {
        tags: ["host"],
        summary: "Admits the holder of a scanned code exactly once; every scan answers its result",
        body: ZCheckinRequest,
        response: { 200: ZCheckinResponse, 401: ZApiError, 403: ZApiError },
      },
      // A busy gate scans fast; the per-client default would stop it.
      config: { rateLimit: { max: app.config.door.checkinsPerMinute, timeWindow: 60_000 } },
    },
    async (request) => checkIn(app, requireHost(request), request.body),
  );

  app.post(
    "/checkin/:historyId/cancel",
    {
      schema: {
        tags: ["host"],
        summary: "Undoes an admission (USE_CANCEL)",
        params: z.object({ historyId: ZRowId }),
        response: {
          200: ZCheckinCancelResponse,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
        },
      },
    },
    async (request) => undoUse(app, requireHost(request), request.params.historyId, ticketUse),
  );

  app.post(
    "/checkin/coupons/:historyId/cancel",
    {
      schema: {
        tags: ["host"],
        summary: "Undoes a coupon redemption (USE_CANCEL in the coupon's history)",
        params: z.object({ historyId: ZRowId }),
        response: {
          200: ZCouponUseCancelResponse,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
        },
      },
    },
    async (request) => undoUse(app, requireHost(request), request.params.historyId, couponUse),
  );

  app.get(
    "/qr-key",
    {
      schema: {
        tags: ["host"],
        summary:
          "The Ed25519 public key that signs door codes (raw 32 bytes, base64url), for offline scanners",
        response: { 200: z.object({ alg: z.literal("Ed25519"), publicKey: z.string() }) },
      },
    },
    async () => ({ alg: "Ed25519" as const, publicKey: app.secrets.qrKeys.publicKeyRaw }),
  );
};
