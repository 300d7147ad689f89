import { ZApiError, ZIdParams, ZRowId } from "@admit/contract/api";
import { ZNftTransactionParams, ZNftTransactionStatus } from "@admit/contract/nfts";
import { ZBuyPaymentRequest, ZResaleReservationRequest } from "@admit/contract/resale";
import {
  ZCltnQtnrTemplate,
  ZOrderCancelRequest,
  ZOrderDetail,
  ZOrderEditRequest,
  ZOrderSummary,
  ZPaymentRequest,
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
  ZWalletPaymentCheck,
} from "@admit/contract/sale";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { contentLanguage } from "../../lib/request-language.ts";
import { requireUser } from "../sessions/require-user.ts";
import { cancelOrder } from "./cancel-order.ts";
import { editOrder } from "./edit-order.ts";
import { getCltnQtnrTemplate } from "./get-cltn-qtnr-template.ts";
import { getOrder, listOrders } from "./get-order.ts";
import { checkWalletPayment } from "./pay-by-wallet.ts";
import { payFree } from "./pay-free.ts";
import { payOrder, payResale } from "./pay-order.ts";
import { quoteFor } from "./quote-price.ts";
import { reserveOrder } from "./reserve-order.ts";
import { reserveResale } from "./reserve-resale.ts";
import { retryIssue } from "./retry-issue.ts";
import { saleSeatMap, saleZoneMap } from "./sale-seat-map.ts";
import { clearSeats, holdSeats, seatHoldTime } from "./seat-holds.ts";
import { transactionStatus } from "./transaction-status.ts";
import { validatePurchase } from "./validate-purchase.ts";

const ZPlace = z.object({ placeId: ZRowId });
const ZOrderId = z.object({ id: z.string().regex(/^ord_[\w-]{8,40}$/) });
const errors = {
  400: ZApiError,
  401: ZApiError,
  404: ZApiError,
  409: ZApiError,
  410: ZApiError,
  422: ZApiError,
};

/** The Idempotency-Key header: a retried submit with the same key does not reserve or charge twice. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers["idempotency-key"];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !/^[\w:.-]{8,200}$/.test(value))
    throw new AppError("VALIDATION", { field: "Idempotency-Key" });
  return value;
}

/** Buying (spec §7 Discover and purchase): seats, prices, checks, reservation, payment, orders. */
export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
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
  app.post(
    "/payment/free",
    {
      config: { idempotent: true },
      schema: {
        tags: ["purchase"],
        summary: "Reserves and pays a selection whose total is 0 (5501 otherwise)",
        querystring: ZReservationQuery,
        body: ZReservationRequest,
        response: { 201: ZOrderDetail, ...errors },
      },
    },
    async (request, reply) => {
      const order = await payFree(
        app,
        requireUser(request).id,
        { ...request.body, nftGroupId: request.query.nftGroupId },
        idempotencyKey(request),
      );
      return reply.status(201).send(order);
    },
  );
  app.post(
    "/orders/:id/payment",
    {
      config: { idempotent: true },
      schema: {
        tags: ["purchase"],
        summary: "Confirms the provider's payment within the deadline; the tokens are then issued",
        params: ZOrderId,
        body: ZPaymentRequest,
        response: { 200: ZOrderDetail, 402: ZApiError, 503: ZApiError, ...errors },
      },
    },
    async (request) =>
      payOrder(app, requireUser(request).id, request.params.id, request.body, idempotencyKey(request)),
  );
  app.get(
    "/orders/:id/wallet",
    {
      schema: {
        tags: ["purchase"],
        summary:
          "Before the linked wallet signs an XRP order's payment: payable (8207), not paused, a wallet linked with an account and enough balance (8204)",
        params: ZOrderId,
        response: { 200: ZWalletPaymentCheck, 503: ZApiError, ...errors },
      },
    },
    async (request) => checkWalletPayment(app, requireUser(request).id, request.params.id),
  );

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

/** Issuing again a token of an order whose issuing failed: purchase owns orders and their issuing. */
export const issueRetryRoutes: FastifyPluginAsyncZod = async (app) => {
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

/** Buying a resale ticket (spec §7 Tokens: buy/reservation, buy/payment), through the same payments as a sale. */
export const resaleBuyRoutes: FastifyPluginAsyncZod = async (app) => {
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
  app.post(
    "/buy/payment",
    {
      config: { idempotent: true },
      schema: {
        tags: ["resale"],
        summary:
          "Confirms the resale order's payment (certiCode: the provider's payment key); the ticket then moves to the buyer",
        body: ZBuyPaymentRequest,
        response: { 200: ZOrderDetail, 402: ZApiError, 503: ZApiError, ...errors },
      },
    },
    async (request) => payResale(app, requireUser(request).id, request.body, idempotencyKey(request)),
  );
};
