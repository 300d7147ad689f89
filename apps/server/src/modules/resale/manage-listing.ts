import type { Language } from "@admit/contract/i18n";
import {
  RESALE_FEE_PERCENT,
  resaleBreakdown,
  type TListingDetail,
  type TResaleBreakdown,
  type TSellRegistInfo,
} from "@admit/contract/resale";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { selectTokenRows, type TokenRow } from "../../db/queries/tokens.ts";
import { listings, nfts } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { tradeClosesAt } from "../../policies/may-move-token.ts";
import { holdsToken, tokenHeldBy } from "../../policies/token-holder.ts";
import { type ListingDeps, moveListing } from "./listing-moves.ts";
import { priceCapOf, sellBlockedReason } from "./listing-rules.ts";
import { type Listing, latestListing, listingDetailOf, listingOf, OPEN_LISTING } from "./listing-view.ts";

type SellDeps = ListingDeps & Pick<Deps, "tokenGuard">;

/** The seller's token (404 with 4505 for anyone else's). */
async function ownedToken(deps: Pick<Deps, "db">, userId: number, nftId: number): Promise<TokenRow> {
  const [row] = await selectTokenRows(deps.db, and(eq(nfts.id, nftId), tokenHeldBy(userId)));
  if (!row) throw new AppError("4505");
  return row;
}

/** A price checked against the cap: the split it makes, or PRICE_ABOVE_CAP. */
function priced(row: TokenRow, price: number): TResaleBreakdown {
  const cap = priceCapOf(row);
  const currency = row.nft.faceCurrency ?? row.cltn.currency;
  if (price > cap)
    throw new AppError("PRICE_ABOVE_CAP", { field: "price", data: { maxPrice: cap, currency } });
  return { currency, ...resaleBreakdown(price, row.cltn.royalty) };
}

/** GET /nfts/{id}/sell/regist: whether, and up to what price, the token may be listed now. */
export async function getSellRegist(
  deps: ListingDeps,
  userId: number,
  nftId: number,
): Promise<TSellRegistInfo> {
  const row = await ownedToken(deps, userId, nftId);
  const listing = await latestListing(deps.db, nftId, userId);
  const open = listing && (OPEN_LISTING as readonly string[]).includes(listing.status) ? listing : undefined;
  const reason = open ? null : sellBlockedReason(row, deps.payments.name);
  return {
    canSell: !open && reason === null,
    reason,
    currency: row.nft.faceCurrency,
    maxPrice: priceCapOf(row),
    faceValue: row.nft.faceValue ?? 0,
    royaltyPercent: row.cltn.royalty,
    feePercent: RESALE_FEE_PERCENT,
    closesAt: tradeClosesAt(row)?.toISOString() ?? null,
    listing: open ? listingOf(open) : null,
  };
}

/** GET /nfts/{id}/regist/info?price: what that price means for the buyer, the host, the platform and the seller. */
export async function registInfo(deps: ListingDeps, userId: number, nftId: number, price: number) {
  return priced(await ownedToken(deps, userId, nftId), price);
}

/**
 * POST /nfts/{id}/sell/regist: lists the token at `price` (spec §4 Sale). Under the token's lock
 * (a send, a check-in or a refund at the same moment: one wins) the token must be sellable and the
 * price within the cap; the listing is REGISTERING and the token SELL_REG, its transfer count up (a
 * door code shown before is refused: a listed ticket does not admit). Its move to escrow goes to the
 * chain; confirmed, it is LISTED (SELLING). On a SELL_REG_FAIL token the same call tries again, at
 * the new price.
 */
