/** Tokens in the wallet, their QR codes and the door check-in (spec §3 Nft, QR data; §7 Tokens). */

import { z } from "zod";
import { ZRowId } from "./api.ts";
import { ZNftAttributes, ZQtnrItemShown, ZZoneShape } from "./catalogue.ts";
import { CLTN_KINDS, CLTN_TYPES, HISTORY_TYPES, NETWORKS, NFT_STATUSES, NFT_TYPES } from "./enums.ts";
import { LIMITS } from "./limits.ts";
import { CURRENCY_CODES } from "./money.ts";

export const NFT_LIST_STATUS = ["available", "used", "all"] as const;
export const NFT_LIST_SORT = ["newest", "oldest"] as const;

/** GET /nfts query: filters of the home list and a cursor (the last id seen). */
export const ZNftListQuery = z.object({
  type: z.enum(["all", "TICKET", "MEMBERSHIP"]).default("all"),
  status: z.enum(NFT_LIST_STATUS).default("available"),
  sort: z.enum(NFT_LIST_SORT).default("newest"),
  cursor: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  /** `attention`: leave out the cards home shows in its attention strip (GET /nfts/highlights). */
  except: z.enum(["attention"]).optional(),
});
export type TNftListQuery = z.input<typeof ZNftListQuery>;
export type TNftListFilter = z.output<typeof ZNftListQuery>;

const ZSeat = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** One card of the home list. */
export const ZNftListItem = z.object({
  id: z.number().int(),
  cltnId: z.number().int(),
  cltnName: z.string(),
  cltnType: z.enum(CLTN_TYPES),
  /** How the collection gives its tokens: a lottery's card waits for its draw (spec §1 event kinds). */
  cltnKind: z.enum(CLTN_KINDS),
  cltnLogoImg: z.string(),
  color: z.string(),
  image: z.string(),
  brandName: z.string(),
  name: z.string(),
  type: z.enum(NFT_TYPES),
  status: z.enum(NFT_STATUSES),
  isLock: z.boolean(),
  isExpired: z.boolean(),
  serial: z.number().int(),
  startDate: z.string().nullable(),
  openDate: z.string().nullable(),
  timeZone: z.string(),
  hideStartDate: z.boolean(),
  seat: ZSeat,
  grouping: z.boolean(),
  groupCount: z.number().int(),
  createdAt: z.string(),
});
export type TNftListItem = z.infer<typeof ZNftListItem>;

/** An order paid (or being confirmed) whose tickets are not in the wallet yet. */
export const ZPendingOrder = z.object({
  id: z.string(),
  cltnName: z.string(),
  image: z.string(),
  ticketCount: z.number().int(),
  /** confirming: the provider's answer is awaited; issuing: paid, the tickets are being made. */
  state: z.enum(["confirming", "issuing"]),
});
export type TPendingOrder = z.infer<typeof ZPendingOrder>;

/** GET /nfts/highlights: what home pins above its list. */
export const ZWalletHighlights = z.object({
  /** Orders whose tickets are still to come: the wallet says so, so a payment never looks lost. */
  pendingOrders: z.array(ZPendingOrder),
  /** The soonest ticket whose event has not ended, to show with a countdown and its QR a tap away. */
  nextUp: ZNftListItem.nullable(),
  /** Cards that wait for their holder (a failure, missing answers), newest first. */
  attention: z.array(ZNftListItem),
  /** More cards need attention than `attention` holds. */
  moreAttention: z.boolean(),
});
export type TWalletHighlights = z.infer<typeof ZWalletHighlights>;

export const ZNftList = z.object({ items: z.array(ZNftListItem), nextCursor: z.number().int().nullable() });
export type TNftList = z.infer<typeof ZNftList>;

