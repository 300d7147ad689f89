/**
 * The public catalogue (spec §2 discover and brand pages, §3 Nft group, §7 Discover and purchase):
 * collections on sale, their dates and products, a product's public history, prices and brands.
 * No login needed; a session only adds what the signed-in user already bought.
 */
import { z } from "zod";
import {
  CLTN_KINDS,
  CLTN_TYPES,
  type HISTORY_TYPES,
  NETWORKS,
  NFT_GROUP_STATUSES,
  REFUND_PLANS,
} from "./enums.ts";
import { LANGUAGES } from "./i18n.ts";
import { ZLabelName } from "./labels.ts";
import { LIMITS } from "./limits.ts";
import { CURRENCY_CODES } from "./money.ts";

const ZInt = z.number().int();
const ZCurrency = z.enum(CURRENCY_CODES);
const ZQueryId = z.coerce.number().int().min(1).max(LIMITS.maxValue);

/**
 * NEWEST and OLDEST order by registration (the cursor is the last id seen); SOONEST by the next
 * date still to come, collections without one last (the cursor is how many were seen).
 */
export const DISCOVER_SORT = ["NEWEST", "OLDEST", "SOONEST"] as const;
export type DiscoverSort = (typeof DISCOVER_SORT)[number];

/**
 * The date filter's shortcuts: from today to the end of this week (Monday to Sunday) or of this
 * month. Days are the event's own: "today" and each date are calendar days in the collection's
 * time zone, so a concert in Seoul on Friday 20:00 is on Friday for every viewer.
 */
export const DISCOVER_DATES = ["THIS_WEEK", "THIS_MONTH"] as const;
export type DiscoverDate = (typeof DISCOVER_DATES)[number];

/** Where a collection's sale stands now: only UPCOMING and ON_SALE ones are listed on discover. */
export const SALE_STATES = ["UPCOMING", "ON_SALE", "ENDED"] as const;
export type SaleState = (typeof SALE_STATES)[number];

/** A calendar day, YYYY-MM-DD, that exists (no 2026-02-30). */
export const ZCalendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "valid.format")
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, "valid.format");

const ZFilterText = z.string().trim().min(1).max(LIMITS.defaultTextMaxLength);

const ZDiscoverListParams = z.object({
  type: z.enum(["all", ...CLTN_TYPES]).default("all"),
  sort: z.enum(DISCOVER_SORT).default("NEWEST"),
  cursor: z.coerce.number().int().min(0).max(LIMITS.maxValue).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** The white label the list is shown in: only the brands it sells (all of them for one that names none). */
  label: ZLabelName.optional(),
  /** A date shortcut, or `from` and/or `to` (days in the event's time zone, both included); not both. */
  date: z.enum(DISCOVER_DATES).optional(),
  from: ZCalendarDay.optional(),
  to: ZCalendarDay.optional(),
  /** The place's city as the organiser wrote it (`value` of GET /discover/cltns/filters). */
  city: ZFilterText.optional(),
  category: ZFilterText.optional(),
});

