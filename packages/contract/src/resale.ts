/**
 * Reselling tickets (spec §3 sellYn, maxPrice, royalty; §4 Sale; §7 sell/regist, sell, sell/detail,
 * regist/info, sell/cancel, buy/reservation, buy/payment). A listing holds the token in the
 * platform's escrow on chain (SELL_REG until that move is confirmed, then SELLING); a buyer holds
 * it as long as a seat hold lasts and pays through the payments port; the seller's money is a
 * payout, held until the event is over.
 */
import { z } from "zod";
import { ZRowId } from "./api.ts";
import { CLTN_TYPES } from "./enums.ts";
import { CURRENCY_CODES } from "./money.ts";
import { ZQtnrAnswers } from "./sale.ts";
import { NOT_TRANSFERABLE_REASONS } from "./transfers.ts";

/** The platform's fee on a resale, in percent of the price (the royalty goes to the host). */
export const RESALE_FEE_PERCENT = 5;

export const LISTING_STATUSES = [
  /** The token is on its way to escrow (the card says SELL_REG). */
  "REGISTERING",
  /** In escrow: for sale (SELLING). */
  "LISTED",
  /** The move to escrow failed (SELL_REG_FAIL): retry or cancel. */
  "FAILED",
  /** A buyer is paying; it is theirs until the hold ends. */
  "RESERVED",
  "SOLD",
  /** Taken off sale: the token is on its way back (or back) to the seller. */
  "WITHDRAWN",
  "CANCELLED",
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const PAYOUT_STATUSES = ["HELD", "PAID", "CANCELLED"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Why a token cannot be listed: NOT_TRANSFERABLE reasons, and those of a sale. */
export const NOT_SELLABLE_REASONS = [
  ...NOT_TRANSFERABLE_REASONS,
  /** The collection does not allow resale (`sellYn` false). */
  "resaleDisabled",
  /** A ticket that cost nothing cannot be sold for money. */
  "free",
  /** The payment provider takes another currency only (Toss: KRW). */
  "currency",
] as const;
export type NotSellableReason = (typeof NOT_SELLABLE_REASONS)[number];

const ZCurrency = z.enum(CURRENCY_CODES);
const ZMoney = z.number().int().min(0);

/** What a price means for each side. */
export const ZResaleBreakdown = z.object({
  currency: ZCurrency,
  /** What the buyer pays. */
  price: ZMoney,
  /** To the host (the collection's royalty percent). */
  royalty: ZMoney,
  royaltyPercent: z.number().int(),
  /** The platform's fee. */
  fee: ZMoney,
  feePercent: z.number().int(),
  /** What the seller receives, once the event is over. */
  net: ZMoney,
});
export type TResaleBreakdown = z.infer<typeof ZResaleBreakdown>;

/** The split of a price: royalty and fee rounded down, the seller gets the rest. */
export function resaleBreakdown(price: number, royaltyPercent: number, feePercent = RESALE_FEE_PERCENT) {
  const royalty = Math.floor((price * royaltyPercent) / 100);
  const fee = Math.floor((price * feePercent) / 100);
  return { price, royalty, royaltyPercent, fee, feePercent, net: Math.max(0, price - royalty - fee) };
}

export const ZListing = z.object({
  id: z.number().int(),
  nftId: z.number().int(),
  status: z.enum(LISTING_STATUSES),
  breakdown: ZResaleBreakdown,
  createdAt: z.string(),
  soldAt: z.string().nullable(),
});
export type TListing = z.infer<typeof ZListing>;

/** GET /nfts/{id}/sell/regist: whether and up to what price the token may be listed. */
export const ZSellRegistInfo = z.object({
  canSell: z.boolean(),
  reason: z.enum(NOT_SELLABLE_REASONS).nullable(),
  currency: ZCurrency.nullable(),
  /** The highest price allowed: the collection's cap, never above what the ticket first cost. */
  maxPrice: ZMoney,
  /** What the ticket first cost (its face value). */
  faceValue: ZMoney,
  royaltyPercent: z.number().int(),
  feePercent: z.number().int(),
  /** When listings close (the doors), null when they never do. */
  closesAt: z.string().nullable(),
  /** The listing under way, if any. */
  listing: ZListing.nullable(),
});
export type TSellRegistInfo = z.infer<typeof ZSellRegistInfo>;

/** GET /nfts/{id}/regist/info?price */
export const ZRegistInfoQuery = z.object({ price: z.coerce.number().int().min(0).max(2_100_000_000) });

/** POST /nfts/{id}/sell/regist and PUT /nfts/{id}/sell: the price, in minor units of the ticket's currency. */
export const ZSellRequest = z.object({ price: z.number().int().min(1).max(2_100_000_000) });

/** GET /nfts/{id}/sell/detail: the listing with what it is for (`/nft/sales/{id}`). */
export const ZListingDetail = ZListing.extend({
  nft: z.object({
    name: z.string(),
    cltnId: z.number().int(),
    cltnName: z.string(),
    cltnType: z.enum(CLTN_TYPES),
    image: z.string(),
    brandName: z.string(),
    startDate: z.string().nullable(),
    timeZone: z.string(),
    seat: z.string().nullable(),
  }),
  maxPrice: ZMoney,
  closesAt: z.string().nullable(),
  /** A buyer is paying now: the price cannot change and the listing cannot be withdrawn until the hold ends. */
  reservedUntil: z.string().nullable(),
});
export type TListingDetail = z.infer<typeof ZListingDetail>;

/** GET /discover/cltns/{id}/resales: listings on sale, cheapest first (public). */
export const ZResaleOffer = z.object({
  nftId: z.number().int(),
  name: z.string(),
  seat: z.string().nullable(),
  startDate: z.string().nullable(),
  price: ZMoney,
  currency: ZCurrency,
  groupCount: z.number().int(),
  /** Held by a buyer who is paying: it may come back. */
  reserved: z.boolean(),
});
export const ZResaleOffers = z.array(ZResaleOffer);
export type TResaleOffer = z.infer<typeof ZResaleOffer>;

export const ZBuyReservationParams = z.object({ id: ZRowId });
/** POST /nfts/{id}/buy/reservation answers a reservation (sale.ts ZReservation) held as long as a seat hold. */
export const ZResaleReservationRequest = z
  .object({
    /** The buyer's attendee answers when the collection asks (one ticket): the seller's do not travel with it. */
    attendees: z.array(ZQtnrAnswers).max(1).default([]),
  })
  // Clients from before the questionnaire step post no body.
  .nullish();
export type TResaleReservationRequest = z.input<typeof ZResaleReservationRequest>;

/** POST /nfts/buy/payment: the provider's payment key and our order. */
export const ZBuyPaymentRequest = z.object({
  certiCode: z.string().min(1).max(200),
  orderId: z.string().min(1).max(64),
});

/** Profile → Sales: the seller's listings and sales with their payouts, and a host's royalties. */
export const ZSalesOverview = z.object({
  listings: z.array(ZListingDetail),
  payouts: z.array(
    z.object({
      id: z.number().int(),
      listingId: z.number().int(),
      nftName: z.string(),
      cltnName: z.string(),
      breakdown: ZResaleBreakdown,
      status: z.enum(PAYOUT_STATUSES),
      /** Held until then (the event's end). */
      releaseAt: z.string(),
      paidAt: z.string().nullable(),
      /** The event's time zone: its dates show in it, named when the reader's clock is elsewhere. */
      timeZone: z.string(),
    }),
  ),
  /** For hosts: royalties earned per collection of their brands, per currency. */
  royalties: z.array(
    z.object({
      cltnId: z.number().int(),
      cltnName: z.string(),
      currency: ZCurrency,
      sales: z.number().int(),
      royalty: ZMoney,
    }),
  ),
});
export type TSalesOverview = z.infer<typeof ZSalesOverview>;

/** PUT /nfts/sales/account: where the seller's payouts go (a Korean bank code and account number). */
export const ZPayoutAccountRequest = z.object({
  bankCode: z
    .string()
    .trim()
    .regex(/^\d{2,3}$/, "valid.format"),
  accountNumber: z
    .string()
    .trim()
    .transform((v) => v.replaceAll("-", ""))
    .pipe(z.string().regex(/^\d{6,20}$/, "valid.format")),
  holderName: z.string().trim().min(1, "valid.required").max(40),
});
export type TPayoutAccountRequest = z.input<typeof ZPayoutAccountRequest>;

/** GET /nfts/sales/account: the registered account (shown by its last digits), and whether one is needed. */
export const ZPayoutAccount = z.object({
  account: z.object({ bankCode: z.string(), last4: z.string(), holderName: z.string() }).nullable(),
  /** Whether the payout provider needs an account to pay (Toss does; the sandbox does not). */
  required: z.boolean(),
});
export type TPayoutAccount = z.infer<typeof ZPayoutAccount>;
