import type { Language } from "@admit/contract/i18n";
import { inLanguage } from "@admit/contract/organiser-texts";
import type { TListing, TListingDetail } from "@admit/contract/resale";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { TokenRow } from "../../db/queries/tokens.ts";
import { listings } from "../../db/schema/index.ts";
import { cltnNameIn, nameIn } from "../../lib/organiser-names.ts";
import { tradeClosesAt } from "../../policies/may-move-token.ts";
import { seatName } from "../nfts/nft-view.ts";
import { priceCapOf } from "./listing-rules.ts";

export type Listing = typeof listings.$inferSelect;

/** Listings that are still going (not sold, withdrawn or cancelled). */
export const OPEN_LISTING = ["REGISTERING", "LISTED", "FAILED", "RESERVED"] as const;

export function listingOf(l: Listing): TListing {
  return {
    id: l.id,
    nftId: l.nftId,
    status: l.status,
    breakdown: {
      currency: l.currency,
      price: l.price,
      royalty: l.royalty,
      royaltyPercent: l.royaltyPercent,
      fee: l.fee,
      feePercent: l.feePercent,
      net: l.net,
    },
    createdAt: l.createdAt.toISOString(),
    soldAt: l.soldAt?.toISOString() ?? null,
  };
}

/** The listing with what it is for (`/nft/sales/{id}`), its names in `lang`. */
export function listingDetailOf(l: Listing, row: TokenRow, lang: Language): TListingDetail {
  const reserved = l.status === "RESERVED" && l.reservedUntil && l.reservedUntil > new Date();
  return {
    ...listingOf(l),
    nft: {
      name: inLanguage(row.groupNames, lang, row.nft.name),
      cltnId: row.cltn.id,
      cltnName: cltnNameIn(row.cltn, lang),
      cltnType: row.cltn.type,
      image: row.cltn.image,
      brandName: nameIn(row.brand, lang),
      startDate: row.time?.startAt?.toISOString() ?? row.nft.attributes.startDate ?? null,
      timeZone: row.cltn.timeZone,
      seat: seatName(row, lang),
    },
    maxPrice: priceCapOf(row),
    closesAt: tradeClosesAt(row)?.toISOString() ?? null,
    reservedUntil: reserved ? (l.reservedUntil?.toISOString() ?? null) : null,
  };
}

/** The token's latest listing by this seller (open ones first), or undefined. */
export async function latestListing(db: Db, nftId: number, sellerId: number): Promise<Listing | undefined> {
  const [open] = await db
    .select()
    .from(listings)
    .where(
      and(eq(listings.nftId, nftId), eq(listings.sellerId, sellerId), inArray(listings.status, OPEN_LISTING)),
    )
    .limit(1);
  if (open) return open;
  const [last] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.nftId, nftId), eq(listings.sellerId, sellerId)))
    .orderBy(desc(listings.id))
    .limit(1);
  return last;
}
