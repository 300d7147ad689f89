import { ZApiError, ZIdParams, ZRowId } from "@admit/contract/api";
import { ZResaleReservationRequest } from "@admit/contract/resale";
import {
  ZCltnQtnrTemplate,
  ZOrderCancelRequest,
  ZOrderDetail,
  ZOrderEditRequest,
  ZOrderSummary,
  ZPaymentValidRequest,
  ZPaymentValidResponse,
  ZPriceQuote,
  ZPriceQuoteRequest,
  ZReservation,
  ZReservationQuery,
  ZReservationRequest,
  ZSaleSeatMap,
  ZSaleZoneMap,
  ZSeatClearRequest,
  ZSeatMapQuery,
  ZSeatReserveRequest,
  ZSeatReserveResponse,
  ZSeatTimeQuery,
  ZSeatTimeResponse,
} from "@admit/contract/sale";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idempotencyKey } from "../../lib/idempotency-key.ts";
import { contentLanguage } from "../../lib/request-language.ts";
import { requireUser } from "../sessions/require-user.ts";
import { cancelOrder } from "./cancel-order.ts";
import { editOrder } from "./edit-order.ts";
import { getCltnQtnrTemplate } from "./get-cltn-qtnr-template.ts";
import { getOrder, listOrders } from "./get-order.ts";
import { saleErrors as errors, ZOrderId } from "./order-route-schemas.ts";
import { quoteFor } from "./quote-price.ts";
import { reserveOrder } from "./reserve-order.ts";
import { reserveResale } from "./reserve-resale.ts";
import { saleSeatMap, saleZoneMap } from "./sale-seat-map.ts";
import { clearSeats, holdSeats, seatHoldTime } from "./seat-holds.ts";
import { validatePurchase } from "./validate-purchase.ts";

const ZPlace = z.object({ placeId: ZRowId });

/** A date's seats: the map, holding and releasing seats for a selection. */
const seatRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Holding and releasing seats, per customer: one count for both, so seats cannot be cycled. */
  const seatHoldLimit = app.rateLimit({
    max: app.config.sale.seatHoldsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) =>
      request.user ? `seat-holds:user:${request.user.id}` : `seat-holds:ip:${request.ip}`,
  });

  app.get(
    "/seats/:placeId/zone",
    {
      schema: {
        tags: ["purchase"],
        summary: "The zones of a date with the group selling each and the seats left",
        params: ZPlace,
        querystring: ZSeatMapQuery,
        response: { 200: ZSaleZoneMap, 404: ZApiError },
      },
    },
    async (request) => saleZoneMap(app.db, request.params.placeId, request.query, contentLanguage(request)),
  );
  app.get(
    "/seats/reserve/time",
    {
      schema: {
        tags: ["purchase"],
        summary: "When the selection's seat holds end (never extended)",
        querystring: ZSeatTimeQuery,
        response: { 200: ZSeatTimeResponse, ...errors },
      },
    },
    async (request) => seatHoldTime(app.db, requireUser(request).id, request.query.seatReqId),
  );
  app.get(
    "/seats/:placeId",
    {
      schema: {
        tags: ["purchase"],
        summary: "Seats of a date (of one zone with parentId): available, held, mine or sold",
        params: ZPlace,
        querystring: ZSeatMapQuery,
        response: { 200: ZSaleSeatMap, 404: ZApiError },
      },
    },
    async (request) =>
      saleSeatMap(app.db, request.params.placeId, request.query, request.user?.id, contentLanguage(request)),
  );
  app.put(
    "/seats/reserve",
    {
      onRequest: seatHoldLimit,
      schema: {
        tags: ["purchase"],
        summary: "Holds exactly these seats for the selection (6500 when one is taken); issues seatReqId",
        body: ZSeatReserveRequest,
        response: { 200: ZSeatReserveResponse, ...errors },
      },
    },
    async (request) => holdSeats(app, requireUser(request).id, request.body),
  );
  app.put(
    "/seats/reserve/clear",
    {
      onRequest: seatHoldLimit,
      schema: {
        tags: ["purchase"],
        summary: "Ends the selection: its unsold seats go back on sale",
        body: ZSeatClearRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await clearSeats(app.db, requireUser(request).id, request.body.seatReqId);
      return reply.status(204).send(null);
    },
  );
};

