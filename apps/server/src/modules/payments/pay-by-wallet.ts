import type { TOrderDetail } from "@admit/contract/sale";
import { dropsToWei } from "@admit/contract/xrp";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Hex } from "viem";
import { orders, walletPayments } from "../../db/schema/index.ts";
import type { Deps, PaymentDeps } from "../../deps.ts";
import { PaymentError } from "../../integrations/payments/payment-provider.ts";
import {
  isTxHash,
  WALLET_NETWORK,
  type WalletPaymentRow,
} from "../../integrations/payments/wallet-payments.ts";
import { AppError } from "../../lib/app-error.ts";
import { orderOf } from "../../policies/order-owner.ts";
import { getOrder } from "../purchase/get-order.ts";
import { graceSeatHolds } from "../purchase/payment-grace.ts";
import { linkedWallet } from "../wallet-link/get-wallet-link.ts";
import { returnedTerms, settleWalletOrder } from "./settle-wallet-payments.ts";

type Order = typeof orders.$inferSelect;

/**
 * POST /discover/orders/{id}/payment for an XRP order: `paymentKey` is the hash of the transaction
 * the wallet sent — a hint of where to look, not the payment: the chain alone decides what paid
 * the order (settle-wallet-payments.ts reads every confirmed Paid event under the order's key, so
 * a wallet's "speed up" that replaced the posted transaction pays it just the same). A hash that
 * pays nothing, or another order, changes nothing (WALLET_PAYMENT_INVALID); one not mined yet
 * leaves the order PAYING until its deadline (UNAVAILABLE; the screen asks again, the sweep
 * looks too). A posted payment that could not take the order — another wallet's or another
 * amount (5501), mined after the deadline (8207), or a second one (paid-already) — goes back to
 * the wallet that sent it, less the gas, and the order stays as it was.
 */
export async function payByWallet(
  deps: PaymentDeps,
  userId: number,
  order: Order,
  paymentKey: string,
): Promise<TOrderDetail> {
  const txHash = paymentKey.toLowerCase();
  if (!isTxHash(txHash)) throw new AppError("WALLET_PAYMENT_INVALID", { data: { reason: "hash" } });
  const posted = await unlessChainDown(order, () => deps.walletPayments.record(txHash));
  if (posted instanceof PaymentError && posted.code !== "PROVIDER_UNAVAILABLE")
    throw new AppError("WALLET_PAYMENT_INVALID", { data: { reason: posted.code } });
  if (!(posted instanceof PaymentError) && posted.orderId !== order.id)
    throw new AppError("WALLET_PAYMENT_INVALID", { data: { reason: "NOT_FOUND" } });

  await unlessChainDown(order, () => settleWalletOrder(deps, order.id));
  if (!(posted instanceof PaymentError)) {
    const [row] = await deps.db.select().from(walletPayments).where(eq(walletPayments.id, posted.id));
    if (row && row.outcome !== "ORDER") throw await returned(deps, order.id, row);
  }

  const current = () => deps.db.select().from(orders).where(eq(orders.id, order.id));
  let [now] = await current();
  if (now?.status === "RESERVED" || now?.status === "PAYING") {
    // Not mined (or not deep enough) yet: the order waits for it until its deadline, no longer.
    const [paying] = await deps.db
      .update(orders)
      .set({ status: "PAYING", updatedAt: sql`now()` })
      .where(and(eq(orders.id, order.id), eq(orders.status, "RESERVED"), gt(orders.expiresAt, sql`now()`)))
      .returning({ seatReqId: orders.seatReqId });
    if (paying?.seatReqId) await graceSeatHolds(deps.db, order.id);
    if (paying || now.status === "PAYING")
      throw new AppError("UNAVAILABLE", { data: { reason: "payment-provider", status: "PAYING" } });
    // Past its deadline, or paid by the sweep meanwhile: what it is now answers.
    [now] = await current();
  }
  if (!now || now.status === "RESERVED" || now.status === "EXPIRED" || now.status === "FAILED")
    throw new AppError("8207", { data: { orderId: order.id } });
  return getOrder(deps.db, userId, order.id);
}

/** The chain cannot be asked now: the order stays as it is, and the screen asks again. */
async function unlessChainDown<T>(order: Order, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof PaymentError && err.code === "PROVIDER_UNAVAILABLE")
      throw new AppError("UNAVAILABLE", { data: { reason: "payment-provider", status: order.status } });
    throw err;
  }
}

/** The answer for a posted payment that took no order: why, and what went back. */
async function returned(deps: PaymentDeps, orderId: string, row: WalletPaymentRow): Promise<AppError> {
  const refund = { ...returnedTerms(row, await deps.walletPayments.returnFee()), orderId };
  switch (row.outcome) {
    case "WRONG_PAYER":
      return new AppError("5501", { data: { ...refund, reason: "payer" } });
    case "AMOUNT_MISMATCH":
      return new AppError("5501", { data: { ...refund, reason: "amount" } });
    case "LATE":
      return new AppError("8207", { data: refund });
    default: {
      const [order] = await deps.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId));
      // Ended unpaid before this payment was mined: as late as one after the deadline.
      if (order?.status === "EXPIRED" || order?.status === "FAILED")
        return new AppError("8207", { data: refund });
      return new AppError("WALLET_PAYMENT_INVALID", { data: { reason: "paid-already" } });
    }
  }
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
    .where(and(eq(orders.id, orderId), orderOf(userId), eq(orders.provider, "wallet")));
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
