import { ZApiError, ZIdParams } from "@admit/contract/api";
import {
  ZCouponDetail,
  ZCouponHistory,
  ZCouponList,
  ZCouponListQuery,
  ZCouponStatus,
} from "@admit/contract/coupons";
import { ZQrData } from "@admit/contract/nfts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contentLanguage } from "../../lib/request-language.ts";
import { requireUser } from "../sessions/require-user.ts";
import { couponHistory } from "./coupon-history.ts";
import { couponQrFor } from "./coupon-qr.ts";
import { toCouponDetail, toCouponStatus } from "./coupon-view.ts";
import { findOwnedCoupon, listMyCoupons } from "./my-coupons.ts";

/** The holder's coupons: list by mode, card, door code, status and history. */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: {
        tags: ["coupons"],
        summary: "The user's coupons: 'able' (usable now or later) or 'disabled' (used, expired, paused)",
        querystring: ZCouponListQuery,
        response: { 200: ZCouponList, 401: ZApiError },
      },
    },
    async (request) =>
      listMyCoupons(app.db, requireUser(request).id, request.query.mode, contentLanguage(request)),
  );
  app.get(
    "/:id",
    {
      schema: {
        tags: ["coupons"],
        summary: "A held coupon's card (4505 when it is not the user's)",
        params: ZIdParams,
        response: { 200: ZCouponDetail, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) =>
      toCouponDetail(
        await findOwnedCoupon(app.db, requireUser(request).id, request.params.id),
        contentLanguage(request),
      ),
  );
  app.post(
    "/:id/qr",
    {
      schema: {
        tags: ["coupons"],
        summary: "A door code for the coupon while it is ACTIVE (3101 otherwise)",
        params: ZIdParams,
        response: { 200: ZQrData, 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) =>
      couponQrFor(app, await findOwnedCoupon(app.db, requireUser(request).id, request.params.id)),
  );
  app.get(
    "/:id/status",
    {
      schema: {
        tags: ["coupons"],
        summary: "The coupon's status, polled while its code is shown",
        params: ZIdParams,
        response: { 200: ZCouponStatus, 401: ZApiError, 404: ZApiError },
      },
      config: { rateLimit: { max: app.config.perMinute.statusPolls, timeWindow: 60_000 } },
    },
    async (request) =>
      toCouponStatus(await findOwnedCoupon(app.db, requireUser(request).id, request.params.id)),
  );
  app.get(
    "/:id/history",
    {
      schema: {
        tags: ["coupons"],
        summary: "Redemptions, refused scans and undos, newest first",
        params: ZIdParams,
        response: { 200: ZCouponHistory, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const row = await findOwnedCoupon(app.db, requireUser(request).id, request.params.id);
      return couponHistory(app.db, row.held.id);
    },
  );
};
