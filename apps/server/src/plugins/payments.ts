import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createPayments } from "../integrations/payments/create-payments.ts";
import type { PaymentProvider } from "../integrations/payments/payment-provider.ts";
import { routedPayments } from "../integrations/payments/payment-router.ts";
import { sandboxCheckoutRoutes } from "../integrations/payments/sandbox-checkout-routes.ts";
import { SANDBOX_CHECKOUT_PATH } from "../integrations/payments/sandbox-payments.ts";
import { createWalletPayments, type WalletPayments } from "../integrations/payments/wallet-payments.ts";

/**
 * Payments (`app.payments`): card payments by Toss Payments, or the sandbox with its hosted checkout
 * page at /sandbox/checkout, outside /api/v1 (never in production: the configuration refuses it
 * there); XRP orders by a linked wallet on chain (`app.walletPayments`), routed by payment-router.ts.
 */
export const paymentsPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      wrap?: ((provider: PaymentProvider) => PaymentProvider) | undefined;
      wrapWallet?: ((wallet: WalletPayments) => WalletPayments) | undefined;
    },
  ) => {
    const payments = createPayments(app.config, app.db);
    const real = createWalletPayments({
      db: app.db,
      chains: app.chains,
      pausedBySetting: app.config.walletPayments.paused,
    });
    const wallet = options.wrapWallet ? options.wrapWallet(real) : real;
    app.decorate("walletPayments", wallet);
    app.decorate<PaymentProvider>(
      "payments",
      routedPayments(options.wrap ? options.wrap(payments) : payments, wallet, app.db),
    );
    if (payments.name === "sandbox") {
      await app.register(sandboxCheckoutRoutes, { prefix: SANDBOX_CHECKOUT_PATH, sandbox: payments });
    }
  },
);
