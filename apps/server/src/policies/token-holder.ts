import { eq, isNull, type SQL, type SQLWrapper } from "drizzle-orm";
import { heldCoupons, nfts } from "../db/schema/index.ts";

/** What deciding who holds a token (or a held coupon) reads of it. */
export interface Held {
  ownerId: number | null;
}

/**
 * Whether this user holds the token now: sending it, listing it, answering its questionnaire,
 * giving it back and handing out its access links are the holder's alone. A token that left (sent,
 * sold, refunded) is no longer theirs, even for its buyer.
 */
export function holdsToken(userId: number, token: Held): boolean {
  return token.ownerId !== null && token.ownerId === userId;
}

/**
 * The same question as a query's filter, for a query that must not find another user's token: it
 * answers as a missing one (404, or 4505 where the spec says so). A null holder finds the tokens
 * nobody holds — a write that checks the holder did not change since it was read.
 */
export function tokenHeldBy(userId: number | null | SQLWrapper): SQL {
  return userId === null ? isNull(nfts.ownerId) : eq(nfts.ownerId, userId);
}

/** As `tokenHeldBy`, for held coupons (a coupon's holder, who shows or shares it). */
export function couponHeldBy(userId: number | SQLWrapper): SQL {
  return eq(heldCoupons.ownerId, userId);
}
