import { and, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { orders } from "../schema/index.ts";

/**
 * The buyer's order reserved with this Idempotency-Key, or undefined: a retried reservation (a sale's
 * or a resale's) answers the first one. The key is the buyer's (unique per buyer,
 * `orders_user_reservation_key`): another's equal key finds nothing.
 */
export async function findOrderByReservationKey(db: Db, userId: number, key: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.reservationKey, key)));
  return order;
}
