import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { seatHolds } from "../../db/schema/index.ts";

/**
 * How long what an order holds (its seats, its listing) stays the payer's once they started paying,
 * while the provider or the chain confirms, whatever its hold said.
 */
export const CONFIRM_GRACE = sql`interval '2 minutes'`;

/** The order started paying: its seats stay its own while the payment is confirmed. */
export async function graceSeatHolds(db: Db, orderId: string): Promise<void> {
  await db
    .update(seatHolds)
    .set({ heldUntil: sql`greatest(${seatHolds.heldUntil}, now() + ${CONFIRM_GRACE})` })
    .where(eq(seatHolds.orderId, orderId));
}
