import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { cltns, nftHistories, nfts, orders } from "../../db/schema/index.ts";
import type { PaymentDeps } from "../../deps.ts";
import { endResalesOfCancelledEvent } from "./listing-holds.ts";
import { completeRefund } from "./refund-order.ts";

/** What cancelling an event did. */
export interface EventCancellation {
  orders: number;
  tokens: number;
  payoutsCancelled: number;
}

/**
 * Calls an event off (`npm run event:cancel -- <collection id>`): in one transaction the collection
 * is cancelled, every ticket of it leaves use (EXPIRED, history says why), its listings end and the
 * payouts its resales held are not paid, and every paid order — a sale's or a resale's — is
 * REFUNDING in full (the booking fee too; a resale is final except for this). Then each refund is
 * asked of the provider, once (the refund's idempotency); one without an answer stays REFUNDING for
 * the payment sweep. Safe to run again: what was done is not done twice.
 */
export async function cancelEvent(deps: PaymentDeps, cltnId: number): Promise<EventCancellation> {
  const result = await deps.db.transaction(async (tx) => {
    await tx
      .update(cltns)
      .set({ cancelledAt: sql`now()` })
      .where(and(eq(cltns.id, cltnId), isNull(cltns.cancelledAt)));
    const taken = await tx
      .update(nfts)
      .set({ status: "EXPIRED", updatedAt: sql`now()` })
      .where(and(eq(nfts.cltnId, cltnId), notInArray(nfts.status, ["EXPIRED", "USED"])))
      .returning({ id: nfts.id, ownerId: nfts.ownerId });
    if (taken.length > 0)
      await tx.insert(nftHistories).values(
        taken.map((t) => ({
          nftId: t.id,
          type: "EXPIRED" as const,
          actorId: t.ownerId,
          detail: { reason: "event-cancelled" },
        })),
      );
    const payoutsCancelled = await endResalesOfCancelledEvent(tx, cltnId);
    const refunding = await tx
      .update(orders)
      .set({
        status: "REFUNDING",
        refundAmount: sql`${orders.amount}`,
        refundFee: 0,
        refundReason: "EVENT_CANCELLED",
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.cltnId, cltnId), inArray(orders.status, ["PAID", "ISSUED"])))
      .returning({ id: orders.id });
    return { orders: refunding.map((o) => o.id), tokens: taken.length, payoutsCancelled };
  });
  for (const orderId of result.orders) await completeRefund(deps, orderId);
  return { orders: result.orders.length, tokens: result.tokens, payoutsCancelled: result.payoutsCancelled };
}
