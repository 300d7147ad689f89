import type { OrderStatus } from "@admit/contract/sale";
import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { nftGroups, orders, seatHolds } from "../../db/schema/index.ts";
import { releaseListing } from "./listing-holds.ts";

/**
 * Ends an unpaid order (EXPIRED, or FAILED) and gives its stock back: the group's reserved count
 * and its seats. Only from RESERVED (or `from`): an order paid meanwhile is left alone, and a
 * second call finds nothing to release.
 */
export async function releaseOrder(
  db: Db,
  orderId: string,
  to: Extract<OrderStatus, "EXPIRED" | "FAILED">,
  from: OrderStatus[] = ["RESERVED"],
  failure?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: to, failure: failure ?? null, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
      .returning({
        nftGroupId: orders.nftGroupId,
        ticketCount: orders.ticketCount,
        kind: orders.kind,
        listingId: orders.listingId,
        userId: orders.userId,
        amount: orders.amount,
      });
    if (!order) return false;
    await returnReservedStock(tx, { id: orderId, ...order });
    return true;
  });
}

/**
 * Gives back what an unpaid (RESERVED or PAYING) order holds: its reserved count and unsold seats —
 * or, for a resale, its listing, which is on sale again.
 */
export async function returnReservedStock(
  tx: Tx,
  order: {
    id: string;
    nftGroupId: number;
    ticketCount: number;
    kind: "SALE" | "RESALE";
    listingId: number | null;
    userId: number;
    amount: number;
  },
) {
  if (order.kind === "RESALE") return releaseListing(tx, order);
  await tx
    .update(nftGroups)
    .set({ reservedCnt: sql`greatest(${nftGroups.reservedCnt} - ${order.ticketCount}, 0)` })
    .where(eq(nftGroups.id, order.nftGroupId));
  await tx.delete(seatHolds).where(and(eq(seatHolds.orderId, order.id), isNull(seatHolds.soldAt)));
}

/** Releases every reservation past its deadline (of one group, or all): the sale's clean-up job. */
export async function releaseExpiredOrders(db: Db, nftGroupId?: number): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, "RESERVED"),
        lte(orders.expiresAt, sql`now()`),
        nftGroupId === undefined ? undefined : eq(orders.nftGroupId, nftGroupId),
      ),
    )
    .limit(500);
  let released = 0;
  for (const o of due) if (await releaseOrder(db, o.id, "EXPIRED")) released++;
  return released;
}
