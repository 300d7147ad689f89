import { ZApiError } from "@admit/contract/api";
import { ZBuyPaymentRequest } from "@admit/contract/resale";
import {
  ZOrderDetail,
  ZPaymentRequest,
  ZReservationQuery,
  ZReservationRequest,
  ZWalletPaymentCheck,
} from "@admit/contract/sale";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idempotencyKey } from "../../lib/idempotency-key.ts";
import { saleErrors as errors, ZOrderId } from "../purchase/order-route-schemas.ts";
import { requireUser } from "../sessions/require-user.ts";
import { checkWalletPayment } from "./pay-by-wallet.ts";
import { payFree } from "./pay-free.ts";
import { payOrder, payResale } from "./pay-order.ts";

/**
 * Paying an order (spec §7 Discover and purchase): a free selection at once, the provider's payment
 * confirmed, the linked wallet's check. Under `/discover`, beside `purchaseRoutes`.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
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
};

/** Paying a reserved resale ticket (spec §7 Tokens: buy/payment), through the same payments as a sale. */
export const resalePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
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
