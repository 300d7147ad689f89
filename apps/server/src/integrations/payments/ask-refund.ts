import type { BaseLogger } from "pino";
import { PaymentError, type PaymentProvider, type PaymentState } from "./payment-provider.ts";

/** What the provider made of a refund: done (now or before), no answer yet, or refused (its code). */
export type RefundAnswer = "done" | "unanswered" | { refused: string };

/**
 * Asks the provider for one refund of an order's payment, once whatever the retries (its
 * idempotency key). A refusal may mean it was done already: then what the provider holds decides —
 * the refund shows when no more than the payment less `refundedBefore` and `amount` is still charged.
 * It sits beside the port, below the modules: the order's refunds (`modules/purchase`) ask through
 * it, and `modules/payments` depends on purchase, not the other way.
 */
export async function askRefund(
  deps: { payments: PaymentProvider; log: Pick<BaseLogger, "warn" | "error"> },
  ask: {
    orderId: string;
    paymentKey: string;
    reason: string;
    amount: number;
    idempotencyKey: string;
    /** What earlier refunds of the same payment took back. */
    refundedBefore: number;
  },
): Promise<RefundAnswer> {
  try {
    await deps.payments.cancel({
      paymentKey: ask.paymentKey,
      reason: ask.reason,
      amount: ask.amount,
      idempotencyKey: ask.idempotencyKey,
    });
    return "done";
  } catch (err) {
    if (!(err instanceof PaymentError)) throw err;
    if (err.code === "PROVIDER_UNAVAILABLE") {
      deps.log.warn({ refund: ask.idempotencyKey, err }, "refund not answered; the sweep asks again");
      return "unanswered";
    }
    let state: PaymentState;
    try {
      state = await deps.payments.lookup(ask.orderId);
    } catch {
      return "unanswered";
    }
    if (
      state.status !== "NOT_CONFIRMED" &&
      state.balanceAmount <= state.amount - ask.refundedBefore - ask.amount
    )
      return "done";
    deps.log.error(
      { refund: ask.idempotencyKey, code: err.code, provider: err.providerCode },
      "the provider refused a refund",
    );
    return { refused: err.code };
  }
}
