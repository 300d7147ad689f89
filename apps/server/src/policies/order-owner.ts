import { eq, type SQL, type SQLWrapper } from "drizzle-orm";
import { orders } from "../db/schema/index.ts";

/** What deciding whose order it is reads of it. */
export interface Owned {
  userId: number;
}

/**
 * Whether this user placed the order: seeing, paying, editing, cancelling and refunding it are the
 * buyer's. The tokens it issued are a different matter (`holdsToken`): they may have left.
 */
export function ownsOrder(userId: number, order: Owned): boolean {
  return order.userId === userId;
}

/**
 * The same question as a query's filter: another user's order is found as none (404), so its
 * number tells a stranger nothing.
 */
export function orderOf(userId: number | SQLWrapper): SQL {
  return eq(orders.userId, userId);
}
