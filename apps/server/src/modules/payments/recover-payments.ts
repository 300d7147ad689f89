import { and, eq, lte, sql } from "drizzle-orm";
import { nfts, orders } from "../../db/schema/index.ts";
import type { PaymentDeps } from "../../deps.ts";
import { PaymentError } from "../../integrations/payments/payment-provider.ts";
import { enqueueIssueOrder } from "../../jobs/issue-order-job.ts";
import { AppError } from "../../lib/app-error.ts";
import { completeRefund } from "../purchase/refund-order.ts";
import { completeTicketRefund, dueTicketRefunds } from "../purchase/refund-tickets.ts";
import { settleUnknownPayment } from "./settle-payment.ts";
import { settleWalletOrder, settleWalletPayments } from "./settle-wallet-payments.ts";

/** Orders settled per sweep; the rest wait for the next minute. */
const BATCH = 100;

/**
 * The sale sweep's money part (every minute and at start-up): what a crash or a lost answer left
 * half done is finished by asking the provider. Payments PAYING and refunds REFUNDING (an order's,
 * or some of its tickets') for longer than any call of ours waits (`PAYMENT_SETTLE_AFTER_SECONDS`)
 * are settled by what the provider holds, and paid orders whose tokens still wait to be issued get their issuing job again (one
 * job per order: sending it again when it exists does nothing). Answers what it did.
 */
export async function recoverPayments(deps: PaymentDeps) {
  const before = sql`now() - make_interval(secs => ${deps.config.sale.settleAfterMs / 1000})`;
  const due = (status: "PAYING" | "REFUNDING") =>
    deps.db
      .select({ id: orders.id, provider: orders.provider })
      .from(orders)
      .where(and(eq(orders.status, status), lte(orders.updatedAt, before)))
      .orderBy(orders.updatedAt)
      .limit(BATCH);
  const result = { payments: 0, refunds: 0, issuing: 0, walletPayments: 0 };
  for (const { id, provider } of await due("PAYING")) {
    // A wallet order is settled by what the chain holds for its key, never by the hash posted for it.
    const settle = provider === "wallet" ? settleWalletOrder : settleUnknownPayment;
    if (await settleOne(deps, id, () => settle(deps, id))) result.payments++;
  }
  for (const { id } of await due("REFUNDING")) {
    if (await settleOne(deps, id, () => completeRefund(deps, id))) result.refunds++;
  }
  for (const id of await dueTicketRefunds(deps.db, deps.config.sale.settleAfterMs, BATCH)) {
    if (await settleOne(deps, id, () => completeTicketRefund(deps, id))) result.refunds++;
  }
  const unissued = await deps.db
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(nfts, eq(nfts.orderId, orders.id))
    .where(and(eq(orders.status, "PAID"), eq(nfts.status, "ISSUING"), lte(nfts.updatedAt, before)))
    .limit(BATCH);
  for (const { id } of unissued) await enqueueIssueOrder(deps.queue, id);
  result.issuing = unissued.length;
  result.walletPayments = await settleWalletPayments(deps).catch((err) => {
    deps.log.warn({ err }, "the chain's wallet payments are looked at next time");
    return 0;
  });
  if (result.payments + result.refunds + result.walletPayments > 0)
    deps.log.info(result, "payments settled with the provider");
  return result;
}

/** One order's settlement; a provider that cannot answer now is asked again next time. */
async function settleOne(deps: PaymentDeps, orderId: string, settle: () => Promise<unknown>) {
  try {
    await settle();
    return true;
  } catch (err) {
    const unanswered =
      (err instanceof AppError && err.code === "UNAVAILABLE") ||
      (err instanceof PaymentError && err.code === "PROVIDER_UNAVAILABLE");
    if (!unanswered) deps.log.error({ err, orderId }, "settling a payment failed");
    return false;
  }
}
