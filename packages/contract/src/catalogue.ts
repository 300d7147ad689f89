/**
 * Shapes of catalogue data shared by the database (jsonb columns), the API and the demo
 * catalogue files loaded by `npm run seed`.
 */
import { z } from "zod";
import {
  CLTN_KINDS,
  CLTN_TYPES,
  NETWORKS,
  NFT_GROUP_STATUSES,
  NFT_STATUSES,
  QTNR_ITEM_TYPES,
  QTNR_KEYS,
  REFUND_PLANS,
  ROLES,
} from "./enums.ts";
import { LANGUAGES } from "./i18n.ts";
import { DEFAULT_LOGIN_METHODS, ZLabel } from "./labels.ts";
import { LIMITS } from "./limits.ts";
import { CURRENCY_CODES } from "./money.ts";
import { ZCltnTexts, ZLocalTexts } from "./organiser-texts.ts";

const ZPoint = z.tuple([z.number(), z.number()]);

/** A zone drawn on the seat map: a polygon in map units. */
export const ZZoneShape = z.object({ type: z.literal("polygon"), points: z.array(ZPoint).min(3) });
export type ZoneShape = z.infer<typeof ZZoneShape>;

/** A branch condition: the item shows (and is validated) only when item `itemId` has one of `values`. */
export const ZQtnrBranch = z.object({ itemId: z.string().min(1), values: z.array(z.string()).min(1) });

export const ZQtnrItem = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  type: z.enum(QTNR_ITEM_TYPES),
  required: z.boolean(),
  editable: z.boolean(),
  maxLength: z.number().int().positive().max(LIMITS.maxValue).optional(),
  placeholder: z.string().optional(),
  /** For SELECT and CHECKBOX. */
  options: z.array(z.string()).optional(),
  /** For TERMS: the text the attendee agrees to. */
  terms: z.string().optional(),
  branch: z.array(ZQtnrBranch).optional(),
  key: z.enum(QTNR_KEYS).optional(),
  /** `name`, `placeholder` and `terms` in other languages (organiser-texts.ts). */
  names: ZLocalTexts.optional(),
  placeholders: ZLocalTexts.optional(),
  termsTexts: ZLocalTexts.optional(),
  /** Each option's name in other languages, by the option: answers and branches keep the option itself. */
  optionNames: z.record(z.string(), ZLocalTexts).optional(),
});
export type QtnrItem = z.infer<typeof ZQtnrItem>;

/**
 * An item as a reader sees it (`qtnrItemIn`): its texts in the reader's language, each option's name
 * in `optionLabels` beside the option the answer keeps.
 */
export const ZQtnrItemShown = ZQtnrItem.omit({
  names: true,
  placeholders: true,
  termsTexts: true,
  optionNames: true,
}).extend({ optionLabels: z.record(z.string(), z.string()).optional() });
export type QtnrItemShown = z.infer<typeof ZQtnrItemShown>;

/** Token attributes (spec §3); everything optional because it depends on the collection type. */
export const ZNftAttributes = z.object({
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  openDate: z.string().optional(),
  timeZone: z.string().optional(),
  location: z.string().optional(),
  locationType: z.enum(["online", "offline"]).optional(),
  sector: z.string().optional(),
  row: z.string().optional(),
  seat: z.string().optional(),
  lat: z.number().optional(),
  lng: z.number().optional(),
  isWait: z.boolean().optional(),
  hideOptions: z.object({ startDate: z.boolean().optional() }).optional(),
  subPriceUnit: z.string().optional(),
});
export type NftAttributes = z.infer<typeof ZNftAttributes>;

// ---- demo catalogue files ----

/** A time relative to the day the seed runs, in the collection's time zone. */
export const ZRelativeTime = z.object({
  days: z.number().int(),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
});
export type RelativeTime = z.infer<typeof ZRelativeTime>;

const ZKey = z.string().regex(/^[a-z0-9][a-z0-9-]*$/);
const ZAsset = z.string().regex(/^\/demo\/[a-z0-9/_-]+\.(svg|png)$/);
const ZMinor = z.number().int().min(0).max(LIMITS.maxMoney);
const ZTimeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, "valid.timeZone");

export const ZSeedLabel = ZLabel.extend({
  /** The display name when absent. */
  appName: z.string().min(1).optional(),
  loginMethods: ZLabel.shape.loginMethods.default(DEFAULT_LOGIN_METHODS),
  redirectPatterns: z.array(z.string()).default([]),
  /** Keys of the brands the label sells; none: every brand (the platform's own label). */
  brands: z.array(ZKey).default([]),
});

export const ZSeedBrand = z.object({
  key: ZKey,
  name: z.string().min(1),
  /** The name and description in other languages (organiser-texts.ts). */
  names: ZLocalTexts.default({}),
  description: z.string(),
  descriptions: ZLocalTexts.default({}),
  logoImg: ZAsset,
  profileImg: ZAsset,
  bannerImg: ZAsset.optional(),
});

