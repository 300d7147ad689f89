import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createPayments } from "../integrations/payments/create-payments.ts";
import type { PaymentProvider } from "../integrations/payments/payment-provider.ts";
import { sandboxCheckoutRoutes } from "../integrations/payments/sandbox-checkout-routes.ts";
import { SANDBOX_CHECKOUT_PATH } from "../integrations/payments/sandbox-payments.ts";

/**
 * Card payments (`app.payments`): Toss Payments, or the sandbox with its hosted checkout page at
 * /sandbox/checkout, outside /api/v1 (never in production: the configuration refuses it there).
 */
export const paymentsPlugin = fp(
  async (
    app: FastifyInstance,
    options: { wrap?: ((provider: PaymentProvider) => PaymentProvider) | undefined },
  ) => {
    const payments = createPayments(app.config, app.db);
    app.decorate<PaymentProvider>("payments", options.wrap ? options.wrap(payments) : payments);
    if (payments.name === "sandbox") {
      await app.register(sandboxCheckoutRoutes, { prefix: SANDBOX_CHECKOUT_PATH, sandbox: payments });
    }
  },
);
