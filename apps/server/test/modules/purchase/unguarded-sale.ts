/**
 * The race tests' control: a sale that looks and then writes — the races the guarded sale
 * (src/modules/purchase/guarded-sale.ts) closes. An app built with it must oversell, hoard and
 * sell a refunded seat twice, or the race tests prove nothing. Test-only: it enters through
 * buildApp's `sale` option.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { nftGroups, seatHolds } from "../../../src/db/schema/index.ts";
import type { SaleGuards } from "../../../src/modules/purchase/sale-guards.ts";

export const unguardedSale: SaleGuards = {
  oneStatementSelection: false,
  async takeSeats(tx, { cltnTimeId, ids, req, userId }) {
    const busy = await tx
      .select({ seatId: seatHolds.seatId })
      .from(seatHolds)
      .where(
        and(
          eq(seatHolds.cltnTimeId, cltnTimeId),
          inArray(seatHolds.seatId, ids),
          sql`(${seatHolds.soldAt} is not null or (${seatHolds.heldUntil} > now() and ${seatHolds.seatReqId} <> ${req.id}))`,
        ),
      );
    if (busy.length > 0) return busy.map((b) => b.seatId);
    // Between the look and the write, as a slow request would be: the race shows every run.
    await tx.execute(sql`select pg_sleep(0.02)`);
    await tx
      .insert(seatHolds)
      .values(
        ids.map((seatId) => ({ cltnTimeId, seatId, seatReqId: req.id, userId, heldUntil: req.expiresAt })),
      )
      .onConflictDoUpdate({
        target: [seatHolds.cltnTimeId, seatHolds.seatId],
        set: {
          seatReqId: sql`excluded.seat_req_id`,
          userId: sql`excluded.user_id`,
          heldUntil: sql`excluded.held_until`,
        },
      });
    return [];
  },
  async takeStock(tx, groupId, count) {
    const [g] = await tx.select().from(nftGroups).where(eq(nftGroups.id, groupId));
    if (!g || g.issuedCnt + g.reservedCnt + count > g.totalCnt) return false;
    await tx
      .update(nftGroups)
      .set({ reservedCnt: g.reservedCnt + count })
      .where(eq(nftGroups.id, groupId));
    return true;
  },
  // The seats go back on sale before the refund is done: a refused refund leaves them sold twice.
  async beforeRefund(db, orderId) {
    await db.delete(seatHolds).where(eq(seatHolds.orderId, orderId));
  },
};
