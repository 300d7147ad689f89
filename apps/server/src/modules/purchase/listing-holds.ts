import { DEFAULT_LANGUAGE, type Language } from "@admit/contract/i18n";
import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { cltns, cltnTimes, listings, nftGroups, nfts, payouts, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { nameIn } from "../../lib/organiser-names.ts";
import { tradeClosesAt } from "../../policies/may-move-token.ts";
import { createNotification } from "../notifications/notifications.ts";
import { CONFIRM_GRACE } from "./payment-grace.ts";

/**
 * What an order does to the listing it buys: hold it, keep or release the hold, sell it, end it when
 * the event is called off. Orders (purchase, payments) are its only callers, so it lives with them
 * and purchase does not reach into resale, which lists and withdraws.
 */
type Listing = typeof listings.$inferSelect;

/** A resale order as the listing needs it. */
interface ResaleOrder {
  id: string;
  userId: number;
  listingId: number | null;
  amount: number;
}

/**
 * The listing of a token for a buyer about to pay (POST /nfts/{id}/buy/reservation): on sale, not
 * the buyer's own, and not held by another buyer whose hold is still running. It becomes RESERVED
 * for this order until `until`. Answers the listing.
 */
export async function holdListing(
  tx: Tx,
  nftId: number,
  buyerId: number,
  orderId: string,
  until: Date,
): Promise<Listing> {
  const [listing] = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.nftId, nftId), inArray(listings.status, ["LISTED", "RESERVED"])))
    .for("update");
  if (!listing) throw new AppError("NOT_FOR_SALE");
  if (listing.sellerId === buyerId) throw new AppError("BUY_OWN");
  // Listings close when the doors open: a ticket the sweep has not taken back yet is not sold.
  const [token] = await tx
    .select({
      periodEndAt: cltns.periodEndAt,
      time: { startAt: cltnTimes.startAt, endAt: cltnTimes.endAt, openAt: cltnTimes.openAt },
      tradeCloseMinutes: cltns.tradeCloseMinutes,
    })
    .from(nfts)
    .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
    .leftJoin(cltnTimes, eq(cltnTimes.id, nfts.cltnTimeId))
    .where(eq(nfts.id, nftId));
  const closes = token
    ? tradeClosesAt({
        nft: { status: "SELLING", isLock: false, useCnt: 0 },
        cltn: {
          transferYn: true,
          tradeCloseMinutes: token.tradeCloseMinutes,
          periodEndAt: token.periodEndAt,
        },
        time: token.time?.startAt
          ? (token.time as { startAt: Date; endAt: Date; openAt: Date | null })
          : null,
      })
    : null;
  if (closes && closes <= new Date()) throw new AppError("NOT_FOR_SALE", { data: { reason: "closed" } });
  // Another buyer's hold still running; the buyer's own earlier one (a retry after a declined card) is taken over.
  if (
    listing.status === "RESERVED" &&
    listing.buyerId !== buyerId &&
    listing.reservedUntil &&
    listing.reservedUntil > new Date()
  )
    throw new AppError("LISTING_RESERVED", { data: { until: listing.reservedUntil.toISOString() } });
  const [held] = await tx
    .update(listings)
    .set({ status: "RESERVED", buyerId, orderId, reservedUntil: until, updatedAt: sql`now()` })
    .where(eq(listings.id, listing.id))
    .returning();
  return held as Listing;
}

/**
 * Whether a paid resale order still has its listing, taking it again when its hold was let go
 * (the payment's answer came late) and nobody else took it meanwhile. For the payment's settlement.
 */
export async function keepListing(tx: Tx, order: ResaleOrder): Promise<boolean> {
  if (!order.listingId) return false;
  const [kept] = await tx
    .update(listings)
    .set({ status: "RESERVED", buyerId: order.userId, orderId: order.id, updatedAt: sql`now()` })
    .where(
      and(
        eq(listings.id, order.listingId),
        or(
          and(eq(listings.status, "RESERVED"), eq(listings.orderId, order.id)),
          eq(listings.status, "LISTED"),
          and(eq(listings.status, "RESERVED"), lte(listings.reservedUntil, sql`now()`)),
        ),
      ),
    )
    .returning({ id: listings.id });
  return kept !== undefined;
}

