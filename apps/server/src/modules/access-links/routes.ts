import { ZApiError, ZIdParams, ZRowId } from "@admit/contract/api";
import { ZCouponDetail, ZCouponList, ZCouponStatus } from "@admit/contract/coupons";
import {
  ZAccessLinkList,
  ZCreateAccessLinkRequest,
  ZCreatedAccessLink,
  ZNftDetail,
  ZNftSeatMap,
  ZNftStatus,
  ZQrData,
} from "@admit/contract/nfts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contentLanguage } from "../../lib/request-language.ts";
import { couponQrFor } from "../coupons/coupon-qr.ts";
import { toCouponDetail, toCouponStatus } from "../coupons/coupon-view.ts";
import { qrFor } from "../nfts/create-qr.ts";
import { detailOf, statusOf } from "../nfts/get-nft.ts";
import { seatMapOf } from "../nfts/seat-map.ts";
import { requireUser } from "../sessions/require-user.ts";
import {
  createAccessLink,
  linkedCoupon,
  linkedCoupons,
  linkedNft,
  linkedNftIds,
  listAccessLinks,
  revokeAccessLink,
} from "./access-links.ts";
import { resendQpass } from "./resend-qpass.ts";

const ZLink = z.object({ link: z.string().regex(/^[\w-]{16,64}$/) });
const ZLinkItem = ZLink.extend({ id: ZRowId });
/** Guessing links is pointless (192 bits) and throttled anyway. */

/** The holder's side: make, list and revoke links (new calls beside the spec's GETs). */
export const accessLinkOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/",
    {
      schema: {
        tags: ["access links"],
        summary:
          "Makes a public link to some of the user's tokens and coupons (with the coupons that came with those tokens); the link is shown only now",
        body: ZCreateAccessLinkRequest,
        response: { 201: ZCreatedAccessLink, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createAccessLink(app.db, requireUser(request).id, request.body, app.config.publicUrl)),
  );
  app.get(
    "/",
    {
      schema: {
        tags: ["access links"],
        summary: "The user's live links",
        response: { 200: ZAccessLinkList, 401: ZApiError },
      },
    },
    async (request) => listAccessLinks(app.db, requireUser(request).id),
  );
  app.delete(
    "/:id",
    {
      schema: {
        tags: ["access links"],
        summary: "Revokes a link at once",
        params: ZIdParams,
        response: { 204: z.null(), 401: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      await revokeAccessLink(app.db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** The public side (spec §7 Access links): no login, only the tokens the link names. */
export const accessLinkPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:link/nfts/ids",
    {
      schema: {
        tags: ["access links"],
        summary: "Ids of the tokens the link opens",
        params: ZLink,
        response: { 200: z.array(z.number().int()), 404: ZApiError },
      },
      config: { rateLimit: { max: app.config.perMinute.accessLinkReads, timeWindow: 60_000 } },
    },
    async (request) => linkedNftIds(app.db, request.params.link),
  );
  app.get(
    "/:link/nfts/:id",
    {
      schema: {
        tags: ["access links"],
        summary: "A token's card through the link",
        params: ZLinkItem,
        response: { 200: ZNftDetail, 404: ZApiError },
      },
      config: { rateLimit: { max: app.config.perMinute.accessLinkReads, timeWindow: 60_000 } },
    },
    async (request) =>
      detailOf(
        app,
        await linkedNft(app.db, request.params.link, request.params.id),
        contentLanguage(request),
      ),
  );
  app.post(
    "/:link/nfts/:id/qr",
    {
      schema: {
        tags: ["access links"],
        summary: "A door code through the link",
        params: ZLinkItem,
        response: { 200: ZQrData, 400: ZApiError, 404: ZApiError },
      },
      config: { rateLimit: { max: app.config.perMinute.accessLinkReads, timeWindow: 60_000 } },
    },
    async (request) => qrFor(app, await linkedNft(app.db, request.params.link, request.params.id)),
  );
  app.get(
    "/:link/nfts/:id/seat",
    {
      schema: {
        tags: ["access links"],
        summary: "The seat map through the link",
        params: ZLinkItem,
        response: { 200: ZNftSeatMap, 404: ZApiError },
      },
      config: { rateLimit: { max: app.config.perMinute.accessLinkReads, timeWindow: 60_000 } },
    },
    async (request) =>
      seatMapOf(
        app.db,
        await linkedNft(app.db, request.params.link, request.params.id),
        contentLanguage(request),
      ),
  );
  app.get(
    "/:link/nfts/:id/status",
    {
      schema: {
        tags: ["access links"],
        summary: "Status through the link, polled while flipped",
        params: ZLinkItem,
        response: { 200: ZNftStatus, 404: ZApiError },
      },
      config: { rateLimit: { max: app.config.perMinute.statusPolls, timeWindow: 60_000 } },
    },
    async (request) => statusOf(await linkedNft(app.db, request.params.link, request.params.id)),
  );
  app.get(
    "/:link/coupons",
    {
      schema: {
        tags: ["access links"],
        summary: "The coupons the link opens",
        params: ZLink,
        response: { 200: ZCouponList, 404: ZApiError },
      },
      config: { rateLimit: { max: app.config.perMinute.accessLinkReads, timeWindow: 60_000 } },
    },
    async (request) => {
      const now = new Date();
      return (await linkedCoupons(app.db, request.params.link)).map((row) =>
        toCouponDetail(row, contentLanguage(request), now),
      );
    },
  );
  app.get(
    "/:link/coupons/:id",
    {
      schema: {
        tags: ["access links"],
        summary: "A coupon's card through the link",
        params: ZLinkItem,
        response: { 200: ZCouponDetail, 404: ZApiError },
      },
      config: { rateLimit: { max: app.config.perMinute.accessLinkReads, timeWindow: 60_000 } },
    },
    async (request) =>
      toCouponDetail(
        await linkedCoupon(app.db, request.params.link, request.params.id),
        contentLanguage(request),
      ),
  );
  app.post(
    "/:link/coupons/:id/qr",
    {
      schema: {
        tags: ["access links"],
        summary: "A coupon's door code through the link",
        params: ZLinkItem,
        response: { 200: ZQrData, 400: ZApiError, 404: ZApiError },
      },
      config: { rateLimit: { max: app.config.perMinute.accessLinkReads, timeWindow: 60_000 } },
    },
    async (request) => couponQrFor(app, await linkedCoupon(app.db, request.params.link, request.params.id)),
  );
  app.get(
    "/:link/coupons/:id/status",
    {
      schema: {
        tags: ["access links"],
        summary: "A coupon's status through the link, polled while its code is shown",
        params: ZLinkItem,
        response: { 200: ZCouponStatus, 404: ZApiError },
      },
      config: { rateLimit: { max: app.config.perMinute.statusPolls, timeWindow: 60_000 } },
    },
    async (request) => toCouponStatus(await linkedCoupon(app.db, request.params.link, request.params.id)),
  );
};

/** Q-pass: a token's access link texted to the attendee's phone. */
export const qpassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/:id/qpass/resend",
    {
      schema: {
        tags: ["nfts"],
        summary: "Q-pass: texts the attendee's phone a link to the ticket (BAD_REQUEST not-qpass / no-phone)",
        params: ZIdParams,
        response: { 204: z.null(), 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
      config: { rateLimit: { max: app.config.perMinute.sends, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      await resendQpass(app, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