/** Seats are laid out row by row: `count` seats from (x, y) stepping `dx` to the right. */
export const ZSeedSeatRow = z.object({
  row: z.string().min(1).max(4),
  count: z.number().int().min(1).max(200),
  x: z.number(),
  y: z.number(),
  dx: z.number().positive(),
  firstNumber: z.number().int().min(1).default(1),
});

export const ZSeedZone = z.object({
  key: ZKey,
  name: z.string().min(1),
  names: ZLocalTexts.default({}),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  shape: ZZoneShape,
  rows: z.array(ZSeedSeatRow),
});

export const ZSeedPlace = z.object({
  key: ZKey,
  name: z.string().min(1),
  names: ZLocalTexts.default({}),
  address: z.string().min(1),
  addresses: ZLocalTexts.default({}),
  /** The city or area the discover list filters by, and its name in other languages. */
  city: z.string().min(1).optional(),
  cityNames: ZLocalTexts.default({}),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  timeZone: ZTimeZone,
  mapWidth: z.number().int().positive().default(1000),
  mapHeight: z.number().int().positive().default(800),
  zones: z.array(ZSeedZone).default([]),
});

/** A questionnaire item of the demo files: an option named in another language must be one of its options. */
const ZSeedQtnrItem = ZQtnrItem.superRefine((item, ctx) => {
  for (const option of Object.keys(item.optionNames ?? {}))
    if (!item.options?.includes(option))
      ctx.addIssue({
        code: "custom",
        path: ["optionNames", option],
        message: "not one of the item's options",
      });
});

export const ZSeedQtnrTemplate = z.object({
  key: ZKey,
  name: z.string().min(1),
  items: z.array(ZSeedQtnrItem).min(1),
});

export const ZSeedPrice = z.object({
  name: z.string().min(1),
  /** The name in other languages (organiser-texts.ts). */
  names: ZLocalTexts.default({}),
  price: ZMinor,
  currency: z.enum(CURRENCY_CODES),
});

export const ZSeedGroup = z.object({
  name: z.string().min(1),
  names: ZLocalTexts.default({}),
  description: z.string().default(""),
  descriptions: ZLocalTexts.default({}),
  /** Key of one of the collection's times; absent for memberships without dates. */
  time: ZKey.optional(),
  /** Key of a zone of the collection's place, for seated groups. */
  zone: ZKey.optional(),
  totalCnt: z.number().int().min(0).max(LIMITS.maxValue),
  mintableCntPerWallet: z.number().int().min(1).max(LIMITS.maxValue),
  status: z.enum(NFT_GROUP_STATUSES).default("SALE"),
  prices: z.array(ZSeedPrice).min(1),
});

export const ZSeedTime = z.object({
  key: ZKey,
  start: ZRelativeTime,
  durationMinutes: z.number().int().positive(),
  openBeforeMinutes: z.number().int().min(0).optional(),
});

export const ZSeedReferralCode = z.object({
  code: z.string().regex(/^[A-Z0-9-]{3,32}$/),
  affiliate: z.string().min(1),
  discountRate: z.number().int().min(0).max(100).default(0),
});

export const ZSeedCltn = z.object({
  /** Fixed id, for the collection behind the fixed event shortcut (44). */
  id: z.number().int().positive().optional(),
  key: ZKey,
  brand: ZKey,
  type: z.enum(CLTN_TYPES),
  kind: z.enum(CLTN_KINDS),
  category: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  memo: z.string().default(""),
  /** The name, about and before-you-go texts in other languages, kept in `extra.i18n`. */
  i18n: z.partialRecord(z.enum(LANGUAGES), ZCltnTexts).default({}),
  image: ZAsset,
  logoImg: ZAsset,
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  network: z.enum(NETWORKS),
  place: ZKey.optional(),
  locationType: z.enum(["online", "offline"]).default("offline"),
  onlineUrl: z.url().optional(),
  timeZone: ZTimeZone,
  isAdult: z.boolean().default(false),
  isQpass: z.boolean().default(false),
  qrType: z.enum(["DYNAMIC", "STATIC"]).default("DYNAMIC"),
  qrValidTime: z.number().int().min(2).max(3600).default(30),
  seatHoldMinutes: z.number().int().min(1).max(60).default(10),
  /** Booking (platform) fee per ticket, in minor units, per currency sold in. */
  bookingFees: z.partialRecord(z.enum(CURRENCY_CODES), ZMinor).default({}),
  refundPlan: z.enum(REFUND_PLANS).default("KR_STANDARD"),
  currency: z.enum(CURRENCY_CODES),
  sellYn: z.boolean().default(false),
  maxPrice: ZMinor.optional(),
  royalty: z.number().int().min(0).max(100).default(0),
  transferYn: z.boolean().default(true),
  /** Sends and listings close this many minutes before the doors open (0: when they open). */
  tradeCloseMinutes: z.number().int().min(0).max(10_080).default(0),
  hideStartDate: z.boolean().default(false),
  qtnrTemplate: ZKey.optional(),
  qtnrRequired: z.boolean().default(false),
  saleStart: ZRelativeTime,
  saleEnd: ZRelativeTime,
  periodStart: ZRelativeTime.optional(),
  periodEnd: ZRelativeTime.optional(),
  announce: ZRelativeTime.optional(),
  times: z.array(ZSeedTime).default([]),
  groups: z.array(ZSeedGroup).min(1),
  referralCodes: z.array(ZSeedReferralCode).default([]),
  /** QR claim codes: C… for the collection, N… for one group (`group`, default the first). */
  claimCodes: z
    .array(
      z.object({
        code: z.string().regex(/^[CN][A-Z0-9]{5,31}$/),
        group: z.number().int().min(0).default(0),
        /** Absent: no limit but the group's stock; 1: single-use. */
        maxClaims: z.number().int().min(1).max(LIMITS.maxValue).optional(),
        start: ZRelativeTime,
        end: ZRelativeTime,
      }),
    )
    .default([]),
  /** Application (lottery) events: images an application may carry, and whether one is required. */
  applyImageMax: z.number().int().min(0).max(5).default(0),
  applyImageRequired: z.boolean().default(false),
});

