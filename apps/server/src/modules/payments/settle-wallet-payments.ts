import type { OrderStatus } from "@admit/contract/sale";
import { and, eq, exists, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders, type WalletPaymentOutcome, walletPayments } from "../../db/schema/index.ts";
import type { PaymentDeps } from "../../deps.ts";
import { PaymentError } from "../../integrations/payments/payment-provider.ts";
import {
  RETURN_REF,
  returnRef,
  stateOf,
  type WalletPaymentRow,
} from "../../integrations/payments/wallet-payments.ts";
import { releaseOrder } from "../purchase/release-orders.ts";
import { linkedWallet } from "../wallet-link/get-wallet-link.ts";
import { settleCharged } from "./settle-payment.ts";

/**
 * What a confirmed wallet payment does, whoever finds it (the customer's post, the sweep, a
 * restart): it is decided once, under its order's lock, and the decision is recorded on the
 * payment before anything moves (wallet_payments.outcome) — so a crash at any step finds the same
 * decision and finishes it. A payment takes its order when it comes from the order's wallet, for
 * exactly its amount, mined by the deadline, while the order still waits for money and no other
 * payment took it (the database holds one taker per order); the order is then settled by it
 * (paid, or refunded whole when its stock went meanwhile). Every other payment goes back to the
 * wallet that sent it, less the gas, and leaves the order as it was: a stranger's payment cannot
 * end someone's order, and a second one (a "speed up" posted after its first version) is never
 * both a ticket and a refund.
 */

/** Orders still waiting for their money (an ended one is taken again by a payment made in time). */
const TAKEABLE: OrderStatus[] = ["RESERVED", "PAYING", "EXPIRED", "FAILED"];
/** Payments settled per sweep; the rest wait for the next minute. */
const BATCH = 100;

/** Decides once what a recorded payment is for; answers the decision (the first one, in a race). */
export async function decideWalletPayment(db: Db, row: WalletPaymentRow): Promise<WalletPaymentOutcome> {
  if (row.outcome) return row.outcome;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, row.orderId), eq(orders.provider, "wallet")))
      .for("update");
    const [taken] = await tx
      .select({ id: walletPayments.id })
      .from(walletPayments)
      .where(and(eq(walletPayments.orderId, row.orderId), eq(walletPayments.outcome, "ORDER")));
    const payer = order ? (order.payer ?? (await linkedWallet(tx, order.userId))) : null;
    const outcome: WalletPaymentOutcome = !order
      ? "NO_ORDER"
      : taken || !TAKEABLE.includes(order.status)
        ? "EXTRA"
        : row.payer !== payer
          ? "WRONG_PAYER"
          : row.amount !== order.amount
            ? "AMOUNT_MISMATCH"
            : row.paidAt > order.expiresAt
              ? "LATE"
              : "ORDER";
    await tx
      .update(walletPayments)
      .set({ outcome })
      .where(and(eq(walletPayments.id, row.id), isNull(walletPayments.outcome)));
    // The order names its payment at once: the one that took it, never a hash someone posted.
    if (outcome === "ORDER")
      await tx
        .update(orders)
        .set({ paymentKey: row.txHash, payer, updatedAt: sql`now()` })
        .where(eq(orders.id, row.orderId));
    const [decided] = await tx
      .select({ outcome: walletPayments.outcome })
      .from(walletPayments)
      .where(eq(walletPayments.id, row.id));
    if (!decided?.outcome) throw new Error(`wallet payment ${row.txHash} not decided`);
    return decided.outcome;
  });
}

/** Decides a payment and carries the decision out: the order settled by it, or the money sent back. */
export async function settleWalletPayment(
  deps: PaymentDeps,
  row: WalletPaymentRow,
): Promise<WalletPaymentOutcome> {
  const outcome = await decideWalletPayment(deps.db, row);
  if (outcome === "ORDER") await settleCharged(deps, row.orderId, stateOf(row));
  else
    await deps.walletPayments.returnPayment(row.txHash).catch((err) => {
      if (!(err instanceof PaymentError)) throw err;
      // Decided already: the sweep sends it back when the chain takes it.
      deps.log.warn({ err, txHash: row.txHash }, "a wallet payment is sent back next time");
    });
  return outcome;
}

/**
 * One order by what the chain holds for its key: each confirmed payment settled in the order it
 * was mined. An order nothing paid ends at its deadline like any reservation — once every payment
 * mined by then is known — whatever hash was posted for it (one that never mines holds nothing).
 */
export async function settleWalletOrder(deps: PaymentDeps, orderId: string): Promise<void> {
  const { rows, knownUntil } = await deps.walletPayments.recordOrder(orderId);
  for (const row of rows) await settleWalletPayment(deps, row);
  const [order] = await deps.db
    .select({ status: orders.status, expiresAt: orders.expiresAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (
    order &&
    (order.status === "RESERVED" || order.status === "PAYING") &&
    order.expiresAt.getTime() <= Date.now() &&
    knownUntil >= order.expiresAt
  )
    await releaseOrder(deps.db, orderId, "EXPIRED", ["RESERVED", "PAYING"]);
}

/**
 * The sweep's look at the chain for wallet payments (every minute and at start-up): new Paid
 * events are recorded, then every payment whose decision is not carried out yet is — one nobody
 * reported (the browser closed after the wallet signed), one a crash left between its decision and
 * its effect, one whose return is still being mined. Safe to repeat: each step is done once.
 */
export async function settleWalletPayments(deps: PaymentDeps): Promise<number> {
  // No XRP order was ever made: no payment contract to look at (nor to deploy for nothing).
  const [any] = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(isNotNull(orders.walletKey))
    .limit(1);
  if (!any) return 0;
  await deps.walletPayments.scan();
  const due = await deps.db
    .select()
    .from(walletPayments)
    .where(
      or(
        isNull(walletPayments.outcome),
        and(
          sql`${walletPayments.outcome} <> 'ORDER'`,
          sql`not (concat(${RETURN_REF}::text, ${walletPayments.txHash}) = any(${walletPayments.refundRefs}))`,
        ),
        and(
          eq(walletPayments.outcome, "ORDER"),
          exists(
            deps.db
              .select({ id: orders.id })
              .from(orders)
              .where(and(eq(orders.id, walletPayments.orderId), inArray(orders.status, TAKEABLE))),
          ),
        ),
      ),
    )
    .orderBy(walletPayments.block, walletPayments.id)
    .limit(BATCH);
  let settled = 0;
  for (const row of due) {
    try {
      await settleWalletPayment(deps, row);
      settled++;
    } catch (err) {
      deps.log.warn({ err, txHash: row.txHash }, "a wallet payment found on chain is settled next time");
    }
  }
  return settled;
}

/** What a payment that took no order got back, and what the gas of sending it took. */
export function returnedTerms(row: WalletPaymentRow, fee: number) {
  const done = row.refundRefs.includes(returnRef(row.txHash));
  const refundAmount = done ? row.refunded : Math.max(0, row.amount - fee);
  return { refundAmount, refundFee: row.amount - refundAmount };
}
