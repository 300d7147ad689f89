import type { TOrderDetail } from "@admit/contract/sale";
import { dropsToWei } from "@admit/contract/xrp";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Hex } from "viem";
import { orders, seatHolds } from "../../db/schema/index.ts";
import type { Deps, PaymentDeps } from "../../deps.ts";
import { type ConfirmedPayment, PaymentError } from "../../integrations/payments/payment-provider.ts";
import { isTxHash, WALLET_NETWORK } from "../../integrations/payments/wallet-payments.ts";
import { AppError } from "../../lib/app-error.ts";
import { linkedWallet } from "../wallet-link/get-wallet-link.ts";
import { getOrder } from "./get-order.ts";
import { chargedBy, settleCharged } from "./settle-payment.ts";

type Order = typeof orders.$inferSelect;

/** How long a seat stays the payer's while the chain confirms, whatever its hold said. */
const CONFIRM_GRACE = sql`interval '2 minutes'`;

/**
 * POST /discover/orders/{id}/payment for an XRP order: `paymentKey` is the hash of the transaction
 * the linked wallet sent. The chain alone decides (wallet-payments.ts reads the contract's Paid
 * event): a transaction that does not pay this order changes nothing (WALLET_PAYMENT_INVALID); one
 * not confirmed yet leaves the order PAYING (UNAVAILABLE; asked again by this call and by the sweep,
 * even past the deadline — the money may be on its way); one that pays it settles it: paid, or —
 * paid by another wallet, after the deadline (8207), or with the wrong amount — refunded to the
 * sender less the gas. A second payment of an order paid already goes back the same way.
 */
export async function payByWallet(
  deps: PaymentDeps,
  userId: number,
  order: Order,
  paymentKey: string,
): Promise<TOrderDetail> {
  const txHash = paymentKey.toLowerCase();
  if (!isTxHash(txHash)) throw new AppError("WALLET_PAYMENT_INVALID", { data: { reason: "hash" } });
  // The payer is the wallet linked when the order's first transaction is named.
  await deps.db
    .update(orders)
    .set({ payer: (await linkedWallet(deps.db, userId)) ?? null })
    .where(and(eq(orders.id, order.id), isNull(orders.payer), isNull(orders.paymentKey)));

  let charged: ConfirmedPayment | undefined;
  try {
    charged = await deps.payments.confirm({
      paymentKey: txHash,
      orderId: order.id,
      amount: order.amount,
      idempotencyKey: `confirm-${order.id}`,
    });
  } catch (err) {
    if (!(err instanceof PaymentError)) throw err;
    if (err.code !== "PROVIDER_UNAVAILABLE")
      throw new AppError("WALLET_PAYMENT_INVALID", { data: { reason: err.code } });
  }

  // RESERVED → PAYING with this transaction, whatever the deadline: the block's time says if it was late.
  const [paying] = await deps.db
    .update(orders)
    .set({ status: "PAYING", paymentKey: txHash, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.status, "RESERVED"),
        or(isNull(orders.paymentKey), eq(orders.paymentKey, txHash)),
      ),
    )
    .returning();
  if (paying?.seatReqId)
    await deps.db
      .update(seatHolds)
      .set({ heldUntil: sql`greatest(${seatHolds.heldUntil}, now() + ${CONFIRM_GRACE})` })
      .where(eq(seatHolds.orderId, order.id));
  if (!charged) {
    if (paying) throw new AppError("UNAVAILABLE", { data: { reason: "payment-provider", status: "PAYING" } });
    throw new AppError("UNAVAILABLE", { data: { reason: "payment-provider", status: order.status } });
  }

  const [now] = await deps.db.select().from(orders).where(eq(orders.id, order.id));
  if (
    now?.paymentKey &&
    now.paymentKey !== txHash &&
    !["RESERVED", "EXPIRED", "FAILED"].includes(now.status)
  ) {
    // Paid (or being refunded) by another transaction: this one is extra and goes back.
    await deps.walletPayments
      .returnPayment(txHash)
      .catch((err) => deps.log.warn({ err, txHash }, "an extra wallet payment is sent back by the sweep"));
    throw new AppError("WALLET_PAYMENT_INVALID", { data: { reason: "paid-already" } });
  }
  if (now && now.paymentKey === null)
    await deps.db
      .update(orders)
      .set({ paymentKey: txHash })
      .where(and(eq(orders.id, order.id), isNull(orders.paymentKey)));
  await settleCharged(deps, order.id, chargedBy(charged));
  const detail = await getOrder(deps.db, userId, order.id);
  if (detail.status === "REFUNDING" || detail.status === "REFUNDED") {
    const refund = { refundAmount: detail.refundAmount, refundFee: detail.refundFee, orderId: order.id };
    if (detail.failure === "LATE") throw new AppError("8207", { data: refund });
    throw new AppError("5501", {
      data: { ...refund, reason: detail.failure === "WRONG_PAYER" ? "payer" : "amount" },
    });
  }
  return detail;
}

/**
 * GET /discover/orders/{id}/wallet: whether the linked wallet can pay the order now, asked before
 * the wallet signs — the order is still payable (8207 past its deadline), payments are not paused,
 * a wallet is linked, it has an account on XRPL EVM, and its balance covers the amount and the gas
 * (8204). Answers the balance, in wei as a decimal string.
 */
export async function checkWalletPayment(
  deps: Pick<Deps, "db" | "walletPayments" | "chains">,
  userId: number,
  orderId: string,
): Promise<{ payer: string; balance: string; value: string }> {
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.provider, "wallet")));
  if (!order) throw new AppError("4505");
  const expired = order.expiresAt.getTime() <= Date.now();
  if (order.status !== "RESERVED" || expired) {
    if (["PAYING", "PAID", "ISSUED"].includes(order.status))
      throw new AppError("BAD_REQUEST", { data: { reason: "order-not-payable", status: order.status } });
    throw new AppError("8207", { data: { orderId } });
  }
  if (await deps.walletPayments.paused()) throw new AppError("WALLET_PAYMENTS_PAUSED");
  const payer = await linkedWallet(deps.db, userId);
  if (!payer) throw new AppError("WALLET_NOT_LINKED");
  const client = deps.chains.client(WALLET_NETWORK);
  const [balance, nonce] = await Promise.all([
    client.public.getBalance({ address: payer as Hex }),
    client.public.getTransactionCount({ address: payer as Hex }),
  ]);
  if (balance === 0n && nonce === 0) throw new AppError("WALLET_NO_ACCOUNT", { data: { payer } });
  const value = dropsToWei(BigInt(order.amount));
  const { maxFeePerGas } = await client.fees();
  // pay() costs well under 60,000 gas: the balance must cover it on top of the amount.
  if (balance < value + 60_000n * maxFeePerGas)
    throw new AppError("8204", { data: { payer, balance: balance.toString(), value: value.toString() } });
  return { payer, balance: balance.toString(), value: value.toString() };
}
