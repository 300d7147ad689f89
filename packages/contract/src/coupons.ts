/** Held coupons: the card, its status and its door code (spec §3 coupon statuses; §7 access links). */
import { z } from "zod";
import { COUPON_STATUSES } from "./enums.ts";
import { CURRENCY_CODES } from "./money.ts";

/** A held coupon as its card shows it. */
export const ZCouponDetail = z.object({
  /** The held coupon's id (what links, codes and the door name). */
  id: z.number().int(),
  couponId: z.number().int(),
  /** The token it came with, if any. */
  nftId: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  brandName: z.string(),
  brandImg: z.string(),
  cltnName: z.string().nullable(),
  discountType: z.enum(["RATE", "AMOUNT", "GIFT"]),
  /** Percent for RATE, minor units of `currency` for AMOUNT, 0 for GIFT. */
  discountValue: z.number().int(),
  currency: z.enum(CURRENCY_CODES).nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  useLimit: z.number().int(),
  useCnt: z.number().int(),
  status: z.enum(COUPON_STATUSES),
  usedAt: z.string().nullable(),
  /**
   * The zone of the coupon's collection (null for a brand-wide coupon): its validity is the
   * organiser's time, written in it and named; a use is the holder's own, in theirs (issue 26).
   */
  timeZone: z.string().nullable(),
  /** Seconds a door code works. */
  qrValidTime: z.number().int(),
});
export type TCouponDetail = z.infer<typeof ZCouponDetail>;
export const ZCouponList = z.array(ZCouponDetail);

/** Polled while a coupon's code is shown. */
export const ZCouponStatus = z.object({
  id: z.number().int(),
  status: z.enum(COUPON_STATUSES),
  useCnt: z.number().int(),
  useLimit: z.number().int(),
  usedAt: z.string().nullable(),
});
export type TCouponStatus = z.infer<typeof ZCouponStatus>;

export const ZCouponListQuery = z.object({ mode: z.enum(["able", "disabled"]).default("able") });

export const ZCouponHistoryItem = z.object({
  id: z.number().int(),
  type: z.enum(["USE", "USE_FAIL", "USE_CANCEL"]),
  createdAt: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export const ZCouponHistory = z.array(ZCouponHistoryItem);
export type TCouponHistoryItem = z.infer<typeof ZCouponHistoryItem>;

/** GET /discover/nfts/{id}/coupons: the coupon offers that go with a product's collection (public). */
export const ZCouponOffer = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  brandName: z.string(),
  discountType: z.enum(["RATE", "AMOUNT", "GIFT"]),
  discountValue: z.number().int(),
  currency: z.enum(CURRENCY_CODES).nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  useLimit: z.number().int(),
});
export const ZCouponOffers = z.array(ZCouponOffer);
export type TCouponOffer = z.infer<typeof ZCouponOffer>;