export const ZSeedCoupon = z.object({
  /** Names the offer for `wallet.json`. */
  key: ZKey,
  brand: ZKey,
  cltn: ZKey.optional(),
  name: z.string().min(1),
  names: ZLocalTexts.default({}),
  description: z.string(),
  descriptions: ZLocalTexts.default({}),
  image: ZAsset,
  discountType: z.enum(["RATE", "AMOUNT", "GIFT"]),
  discountValue: z.number().int().min(0).max(LIMITS.maxValue),
  currency: z.enum(CURRENCY_CODES).optional(),
  validFrom: ZRelativeTime,
  validTo: ZRelativeTime,
  useLimit: z.number().int().min(1).max(LIMITS.maxValue).default(1),
});

export const ZSeedUser = z.object({
  email: z.email(),
  name: z.string().min(1),
  password: z.string().min(LIMITS.passwordMinLength),
  role: z.enum(ROLES),
  language: z.enum(LANGUAGES),
  /** Brands a host admits people for (keys of brands.json). */
  hostBrands: z.array(ZKey).default([]),
});

/** Tokens in a demo wallet, so every card state can be seen right after the first start. */
export const ZSeedHolding = z.object({
  owner: z.email(),
  cltn: ZKey,
  /** Index of the group in the collection's `groups`. */
  group: z.number().int().min(0).default(0),
  status: z.enum(NFT_STATUSES).default("ACTIVE"),
  seat: z.object({ zone: ZKey, row: z.string(), number: z.number().int() }).optional(),
  useCnt: z.number().int().min(0).default(0),
  /** Where a used token came in: its admissions are in its history, as the door would write them. */
  gate: z.string().max(40).optional(),
  totalUseCnt: z.number().int().min(1).default(1),
  isLock: z.boolean().default(false),
  /** How many such tokens. */
  count: z.number().int().min(1).max(10).default(1),
  groupCount: z.number().int().min(1).default(1),
  /** A WAITING_WINNER card's application: what the applicant answered on the lottery's form. */
  answers: z.record(z.string(), z.unknown()).optional(),
  /** Keys of coupon offers that come with each such token (its holder holds a copy). */
  coupons: z.array(ZKey).default([]),
  /**
   * The send behind a SENDING or SEND_FAIL token: to an address (a member's, or a newcomer's who
   * gets a claim link) or, with none, by a code; FAILED for a member's whose move failed.
   */
  send: z
    .object({ email: z.email().optional(), status: z.enum(["PENDING", "FAILED"]).default("PENDING") })
    .optional(),
  /**
   * The listing behind a SELLING, SELL_REG or SELL_REG_FAIL token: LISTED (in escrow), REGISTERING
   * (its move to escrow is sent at start) or FAILED; at `price` (default: its face value).
   */
  sell: z
    .object({
      status: z.enum(["LISTED", "REGISTERING", "FAILED"]),
      price: z.number().int().min(1).optional(),
    })
    .optional(),
});
export type TSeedHolding = z.infer<typeof ZSeedHolding>;

/** The whole demo catalogue, as loaded from the files under `db/seed/demo/`. */
export const ZSeedCatalogue = z.object({
  labels: z.array(ZSeedLabel).min(2),
  brands: z.array(ZSeedBrand).min(2),
  places: z.array(ZSeedPlace),
  qtnrTemplates: z.array(ZSeedQtnrTemplate),
  cltns: z.array(ZSeedCltn).min(1),
  coupons: z.array(ZSeedCoupon),
  users: z.array(ZSeedUser),
  holdings: z.array(ZSeedHolding).default([]),
});
export type TSeedCatalogue = z.infer<typeof ZSeedCatalogue>;
export type TSeedCltn = z.infer<typeof ZSeedCltn>;