/** Before paying: the questionnaire, the server's price, the checks, the reservation. */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/cltns/:id/qtnr-template",
    {
      schema: {
        tags: ["purchase"],
        summary: "The attendee questionnaire a purchase of the collection answers, one per ticket",
        params: ZIdParams,
        response: { 200: ZCltnQtnrTemplate, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getCltnQtnrTemplate(app.db, request.params.id, contentLanguage(request)),
  );

  app.post(
    "/nft_groups/price",
    {
      schema: {
        tags: ["purchase"],
        summary: "The server's price of a selection: lines, referral discount, booking fee, total",
        body: ZPriceQuoteRequest,
        response: { 200: ZPriceQuote, ...errors },
      },
    },
    async (request) => quoteFor(app.db, request.user?.id, request.body, contentLanguage(request)),
  );
  app.post(
    "/payment/valid",
    {
      schema: {
        tags: ["purchase"],
        summary: "Whether these counts can be bought now (MAX_COUNT, NOT_ENOUGH_TICKETS, PURCHASE_LIMIT)",
        body: ZPaymentValidRequest,
        response: { 200: ZPaymentValidResponse, ...errors },
      },
    },
    async (request) => validatePurchase(app.db, requireUser(request).id, request.body),
  );
  app.post(
    "/orders/reservation",
    {
      config: { idempotent: true },
      schema: {
        tags: ["purchase"],
        summary: "Reserves the stock (or the held seats) until the payment deadline and opens the checkout",
        querystring: ZReservationQuery,
        body: ZReservationRequest,
        response: { 201: ZReservation, ...errors },
      },
    },
    async (request, reply) => {
      const reservation = await reserveOrder(
        app,
        requireUser(request).id,
        { ...request.body, nftGroupId: request.query.nftGroupId },
        idempotencyKey(request),
      );
      return reply.status(201).send(reservation);
    },
  );
};

/** The customer's orders: list, detail, attendee answers, cancelling. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/orders",
    {
      schema: {
        tags: ["purchase"],
        summary: "The customer's paid and refunded orders, newest first",
        response: { 200: z.array(ZOrderSummary), 401: ZApiError },
      },
    },
    async (request) => listOrders(app.db, requireUser(request).id, contentLanguage(request)),
  );
  app.get(
    "/orders/:id",
    {
      schema: {
        tags: ["purchase"],
        summary: "An order with its lines, tokens and what cancelling it would cost now",
        params: ZOrderId,
        response: { 200: ZOrderDetail, ...errors },
      },
    },
    async (request) => getOrder(app.db, requireUser(request).id, request.params.id, contentLanguage(request)),
  );
  app.put(
    "/orders/:id",
    {
      schema: {
        tags: ["purchase"],
        summary: "Edits the attendee answers of a paid order",
        params: ZOrderId,
        body: ZOrderEditRequest,
        response: { 200: ZOrderDetail, ...errors },
      },
    },
    async (request) =>
      editOrder(
        app.db,
        requireUser(request),
        request.params.id,
        request.body.attendees,
        contentLanguage(request),
      ),
  );
  app.post(
    "/orders/:id/cancel",
    {
      config: { idempotent: true },
      schema: {
        tags: ["purchase"],
        summary:
          "Cancels a paid order, or the tickets of it still held (all, or `nftIds`), with the fee of the terms; the refund goes through the provider",
        params: ZOrderId,
        body: ZOrderCancelRequest,
        response: { 200: ZOrderDetail, 402: ZApiError, 503: ZApiError, ...errors },
      },
      // The call had no body before tickets could be picked: none still cancels every ticket held.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) =>
      cancelOrder(
        app,
        requireUser(request).id,
        request.params.id,
        request.body.nftIds,
        contentLanguage(request),
      ),
  );
};

/**
 * Buying (spec §7 Discover and purchase, under `/discover`): seats, the checkout and the customer's
 * orders; paying them is `modules/payments/routes.ts`.
 */
export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(seatRoutes);
  await app.register(checkoutRoutes);
  await app.register(orderRoutes);
};

/** Reserving a resale ticket (spec §7 Tokens: buy/reservation); its payment is `modules/payments`. */
export const resaleReservationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/:id/buy/reservation",
    {
      config: { idempotent: true },
      schema: {
        tags: ["resale"],
        summary:
          "Holds a listed ticket for the buyer (as long as a seat hold) and opens the checkout for its price; resale purchases are final",
        params: ZIdParams,
        body: ZResaleReservationRequest,
        response: { 201: ZReservation, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await reserveResale(
            app,
            requireUser(request).id,
            request.params.id,
            { attendees: request.body?.attendees ?? [] },
            idempotencyKey(request),
          ),
        ),
  );
};
