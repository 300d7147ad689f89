import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { Hex } from "viem";
import { rowsOf } from "../../db/client.ts";
import { treasuryPayouts } from "../../db/schema/index.ts";
import type { PaymentDeps } from "../../deps.ts";
import { RETURN_REF, WALLET_NETWORK } from "../../integrations/payments/wallet-payments.ts";
import { settleWalletPayments } from "./settle-wallet-payments.ts";

type TreasuryPayout = typeof treasuryPayouts.$inferSelect;

export class TreasuryError extends Error {}

/**
 * `npm run wallet-payments -- withdraw [xrp]`: the operator moves the XRP that wallet payments
 * collected from the payment contract to the treasury address (WALLET_TREASURY_ADDRESS), all that
 * is the platform's or `drops` of it. The platform's is what can no longer go back to anyone:
 * payments of orders whose event is over (a cancellation, or the event's, is refunded from the
 * contract until then — the rule resale payouts follow too), what refunds and returns kept for
 * their gas, less what was withdrawn already. Money not recorded yet, not decided, being sent back
 * or refunded stays. Each withdrawal is written to the payout ledger before it is sent (its outbox
 * ref makes a retry send it once); a run finishes one a crash left unconfirmed before anything new.
 */
export async function withdrawToTreasury(deps: PaymentDeps, drops?: number): Promise<TreasuryPayout> {
  const to = deps.config.walletPayments.treasury;
  if (!to) throw new TreasuryError("WALLET_TREASURY_ADDRESS is not set: there is nowhere to send it");
  const [open] = await deps.db.select().from(treasuryPayouts).where(eq(treasuryPayouts.status, "SENT"));
  if (open) return send(deps, open);
  // Every payment on chain recorded and decided first: what is someone else's is known.
  await settleWalletPayments(deps);
  const available = Math.min(await collected(deps), await deps.walletPayments.balance());
  const amount = drops ?? available;
  if (amount <= 0) throw new TreasuryError("nothing to withdraw");
  if (amount > available) throw new TreasuryError(`only ${available} drops can be withdrawn`);
  const [payout] = await deps.db
    .insert(treasuryPayouts)
    .values({
      network: WALLET_NETWORK,
      toAddress: to,
      amount,
      ref: `treasury-payout:${randomUUID()}`,
      status: "SENT",
    })
    .returning();
  if (!payout) throw new Error("the payout was not recorded");
  return send(deps, payout);
}

/** Sends a recorded payout (again: the outbox finds the one sent) and records what the chain says. */
async function send(deps: PaymentDeps, payout: TreasuryPayout): Promise<TreasuryPayout> {
  const write = await deps.walletPayments.withdraw(payout.toAddress as Hex, payout.amount, payout.ref);
  const status = write.status === "confirmed" ? "CONFIRMED" : write.status === "failed" ? "FAILED" : "SENT";
  const [after] = await deps.db
    .update(treasuryPayouts)
    .set({
      status,
      txHash: write.txHash ?? write.hashes.at(-1) ?? null,
      confirmedAt: status === "CONFIRMED" ? sql`now()` : null,
    })
    .where(eq(treasuryPayouts.id, payout.id))
    .returning();
  return after ?? payout;
}

/** In drops: what wallet payments earned the platform for good, less what went to the treasury. */
async function collected(deps: PaymentDeps): Promise<number> {
  const [earned] = rowsOf<{ drops: string }>(
    await deps.db.execute(sql`
    select coalesce(sum(wp.amount - wp.refunded), 0)::text as drops
    from wallet_payments wp
    left join orders o on o.id = wp.order_id
    left join cltns c on c.id = o.cltn_id
    left join cltn_times ct on ct.id = o.cltn_time_id
    where wp.network = ${WALLET_NETWORK} and (
      (wp.outcome <> 'ORDER' and concat(${RETURN_REF}::text, wp.tx_hash) = any(wp.refund_refs))
      or (wp.outcome = 'ORDER' and o.status = 'REFUNDED')
      or (wp.outcome = 'ORDER' and o.status in ('PAID', 'ISSUED')
          and coalesce(ct.end_at, c.period_end_at, 'infinity'::timestamptz) <= now())
    )`),
  );
  const [paid] = await deps.db
    .select({ drops: sql<string>`coalesce(sum(${treasuryPayouts.amount}), 0)::text` })
    .from(treasuryPayouts)
    .where(inArray(treasuryPayouts.status, ["SENT", "CONFIRMED"]));
  return Number(earned?.drops ?? 0) - Number(paid?.drops ?? 0);
}