export async function registerListing(
  deps: SellDeps,
  userId: number,
  nftId: number,
  price: number,
  lang: Language,
): Promise<TListingDetail> {
  const listingId = await deps.db.transaction(async (tx) => {
    const [row] = await deps.tokenGuard.readLocked(tx, { ids: [nftId] }, () =>
      selectTokenRows(tx, and(eq(nfts.id, nftId), tokenHeldBy(userId))),
    );
    if (!row) throw new AppError("4505");
    const [failed] = await tx
      .select()
      .from(listings)
      .where(and(eq(listings.nftId, nftId), eq(listings.status, "FAILED"), eq(listings.sellerId, userId)));
    const asActive =
      failed && row.nft.status === "SELL_REG_FAIL"
        ? { ...row, nft: { ...row.nft, status: "ACTIVE" as const } }
        : row;
    const reason = sellBlockedReason(asActive, deps.payments.name);
    if (reason) throw new AppError("NOT_TRANSFERABLE", { data: { reason } });
    const split = priced(row, price);
    const values = {
      price: split.price,
      currency: split.currency,
      royaltyPercent: split.royaltyPercent,
      royalty: split.royalty,
      feePercent: split.feePercent,
      fee: split.fee,
      net: split.net,
      status: "REGISTERING" as const,
      updatedAt: sql`now()`,
    };
    let id: number;
    if (failed) {
      await tx.update(listings).set(values).where(eq(listings.id, failed.id));
      id = failed.id;
    } else {
      const [made] = await tx
        .insert(listings)
        .values({ ...values, nftId, sellerId: userId })
        .returning({ id: listings.id });
      id = made?.id as number;
    }
    await tx
      .update(nfts)
      .set({
        status: "SELL_REG",
        transferCount: failed ? nfts.transferCount : sql`${nfts.transferCount} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(nfts.id, nftId));
    return id;
  });
  await moveListing(deps, listingId, "escrow");
  return listingDetail(deps, userId, nftId, lang);
}

/** GET /nfts/{id}/sell and /sell/detail: the token's listing (its latest, once it ended). */
export async function listingDetail(
  deps: Pick<Deps, "db">,
  userId: number,
  nftId: number,
  lang: Language,
): Promise<TListingDetail> {
  const [row] = await selectTokenRows(deps.db, eq(nfts.id, nftId));
  const listing = row ? await latestListing(deps.db, nftId, userId) : undefined;
  // The seller may look at a listing of a token that has since been sold.
  if (!row || !listing || (!holdsToken(userId, row.nft) && listing.status !== "SOLD"))
    throw new AppError("4505");
  return listingDetailOf(listing, row, lang);
}

/** The open listing under its lock, for a change by its seller; a listing held by a paying buyer refuses it. */
async function lockedOpenListing(
  tx: Parameters<Parameters<Deps["db"]["transaction"]>[0]>[0],
  userId: number,
  nftId: number,
) {
  const [listing] = await tx
    .select()
    .from(listings)
    .where(
      and(eq(listings.nftId, nftId), eq(listings.sellerId, userId), inArray(listings.status, OPEN_LISTING)),
    )
    .for("update");
  if (!listing) throw new AppError("4505");
  if (listing.status === "RESERVED" && listing.reservedUntil && listing.reservedUntil > new Date())
    throw new AppError("LISTING_RESERVED", { data: { until: listing.reservedUntil.toISOString() } });
  return listing;
}

/** PUT /nfts/{id}/sell: a new price for a listing on sale (not while a buyer pays). */
export async function editListingPrice(
  deps: ListingDeps,
  userId: number,
  nftId: number,
  price: number,
  lang: Language,
) {
  const row = await ownedToken(deps, userId, nftId);
  const split = priced(row, price);
  await deps.db.transaction(async (tx) => {
    const listing = await lockedOpenListing(tx, userId, nftId);
    if (listing.status !== "LISTED" && listing.status !== "RESERVED")
      throw new AppError("SEND_STATE", { data: { status: listing.status } });
    await tx
      .update(listings)
      .set({
        price: split.price,
        royalty: split.royalty,
        fee: split.fee,
        net: split.net,
        status: "LISTED",
        buyerId: null,
        orderId: null,
        reservedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(eq(listings.id, listing.id));
  });
  return listingDetail(deps, userId, nftId, lang);
}

/**
 * POST /nfts/{id}/sell/cancel: takes a listing off sale (not while a buyer pays): WITHDRAWN, and its
 * token goes back from escrow to the seller (ACTIVE once the chain confirmed).
 */
export async function withdrawListing(
  deps: ListingDeps,
  userId: number,
  nftId: number,
  lang: Language,
): Promise<TListingDetail> {
  const listing = await deps.db.transaction(async (tx) => {
    const open = await lockedOpenListing(tx, userId, nftId);
    if (open.status !== "LISTED" && open.status !== "RESERVED")
      throw new AppError("SEND_STATE", { data: { status: open.status } });
    const [done] = await tx
      .update(listings)
      .set({ status: "WITHDRAWN", buyerId: null, orderId: null, reservedUntil: null, updatedAt: sql`now()` })
      .where(eq(listings.id, open.id))
      .returning();
    return done as Listing;
  });
  await moveListing(deps, listing.id, "return");
  return listingDetail(deps, userId, nftId, lang);
}

/** POST /nfts/{id}/sell/regist/cancel: a registration that failed is called off; the token is ACTIVE again. */
export async function cancelRegistration(
  deps: ListingDeps,
  userId: number,
  nftId: number,
  lang: Language,
): Promise<TListingDetail> {
  await deps.db.transaction(async (tx) => {
    const open = await lockedOpenListing(tx, userId, nftId);
    if (open.status !== "FAILED") throw new AppError("SEND_STATE", { data: { status: open.status } });
    await tx
      .update(listings)
      .set({ status: "CANCELLED", updatedAt: sql`now()` })
      .where(eq(listings.id, open.id));
    await tx
      .update(nfts)
      .set({ status: "ACTIVE", updatedAt: sql`now()` })
      .where(and(eq(nfts.id, nftId), or(eq(nfts.status, "SELL_REG_FAIL"), eq(nfts.status, "SELL_REG"))));
  });
  return listingDetail(deps, userId, nftId, lang);
}

/**
 * Listings close when the doors open (or the collection's earlier close): each one still on sale —
 * not held by a paying buyer — is withdrawn and its ticket goes back from escrow to the seller, in
 * time for the door. Run by the expiry job every minute; answers how many it closed.
 */
export async function closeDueListings(deps: ListingDeps, now = new Date()): Promise<number> {
  const open = await deps.db
    .select()
    .from(listings)
    .where(inArray(listings.status, ["LISTED", "RESERVED"]))
    .orderBy(listings.id)
    .limit(500);
  if (open.length === 0) return 0;
  const tokens = await selectTokenRows(
    deps.db,
    inArray(
      nfts.id,
      open.map((l) => l.nftId),
    ),
  );
  let closed = 0;
  for (const listing of open) {
    const row = tokens.find((t) => t.nft.id === listing.nftId);
    const closes = row ? tradeClosesAt(row) : null;
    if (!closes || closes > now) continue;
    if (listing.status === "RESERVED" && listing.reservedUntil && listing.reservedUntil > now) continue;
    const [done] = await deps.db
      .update(listings)
      .set({ status: "WITHDRAWN", buyerId: null, orderId: null, reservedUntil: null, updatedAt: sql`now()` })
      .where(and(eq(listings.id, listing.id), inArray(listings.status, ["LISTED", "RESERVED"])))
      .returning({ id: listings.id });
    if (!done) continue;
    await moveListing(deps, listing.id, "return");
    closed++;
  }
  return closed;
}
