import { and, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { orders, walletLinks } from "../../db/schema/index.ts";
import type { PaymentDeps } from "../../deps.ts";
import type { WalletPaymentRow } from "../../integrations/payments/wallet-payments.ts";
import { chargedBy, settleCharged } from "./settle-payment.ts";

/**
 * The sweep's look at the chain for wallet payments nobody reported (the browser closed between
 * the wallet's signature and our call, or a second transaction for one order): each new Paid event
 * is recorded, then settles its order when the order still waits for its payment (paid in time,
 * or refunded when late or from another wallet), or goes back to its wallet less the gas (the
 * order was paid by another transaction, or no order of ours has that key). Safe to repeat: a
 * payment is recorded once, an order settled once, a payment sent back once.
 */
export async function settleWalletPayments(deps: PaymentDeps): Promise<number> {
  // No XRP order was ever made: no payment contract to look at (nor to deploy for nothing).
  const [any] = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(isNotNull(orders.walletKey))
    .limit(1);
  if (!any) return 0;
  const found = await deps.walletPayments.scan();
  let settled = 0;
  for (const row of found) {
    try {
      if (await settleFound(deps, row)) settled++;
    } catch (err) {
      deps.log.warn({ err, txHash: row.txHash }, "a wallet payment found on chain is settled next time");
    }
  }
  return settled;
}

async function settleFound(deps: PaymentDeps, row: WalletPaymentRow): Promise<boolean> {
  // The order takes this payment when it has none yet (or it is this one) and still waits for money.
  const [order] = await deps.db
    .update(orders)
    .set({
      paymentKey: row.txHash,
      // Nobody named the payer: the wallet linked to the account is the one that may pay.
      payer: sql`coalesce(${orders.payer}, (select ${walletLinks.address} from ${walletLinks} where ${walletLinks.userId} = ${orders.userId}))`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(orders.id, row.orderId),
        inArray(orders.status, ["RESERVED", "PAYING", "EXPIRED", "FAILED"]),
        or(isNull(orders.paymentKey), eq(orders.paymentKey, row.txHash)),
      ),
    )
    .returning();
  if (order) {
    const charged = await deps.payments.confirm({
      paymentKey: row.txHash,
      orderId: order.id,
      amount: order.amount,
      idempotencyKey: `confirm-${order.id}`,
    });
    await settleCharged(deps, order.id, chargedBy(charged));
    return true;
  }
  const [owner] = await deps.db
    .select({ paymentKey: orders.paymentKey })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  if (owner?.paymentKey === row.txHash) return false;
  if (row.refunded >= row.amount) return false;
  await deps.walletPayments.returnPayment(row.txHash);
  return true;
}
