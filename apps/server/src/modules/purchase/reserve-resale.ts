import { randomBytes } from "node:crypto";
import type { TReservation } from "@admit/contract/sale";
import { and, eq, sql } from "drizzle-orm";
import { findOrderByReservationKey } from "../../db/queries/orders.ts";
import { cltns, nfts, orders } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { orderOf } from "../../policies/order-owner.ts";
import { assertAdultBuyer } from "../identity/identity-checks.ts";
import { holdListing } from "./listing-holds.ts";
import { checkedAttendees, reservationOf } from "./reserve-order.ts";

/**
 * POST /nfts/{id}/buy/reservation: holds a listed ticket for the buyer as long as a seat hold lasts
 * (the collection's minutes) and opens the provider's checkout for its price — a resale order,
 * paid through the same port, settled by the same recovery as a primary one. With the same
 * Idempotency-Key a second call answers the first reservation; a new one (a retry after a declined
 * card) takes over the buyer's earlier hold and ends its order. The buyer's attendee answers are
 * checked like a first sale's and go to the ticket when it is delivered.
 */
export async function reserveResale(
  deps: Pick<Deps, "db" | "payments">,
  userId: number,
  nftId: number,
  input: { attendees: Record<string, unknown>[] },
  idempotencyKey: string | undefined,
): Promise<TReservation> {
  const earlier = idempotencyKey && (await findOrderByReservationKey(deps.db, userId, idempotencyKey));
  if (earlier) return reservationOf(deps, userId, earlier);
  const [row] = await deps.db
    .select({ nft: nfts, cltn: cltns })
    .from(nfts)
    .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
    .where(eq(nfts.id, nftId));
  if (!row) throw new AppError("NOT_FOR_SALE");
  if (row.cltn.isAdult) await assertAdultBuyer(deps.db, userId, row.cltn.timeZone);
  // The buyer answers the host's questions as in a first sale; the seller's answers stay behind.
  const attendees = await checkedAttendees(deps.db, row.cltn, input.attendees, 1);
  const orderId = `ord_${randomBytes(12).toString("base64url")}`;
  const expiresAt = new Date(Date.now() + row.cltn.seatHoldMinutes * 60_000);
  const order = await deps.db.transaction(async (tx) => {
    const listing = await holdListing(tx, nftId, userId, orderId, expiresAt);
    // The buyer's earlier reservation of this listing ends: this one takes its place.
    await tx
      .update(orders)
      .set({ status: "FAILED", failure: "SUPERSEDED", updatedAt: sql`now()` })
      .where(
        and(
          orderOf(userId),
          eq(orders.listingId, listing.id),
          eq(orders.status, "RESERVED"),
          sql`${orders.id} <> ${orderId}`,
        ),
      );
    const [made] = await tx
      .insert(orders)
      .values({
        id: orderId,
        kind: "RESALE",
        listingId: listing.id,
        userId,
        cltnId: row.cltn.id,
        cltnTimeId: row.nft.cltnTimeId,
        nftGroupId: row.nft.nftGroupId ?? 0,
        status: "RESERVED",
        currency: listing.currency,
        lines: [{ priceId: 0, name: row.nft.name, unitPrice: listing.price, count: 1, seatIds: [] }],
        ticketCount: 1,
        attendees,
        subtotal: listing.price,
        amount: listing.price,
        reservationKey: idempotencyKey ?? null,
        paymentMethod: "CARD",
        provider: deps.payments.name,
        expiresAt,
      })
      .returning();
    return made as typeof orders.$inferSelect;
  });
  return reservationOf(deps, userId, order);
}