/** A shortcut and picked dates cannot both apply, and a range ends on or after its start. */
const checkDates = (q: { date?: DiscoverDate; from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (q.date && (q.from || q.to))
    ctx.addIssue({ code: "custom", path: ["date"], message: "valid.invalid", input: q.date });
  if (q.from && q.to && q.to < q.from)
    ctx.addIssue({ code: "custom", path: ["to"], message: "valid.min", input: q.to });
};

/**
 * GET /discover/cltns and GET /discover/brands/{id}/cltns: type, date, city and category
 * filters, the order and a cursor.
 */
export const ZDiscoverCltnQuery = ZDiscoverListParams.superRefine(checkDates);
export type TDiscoverCltnQuery = z.input<typeof ZDiscoverCltnQuery>;
export type TDiscoverCltnFilter = z.output<typeof ZDiscoverCltnQuery>;

/**
 * GET /discover/cltns/search: the list's filters and a keyword, found in the collection's,
 * brand's or place's name in any language, or the category; matches in the collection's name
 * come first, and a name that starts with the keyword before one that contains it. The cursor
 * is how many results were seen.
 */
export const ZDiscoverSearchQuery = ZDiscoverListParams.extend({
  keyword: z.string().trim().min(1).max(LIMITS.defaultTextMaxLength),
}).superRefine(checkDates);
export type TDiscoverSearchQuery = z.input<typeof ZDiscoverSearchQuery>;
export type TDiscoverSearchFilter = z.output<typeof ZDiscoverSearchQuery>;

/** GET /discover/cltns/filters: the cities and categories of the collections on the list now. */
export const ZDiscoverFilterOptionsQuery = z.object({ label: ZLabelName.optional() });
export const ZDiscoverFilterOptions = z.object({
  /** `value` goes in the list's `city`; `name` is the city in the reader's language. */
  cities: z.array(z.object({ value: z.string(), name: z.string() })),
  categories: z.array(z.string()),
});
export type TDiscoverFilterOptions = z.infer<typeof ZDiscoverFilterOptions>;

export const ZDiscoverBrandRef = z.object({ id: ZInt, name: z.string(), image: z.string() });

/** The lowest price of a collection's groups on sale in one currency, in minor units. */
export const ZLowestPrice = z.object({ currency: ZCurrency, price: ZInt });

/** One card of the discover list, the search results and a brand's collections. */
export const ZDiscoverCltnCard = z.object({
  id: ZInt,
  name: z.string(),
  type: z.enum(CLTN_TYPES),
  kind: z.enum(CLTN_KINDS),
  category: z.string(),
  image: z.string(),
  logoImg: z.string(),
  color: z.string(),
  brand: ZDiscoverBrandRef,
  placeName: z.string().nullable(),
  locationType: z.enum(["online", "offline"]),
  timeZone: z.string(),
  /** Start of the first and of the last date; a membership without dates gives its period. */
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  hideStartDate: z.boolean(),
  /** The collection's own currency first, then the others in the order of CURRENCY_CODES. */
  lowestPrices: z.array(ZLowestPrice),
  isAdult: z.boolean(),
  saleStartAt: z.string(),
  saleEndAt: z.string(),
  saleState: z.enum(SALE_STATES),
  /** Every group issued all it has (or there are none). */
  soldOut: z.boolean(),
});
export type TDiscoverCltnCard = z.infer<typeof ZDiscoverCltnCard>;

export const ZDiscoverCltnList = z.object({
  items: z.array(ZDiscoverCltnCard),
  nextCursor: ZInt.nullable(),
});
export type TDiscoverCltnList = z.infer<typeof ZDiscoverCltnList>;

/** One date and time of a collection (GET /discover/cltn_times/{cltnTimeId}). */
export const ZDiscoverCltnTime = z.object({
  id: ZInt,
  cltnId: ZInt,
  startAt: z.string(),
  endAt: z.string(),
  openAt: z.string().nullable(),
  timeZone: z.string(),
});
export type TDiscoverCltnTime = z.infer<typeof ZDiscoverCltnTime>;

/** GET /discover/cltns/{id} query: the language of the text (else the session's or Accept-Language). */
export const ZDiscoverCltnDetailQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

/** GET /discover/cltns/{id}: everything the detail page shows. */
export const ZDiscoverCltnDetail = ZDiscoverCltnCard.extend({
  /** The language asked for, and the one the text is in (null: the collection's own text). */
  lang: z.enum(LANGUAGES),
  textLang: z.enum(LANGUAGES).nullable(),
  description: z.string(),
  memo: z.string(),
  place: z
    .object({
      id: ZInt,
      name: z.string(),
      address: z.string(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
    })
    .nullable(),
  onlineUrl: z.string().nullable(),
  times: z.array(ZDiscoverCltnTime),
  refundPlan: z.enum(REFUND_PLANS),
  /** The host asks attendees for information (a questionnaire template is set). */
  hasQtnr: z.boolean(),
  /** Tokens wait for the attendee's answers before they can be used. */
  qtnrRequired: z.boolean(),
  /** Some group sells seats of a zone: the purchase goes through the seat map. */
  isSeated: z.boolean(),
  currency: ZCurrency,
  network: z.enum(NETWORKS),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  /** Application events: when winners are announced. */
  announceAt: z.string().nullable(),
  sellYn: z.boolean(),
  transferYn: z.boolean(),
  maxPrice: ZInt.nullable(),
  royalty: z.number(),
});
export type TDiscoverCltnDetail = z.infer<typeof ZDiscoverCltnDetail>;

/** One price of a group (spec §3 priceList), in minor units of its currency. */
export const ZDiscoverPrice = z.object({ id: ZInt, name: z.string(), price: ZInt, currency: ZCurrency });
export type TDiscoverPrice = z.infer<typeof ZDiscoverPrice>;

const groupBase = {
  id: ZInt,
  name: z.string(),
  cltnTimeId: ZInt.nullable(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  status: z.enum(NFT_GROUP_STATUSES),
  priceList: z.array(ZDiscoverPrice),
  isSeated: z.boolean(),
  zoneName: z.string().nullable(),
};

/** GET /discover/cltns/{id}/nfts: the products the detail page lists. */
export const ZDiscoverProduct = z.object({
  ...groupBase,
  description: z.string(),
  totalCnt: ZInt,
  /** totalCnt − issuedCnt. */
  remaining: ZInt,
});
export const ZDiscoverProductList = z.object({ items: z.array(ZDiscoverProduct) });
export type TDiscoverProduct = z.infer<typeof ZDiscoverProduct>;

/** GET /discover/cltns/{id}/nft_groups: what the purchase flow offers (spec §3 Nft group). */
export const ZDiscoverNftGroup = z.object({
  ...groupBase,
  attributes: z.record(z.string(), z.unknown()),
  /** totalCnt − issuedCnt. */
  mintableCnt: ZInt,
  mintableCntPerWallet: ZInt,
  /** Tokens of this group the signed-in user holds; 0 without a session. */
  buyCnt: ZInt,
  /** min(mintableCnt, mintableCntPerWallet − buyCnt), never below 0. */
  maxCnt: ZInt,
});
export const ZDiscoverNftGroupList = z.object({ items: z.array(ZDiscoverNftGroup) });
export type TDiscoverNftGroup = z.infer<typeof ZDiscoverNftGroup>;

/** GET /discover/nfts/{id}: one product (nft group) with its collection, for a public page. */
export const ZDiscoverNft = ZDiscoverProduct.extend({
  attributes: z.record(z.string(), z.unknown()),
  time: ZDiscoverCltnTime.nullable(),
  cltn: z.object({
    id: ZInt,
    name: z.string(),
    type: z.enum(CLTN_TYPES),
    kind: z.enum(CLTN_KINDS),
    image: z.string(),
    logoImg: z.string(),
    color: z.string(),
    timeZone: z.string(),
    hideStartDate: z.boolean(),
    brand: ZDiscoverBrandRef,
  }),
});
export type TDiscoverNft = z.infer<typeof ZDiscoverNft>;

/** The history types a product's public history shows: issuing and changes of hands, never uses. */
export const PUBLIC_HISTORY_TYPES = [
  "MINTED",
  "FIRST_BUY",
  "SEND",
  "SELL_REG",
  "SELL",
] as const satisfies readonly (typeof HISTORY_TYPES)[number][];
export type PublicHistoryType = (typeof PUBLIC_HISTORY_TYPES)[number];

export const ZDiscoverHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(LIMITS.maxValue).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type TDiscoverHistoryQuery = z.input<typeof ZDiscoverHistoryQuery>;

/** GET /discover/nfts/{id}/histories: newest first, without people (no actor, no detail). */
export const ZDiscoverNftHistories = z.object({
  items: z.array(
    z.object({
      id: ZInt,
      type: z.enum(PUBLIC_HISTORY_TYPES),
      /** The token's number within its collection. */
      nftSerial: ZInt,
      createdAt: z.string(),
    }),
  ),
  page: ZInt,
  size: ZInt,
  total: ZInt,
  /** Events of each shown type over the group's whole history. */
  counts: z.record(z.enum(PUBLIC_HISTORY_TYPES), ZInt),
});
export type TDiscoverNftHistories = z.infer<typeof ZDiscoverNftHistories>;

/** GET /discover/nft_groups/prices query. */
export const ZDiscoverGroupPriceQuery = z.object({ nftGroupId: ZQueryId, crcy: ZCurrency });

/** A tax or fee line of a purchase (spec §3 "Tax items: platform, etc."), in minor units. */
export const ZTaxItem = z.object({ type: z.string(), name: z.string(), amount: ZInt, currency: ZCurrency });

/** GET /discover/nft_groups/prices: the group's prices in one currency and the fees that apply. */
export const ZDiscoverGroupPrices = z.object({
  nftGroupId: ZInt,
  currency: ZCurrency,
  /** Empty when the group is not sold in this currency. */
  prices: z.array(ZDiscoverPrice),
  /** Every currency the group has a price in. */
  currencies: z.array(ZCurrency),
  /** No fee is configured anywhere yet, so this stays empty rather than invented. */
  taxItems: z.array(ZTaxItem),
});
export type TDiscoverGroupPrices = z.infer<typeof ZDiscoverGroupPrices>;

/** GET /discover/brands/{id}: the brand page's profile. */
export const ZDiscoverBrand = z.object({
  id: ZInt,
  name: z.string(),
  description: z.string(),
  image: z.string(),
  logoImg: z.string(),
  bannerImg: z.string().nullable(),
});
export type TDiscoverBrand = z.infer<typeof ZDiscoverBrand>;