/** GET /nfts/{id}: the card, front and back (spec §3 Nft detail). */
export const ZNftDetail = ZNftListItem.extend({
  brandImg: z.string(),
  attributes: ZNftAttributes,
  network: z.enum(NETWORKS),
  /** Null until the chain issue records the collection and token; never invented. */
  contractAddress: z.string().nullable(),
  tokenId: z.string().nullable(),
  contractUrl: z.string().nullable(),
  walletAddress: z.string().nullable(),
  walletUrl: z.string().nullable(),
  /**
   * Set while the token waits in the platform's escrow on chain (listed for resale, or on its way
   * to a resale buyer): the escrow's address holds it, for the holder of `walletAddress`.
   */
  escrow: z.object({ address: z.string(), url: z.string() }).nullable(),
  /**
   * The token's current chain transaction (its mint, or its latest move or burn), for
   * GET /nfts/{id}/transactions/{trstId}/status; null while nothing of it was sent to the chain.
   */
  trstId: z.number().int().nullable(),
  nftUseStatus: z.object({
    useableCnt: z.number().int(),
    totalCnt: z.number().int(),
    monthCnt: z.number().int(),
  }),
  /** The coupons that came with the token: usable now, and all of them. */
  couponUseStatus: z.object({ useableCnt: z.number().int(), totalCnt: z.number().int() }),
  isQpass: z.boolean(),
  qtnrTemplate: z.number().int().nullable(),
  qtnrInfo: z.record(z.string(), z.unknown()).nullable(),
  sellYn: z.boolean(),
  /** The collection's own resale cap, in `priceUnit`; the ticket's cap is `resaleCap` of it and the face value. */
  maxPrice: z.number().int().nullable(),
  /** What the ticket first cost (null when it cost nothing), which the resale cap never exceeds. */
  faceValue: z.number().int().nullable(),
  faceCurrency: z.enum(CURRENCY_CODES).nullable(),
  royalty: z.number(),
  transferYn: z.boolean(),
  description: z.string(),
  memo: z.string(),
  priceUnit: z.string(),
  endDate: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  place: z
    .object({ name: z.string(), address: z.string(), lat: z.number().nullable(), lng: z.number().nullable() })
    .nullable(),
  locationType: z.enum(["online", "offline"]),
  onlineUrl: z.string().nullable(),
  qrType: z.enum(["DYNAMIC", "STATIC"]),
  qrValidTime: z.number().int(),
  usedAt: z.string().nullable(),
});
export type TNftDetail = z.infer<typeof ZNftDetail>;

/** POST /nfts/{id}/qr (spec §3 QR data). */
export const ZQrData = z.object({
  qrType: z.enum(["DYNAMIC", "STATIC"]),
  /** Seconds the code works (dynamic codes). */
  qrValidTime: z.number().int(),
  qrData: z.string(),
});
export type TQrData = z.infer<typeof ZQrData>;

/** GET /nfts/{id}/status, polled every second while the card is flipped. */
export const ZNftStatus = z.object({
  id: z.number().int(),
  status: z.enum(NFT_STATUSES),
  useCnt: z.number().int(),
  totalUseCnt: z.number().int(),
  usedAt: z.string().nullable(),
});
export type TNftStatus = z.infer<typeof ZNftStatus>;

export const ZNftHistoryItem = z.object({
  id: z.number().int(),
  type: z.enum(HISTORY_TYPES),
  createdAt: z.string(),
  detail: z.record(z.string(), z.unknown()),
  /** The entry's chain transaction (a mint, a move) in its network's explorer, when it has one. */
  txUrl: z.string().nullable(),
  /**
   * For a move (SEND, SELL), the viewer's side of it: the move that made the token theirs
   * ("received": a resale they bought, a ticket sent to them) or one they made ("gave"); null for
   * other entries and for moves between earlier holders.
   */
  side: z.enum(["received", "gave"]).nullable(),
});
export const ZNftHistory = z.array(ZNftHistoryItem);
export type TNftHistoryItem = z.infer<typeof ZNftHistoryItem>;

// ---- the door ----

export const CHECKIN_RESULTS = [
  "ADMITTED",
  "ALREADY_USED",
  "INVALID_SIGNATURE",
  "EXPIRED_CODE",
  "WRONG_EVENT",
  "LOCKED",
  "NOT_OPEN",
  "EVENT_ENDED",
  /** The code was shown before the token started changing hands (a send, a listing): not its holder's now. */
  "TRANSFERRED",
] as const;
export type CheckinResult = (typeof CHECKIN_RESULTS)[number];

