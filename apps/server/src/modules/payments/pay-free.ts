import type { TOrderDetail } from "@admit/contract/sale";
import { and, eq, gt, sql } from "drizzle-orm";
import { orders } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { enqueueIssueOrder } from "../../jobs/issue-order-job.ts";
import { AppError } from "../../lib/app-error.ts";
import { getOrder } from "../purchase/get-order.ts";
import { type ReservationInput, reserveOrder } from "../purchase/reserve-order.ts";
import { settleOrder } from "./settle-payment.ts";

/**
 * POST /discover/payment/free: a selection whose total is 0 (free tickets, a full discount) is
 * reserved and paid at once, without a provider; any other total is 5501.
 */
export async function payFree(
  deps: Pick<Deps, "db" | "config" | "payments" | "queue" | "log" | "sale">,
  userId: number,
  input: ReservationInput,
  idempotencyKey: string | undefined,
): Promise<TOrderDetail> {
  if (input.amount !== 0) throw new AppError("5501", { data: { reason: "not-free" } });
  const reservation = await reserveOrder(deps, userId, { ...input, free: true }, idempotencyKey);
  if (reservation.amount !== 0) throw new AppError("5501", { data: { reason: "not-free" } });
  const paid = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: "PAID", paidAt: sql`now()`, provider: null, paymentMethod: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(orders.id, reservation.orderId),
          eq(orders.status, "RESERVED"),
          gt(orders.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: orders.id });
    if (row) await settleOrder(tx, row.id);
    return row;
  });
  if (paid) await enqueueIssueOrder(deps.queue, reservation.orderId);
  return getOrder(deps.db, userId, reservation.orderId);
}