/** An unpaid resale order ended (expired, refused, superseded): its listing is on sale again. */
export async function releaseListing(tx: Tx, order: ResaleOrder): Promise<void> {
  if (!order.listingId) return;
  await tx
    .update(listings)
    .set({ status: "LISTED", buyerId: null, orderId: null, reservedUntil: null, updatedAt: sql`now()` })
    .where(
      and(eq(listings.id, order.listingId), eq(listings.status, "RESERVED"), eq(listings.orderId, order.id)),
    );
}

/**
 * A paid resale order: the listing SOLD, the token the buyer's — ISSUING until its move from escrow
 * is confirmed — the seller's payout in the ledger (held until the event is over), and NFT_SELL for
 * the seller's home. In the payment's settlement transaction; the move goes to the chain after it
 * (deliverSale).
 */
export async function sellListing(tx: Tx, order: ResaleOrder): Promise<void> {
  if (!order.listingId) throw new Error(`resale order ${order.id} has no listing`);
  const [sold] = await tx
    .update(listings)
    .set({
      status: "SOLD",
      buyerId: order.userId,
      orderId: order.id,
      soldAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(listings.id, order.listingId), eq(listings.status, "RESERVED"), eq(listings.orderId, order.id)),
    )
    .returning();
  if (!sold) throw new Error(`listing ${order.listingId} is not held by order ${order.id}`);
  const [token] = await tx
    .select({
      name: nfts.name,
      names: nftGroups.names,
      endAt: cltnTimes.endAt,
      periodEndAt: cltns.periodEndAt,
      // The notification names the ticket in the seller's language.
      sellerLanguage: sql<Language>`(select ${users.language} from ${users} where ${users.id} = ${sold.sellerId})`,
    })
    .from(nfts)
    .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
    .leftJoin(cltnTimes, eq(cltnTimes.id, nfts.cltnTimeId))
    .leftJoin(nftGroups, eq(nftGroups.id, nfts.nftGroupId))
    .where(eq(nfts.id, sold.nftId));
  await tx
    .update(nfts)
    .set({ ownerId: order.userId, status: "ISSUING", updatedAt: sql`now()` })
    .where(eq(nfts.id, sold.nftId));
  await tx.insert(payouts).values({
    listingId: sold.id,
    sellerId: sold.sellerId,
    currency: sold.currency,
    gross: sold.price,
    royalty: sold.royalty,
    fee: sold.fee,
    net: sold.net,
    status: "HELD",
    releaseAt: token?.endAt ?? token?.periodEndAt ?? new Date(),
  });
  await createNotification(tx, {
    userId: sold.sellerId,
    type: "NFT_SELL",
    refId: sold.nftId,
    detail: {
      id: sold.nftId,
      name: token ? nameIn(token, token.sellerLanguage ?? DEFAULT_LANGUAGE) : "",
      listingId: sold.id,
      price: sold.price,
      currency: sold.currency,
    },
  });
}

/** The buyer started paying (PAYING): their hold lasts while the provider confirms. */
export async function graceListingHold(tx: Tx, order: ResaleOrder): Promise<void> {
  if (!order.listingId) return;
  await tx
    .update(listings)
    .set({ reservedUntil: sql`greatest(${listings.reservedUntil}, now() + ${CONFIRM_GRACE})` })
    .where(
      and(eq(listings.id, order.listingId), eq(listings.orderId, order.id), eq(listings.status, "RESERVED")),
    );
}

/**
 * The event was cancelled: its listings end (CANCELLED — their tickets are taken back with every
 * other ticket of the event) and the payouts its resales held are not paid (CANCELLED). In the
 * cancellation's transaction; answers how many payouts it cancelled.
 */
export async function endResalesOfCancelledEvent(tx: Tx, cltnId: number): Promise<number> {
  const ofEvent = tx.select({ id: nfts.id }).from(nfts).where(eq(nfts.cltnId, cltnId));
  await tx
    .update(listings)
    .set({ status: "CANCELLED", buyerId: null, reservedUntil: null, updatedAt: sql`now()` })
    .where(
      and(
        inArray(listings.nftId, ofEvent),
        inArray(listings.status, ["REGISTERING", "LISTED", "FAILED", "RESERVED"]),
      ),
    );
  const cancelled = await tx
    .update(payouts)
    .set({ status: "CANCELLED", updatedAt: sql`now()` })
    .where(
      and(
        eq(payouts.status, "HELD"),
        inArray(
          payouts.listingId,
          tx.select({ id: listings.id }).from(listings).where(inArray(listings.nftId, ofEvent)),
        ),
      ),
    )
    .returning({ id: payouts.id });
  return cancelled.length;
}