/**
 * POST /host/checkin: the scanned code and, optionally, the gate it was scanned at and the event
 * date the door admits for (a code of another date is then WRONG_EVENT).
 */
export const ZCheckinRequest = z.object({
  qrData: z.string().min(1).max(2000),
  gate: z.string().trim().max(40).optional(),
  cltnTimeId: z.number().int().min(1).optional(),
});
export type TCheckinRequest = z.input<typeof ZCheckinRequest>;

/** POST /host/checkin/{historyId}/cancel: the token after its admission was undone. */
export const ZCheckinCancelResponse = z.object({
  id: z.number().int(),
  status: z.enum(NFT_STATUSES),
  useCnt: z.number().int(),
});
export type TCheckinCancelResponse = z.infer<typeof ZCheckinCancelResponse>;

/** POST /host/checkin/coupons/{historyId}/cancel: the held coupon after its redemption was undone. */
export const ZCouponUseCancelResponse = z.object({ id: z.number().int(), useCnt: z.number().int() });
export type TCouponUseCancelResponse = z.infer<typeof ZCouponUseCancelResponse>;

export const ZCheckinResponse = z.object({
  result: z.enum(CHECKIN_RESULTS),
  /** What the code was for: a token (admission) or a held coupon (redemption). */
  kind: z.enum(["NFT", "COUPON"]),
  /**
   * The history entry of this scan (USE or USE_FAIL), in the token's history for NFT and the
   * coupon's for COUPON; a use can be undone with it.
   */
  historyId: z.number().int().nullable(),
  nft: z
    .object({
      id: z.number().int(),
      name: z.string(),
      cltnName: z.string(),
      cltnType: z.enum(CLTN_TYPES),
      seat: z.string().nullable(),
      holderName: z.string().nullable(),
      /** Uses left after this scan (memberships), 0 for a used ticket. */
      remaining: z.number().int(),
      totalUseCnt: z.number().int(),
      /** The event's time zone: the door shows its times in it. */
      timeZone: z.string(),
    })
    .nullable(),
  coupon: z
    .object({
      id: z.number().int(),
      name: z.string(),
      brandName: z.string(),
      holderName: z.string().nullable(),
      remaining: z.number().int(),
      useLimit: z.number().int(),
    })
    .nullable(),
  /** For ALREADY_USED: when and where it was used. */
  usedAt: z.string().nullable(),
  usedGate: z.string().nullable(),
  /** For NOT_OPEN: when the doors open. */
  openDate: z.string().nullable(),
});
export type TCheckinResponse = z.infer<typeof ZCheckinResponse>;

/** GET /cltns: the collections the user holds tokens of ('my event' view), with how many. */
export const ZMyCltnQuery = z.object({
  type: z.enum(["all", "TICKET", "MEMBERSHIP"]).default("all"),
  sort: z.enum(NFT_LIST_SORT).default("newest"),
});
export const ZMyCltn = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(CLTN_TYPES),
  logoImg: z.string(),
  image: z.string(),
  color: z.string(),
  brandName: z.string(),
  nftCount: z.number().int(),
  /** The newest token's id, for "newest" ordering. */
  lastNftId: z.number().int(),
});
export const ZMyCltns = z.array(ZMyCltn);
export type TMyCltn = z.infer<typeof ZMyCltn>;

/** GET /cltns/{id}: a collection's information (/cltn/info/{id}). */
export const ZCltnInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(CLTN_TYPES),
  description: z.string(),
  memo: z.string(),
  image: z.string(),
  logoImg: z.string(),
  color: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  brandImg: z.string(),
  timeZone: z.string(),
  locationType: z.enum(["online", "offline"]),
  place: z.object({ name: z.string(), address: z.string() }).nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  sellYn: z.boolean(),
  transferYn: z.boolean(),
  maxPrice: z.number().int().nullable(),
  royalty: z.number(),
});
export type TCltnInfo = z.infer<typeof ZCltnInfo>;

