import { and, eq, sql } from "drizzle-orm";
import { rowsOf, type Tx } from "../../db/client.ts";
import { nftGroups } from "../../db/schema/index.ts";
import type { SaleGuards, SeatTake } from "./sale-guards.ts";
import { upsertSeats } from "./seat-holds.ts";

/**
 * One upsert takes every seat that is free, lapsed, or this selection's own — never a sold one.
 * Answers the seats it could not take.
 */
async function takeSeats(tx: Tx, { cltnTimeId, ids, req, userId }: SeatTake) {
  const won = rowsOf<{ seat_id: number }>(await tx.execute(upsertSeats(cltnTimeId, ids, req, userId)));
  const wonIds = new Set(won.map((w) => Number(w.seat_id)));
  return ids.filter((id) => !wonIds.has(id));
}

/**
 * One conditional update, so any number of buyers at once never take more than
 * `totalCnt − issuedCnt − reservedCnt`.
 */
async function takeStock(tx: Tx, groupId: number, count: number) {
  const [taken] = await tx
    .update(nftGroups)
    .set({ reservedCnt: sql`${nftGroups.reservedCnt} + ${count}` })
    .where(
      and(
        eq(nftGroups.id, groupId),
        eq(nftGroups.status, "SALE"),
        sql`${nftGroups.issuedCnt} + ${nftGroups.reservedCnt} + ${count} <= ${nftGroups.totalCnt}`,
      ),
    )
    .returning({ id: nftGroups.id });
  return taken !== undefined;
}

/** The sale as it runs: every scarce thing taken by one guarded statement. */
export const guardedSale: SaleGuards = {
  oneStatementSelection: true,
  takeSeats,
  takeStock,
  // Seats go back only once the refund is done (REFUNDING first): a refused refund keeps them sold once.
  beforeRefund: async () => {},
};
