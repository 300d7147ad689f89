import { and, eq, lte, sql } from "drizzle-orm";
import { payoutAccounts, payouts } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";

/**
 * Pays the payouts whose event is over (HELD until `releaseAt`) through the payout port, each once
 * (its id is the provider's reference and idempotency key): PAID with the provider's id of it. One
 * the provider cannot pay now — or whose seller has no bank account yet, where one is needed —
 * stays HELD for the next round. Run by the expiry job every minute; answers how many it paid.
 */
export async function releasePayouts(
  deps: Pick<Deps, "db" | "payouts" | "log">,
  now = new Date(),
): Promise<number> {
  const due = await deps.db
    .select({ payout: payouts, sellerRef: payoutAccounts.sellerRef })
    .from(payouts)
    .leftJoin(payoutAccounts, eq(payoutAccounts.userId, payouts.sellerId))
    .where(and(eq(payouts.status, "HELD"), lte(payouts.releaseAt, now)))
    .orderBy(payouts.id)
    .limit(200);
  let paid = 0;
  for (const { payout, sellerRef } of due) {
    // A provider that pays to bank accounts waits for the seller to register one.
    if (deps.payouts.needsAccount && !sellerRef) continue;
    try {
      const { ref } = await deps.payouts.pay({
        refPayoutId: `payout-${payout.id}`,
        sellerRef: sellerRef ?? null,
        amount: payout.net,
        currency: payout.currency,
      });
      const [done] = await deps.db
        .update(payouts)
        .set({ status: "PAID", providerRef: ref, paidAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(payouts.id, payout.id), eq(payouts.status, "HELD")))
        .returning({ id: payouts.id });
      if (done) paid++;
    } catch (err) {
      deps.log.warn({ err, payoutId: payout.id }, "a payout could not be paid; the next round tries again");
    }
  }
  return paid;
}