// ---- public access links (/nal/{link}) ----

/** Tokens and/or held coupons; the coupons that came with a named token are opened too. */
export const ZCreateAccessLinkRequest = z
  .object({
    nftIds: z.array(z.number().int().min(1).max(LIMITS.maxValue)).max(20).default([]),
    couponIds: z.array(z.number().int().min(1).max(LIMITS.maxValue)).max(20).default([]),
  })
  .refine((v) => v.nftIds.length + v.couponIds.length > 0, {
    message: "name at least one token or coupon",
    path: ["nftIds"],
  });
/** The link itself is shown once, at creation: only its hash is kept. */
export const ZCreatedAccessLink = z.object({ id: z.number().int(), link: z.string(), url: z.string() });
export type TCreatedAccessLink = z.infer<typeof ZCreatedAccessLink>;
export const ZAccessLinkSummary = z.object({
  id: z.number().int(),
  nftIds: z.array(z.number().int()),
  couponIds: z.array(z.number().int()),
  createdAt: z.string(),
});
export const ZAccessLinkList = z.array(ZAccessLinkSummary);
export type TAccessLinkSummary = z.infer<typeof ZAccessLinkSummary>;

// ---- attendee questionnaire ----

/** GET /nfts/{id}/qtnr-template: the collection's template, or the default (name and phone). */
export const ZQtnrTemplateResponse = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  items: z.array(ZQtnrItemShown),
  /** What the attendee answered before (edit mode), or null. */
  answers: z.record(z.string(), z.unknown()).nullable(),
});
export type TQtnrTemplateResponse = z.infer<typeof ZQtnrTemplateResponse>;

export const ZQtnrInfoRequest = z.object({
  answers: z.record(z.string().max(60), z.unknown()),
  /** Edit mode: only editable items are checked and changed. */
  edit: z.boolean().default(false),
});
export type TQtnrInfoRequest = z.input<typeof ZQtnrInfoRequest>;

/** POST /discover/referrer/valid: is the code a live referral code for these groups' collection? */
export const ZReferrerValidRequest = z.object({
  code: z.string().trim().min(1).max(32),
  /** The nft group ids the purchase or ticket is for. */
  ngList: z.array(z.number().int().min(1)).min(1).max(50),
});
export const ZReferrerValidResponse = z.object({ valid: z.literal(true), discountRate: z.number().int() });

/** GET /nfts/{id}/seat: the place's map with every seat, and which one is the token's. */
export const ZNftSeatMap = z.object({
  place: z.object({ name: z.string(), width: z.number(), height: z.number() }),
  zones: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string(), shape: ZZoneShape })),
  seats: z.array(
    z.object({
      id: z.number().int(),
      zoneId: z.number().int(),
      row: z.string(),
      number: z.number().int(),
      x: z.number(),
      y: z.number(),
    }),
  ),
  seatId: z.number().int(),
  seatName: z.string(),
});
export type TNftSeatMap = z.infer<typeof ZNftSeatMap>;

/** GET /nfts/{id}/transactions/{trstId}/status: one chain transaction of the caller's token. */
export const ZNftTransactionParams = z.object({ id: ZRowId, trstId: ZRowId });
export const ZNftTransactionStatus = z.object({
  id: z.number().int(),
  nftId: z.number().int(),
  /**
   * What the transaction does to the token. The kinds are every chain write's: a token's is never
   * `faucet` (test XRP the development faucet sends), `refund` (XRP sent back to a paying wallet)
   * nor `withdraw` (collected XRP sent to the treasury), which belong to no token.
   */
  kind: z.enum(["deploy", "mint", "transfer", "burn", "setting", "faucet", "refund", "withdraw"]),
  /** PENDING while on its way (stored, broadcast), then CONFIRMED or FAILED. */
  status: z.enum(["PENDING", "CONFIRMED", "FAILED"]),
  network: z.enum(NETWORKS),
  txHash: z.string().nullable(),
  txUrl: z.string().nullable(),
  blockNumber: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TNftTransactionStatus = z.infer<typeof ZNftTransactionStatus>;
