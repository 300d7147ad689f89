import { ZApiError, ZRowId } from "@admit/contract/api";
import {
  ZDoorScanList,
  ZGuestList,
  ZGuestQuery,
  ZHostEvent,
  ZHostEventList,
  ZHostEventParams,
  ZManualAdmitParams,
  ZManualAdmitRequest,
} from "@admit/contract/door";
import {
  ZCheckinCancelResponse,
  ZCheckinRequest,
  ZCheckinResponse,
  ZCouponUseCancelResponse,
} from "@admit/contract/nfts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentLanguage } from "../../lib/request-language.ts";
import { admitByHand } from "./admit-by-hand.ts";
import { checkIn } from "./check-in.ts";
import { guestList } from "./guest-list.ts";
import { findHostEvent, listHostEvents } from "./host-events.ts";
import { recentScans } from "./recent-scans.ts";
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
    async (request) => checkIn(app, requireHost(request), request.body, contentLanguage(request)),
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
    "/events",
    {
      schema: {
        tags: ["host"],
        summary: "The dates the host admits for, with live admitted/expected counts per date and gate",
        response: { 200: ZHostEventList, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => ({
      items: await listHostEvents(app.db, requireHost(request), contentLanguage(request)),
    }),
  );

  app.get(
    "/events/:timeId",
    {
      schema: {
        tags: ["host"],
        summary: "One date with its live counts (polled by the door)",
        params: ZHostEventParams,
        response: { 200: ZHostEvent, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) =>
      findHostEvent(app.db, requireHost(request), request.params.timeId, contentLanguage(request), {
        attendeeData: false,
      }),
  );

  app.get(
    "/events/:timeId/guests",
    {
      schema: {
        tags: ["host"],
        summary: "The guest list: search by name, seat or order; 410 six months after the event (§9)",
        params: ZHostEventParams,
        querystring: ZGuestQuery,
        response: { 200: ZGuestList, 401: ZApiError, 403: ZApiError, 404: ZApiError, 410: ZApiError },
      },
    },
    async (request) =>
      guestList(app.db, requireHost(request), request.params.timeId, request.query, contentLanguage(request)),
  );

  app.post(
    "/events/:timeId/guests/:nftId/admit",
    {
      schema: {
        tags: ["host"],
        summary: "Admits a guest by hand, with a reason; exactly once, as a scan",
        params: ZManualAdmitParams,
        body: ZManualAdmitRequest,
        response: {
          200: ZCheckinResponse,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
          410: ZApiError,
        },
      },
    },
    async (request) =>
      admitByHand(
        app,
        requireHost(request),
        { ...request.params, ...request.body },
        contentLanguage(request),
      ),
  );

  app.get(
    "/events/:timeId/scans",
    {
      schema: {
        tags: ["host"],
        summary: "The last scans at the date's door, newest first",
        params: ZHostEventParams,
        response: { 200: ZDoorScanList, 401: ZApiError, 403: ZApiError, 404: ZApiError, 410: ZApiError },
      },
    },
    async (request) => ({
      items: await recentScans(app.db, requireHost(request), request.params.timeId, contentLanguage(request)),
    }),
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
