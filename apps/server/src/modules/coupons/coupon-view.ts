import { couponStatus } from "@admit/contract/coupon-rules";
import type { TCouponDetail, TCouponStatus } from "@admit/contract/coupons";
import type { Language } from "@admit/contract/i18n";
import { inLanguage } from "@admit/contract/organiser-texts";
import { eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands, cltns, coupons, heldCoupons } from "../../db/schema/index.ts";
import { cltnNameIn, nameIn } from "../../lib/organiser-names.ts";

/** Seconds a coupon's door code works: long enough to show it, short enough that a photo is useless. */
export const COUPON_QR_VALID_SECONDS = 30;

/** One select for every coupon view: the held coupon with its offer, brand and collection. */
export function selectHeldCoupons(db: Db, where: SQL | undefined) {
  return db
    .select({
      held: heldCoupons,
      coupon: coupons,
      brand: { name: brands.name, names: brands.names },
      brandImg: brands.profileImg,
      cltn: { name: cltns.name, extra: cltns.extra, timeZone: cltns.timeZone },
    })
    .from(heldCoupons)
    .innerJoin(coupons, eq(coupons.id, heldCoupons.couponId))
    .innerJoin(brands, eq(brands.id, coupons.brandId))
    .leftJoin(cltns, eq(cltns.id, coupons.cltnId))
    .where(where);
}

export type HeldCouponRow = Awaited<ReturnType<typeof selectHeldCoupons>>[number];

export const statusInput = (row: HeldCouponRow) => ({
  paused: row.coupon.paused,
  useCnt: row.held.useCnt,
  useLimit: row.coupon.useLimit,
  validFrom: row.coupon.validFrom,
  validTo: row.coupon.validTo,
});

/** A held coupon in `lang`: the offer's, the brand's and the collection's names as the organiser wrote them. */
export function toCouponDetail(row: HeldCouponRow, lang: Language, now = new Date()): TCouponDetail {
  const { held, coupon } = row;
  return {
    id: held.id,
    couponId: coupon.id,
    nftId: held.nftId,
    name: nameIn(coupon, lang),
    description: inLanguage(coupon.descriptions, lang, coupon.description),
    image: coupon.image,
    brandName: nameIn(row.brand, lang),
    brandImg: row.brandImg,
    cltnName: row.cltn ? cltnNameIn(row.cltn, lang) : null,
    discountType: coupon.discountType,
    discountValue: coupon.discountValue,
    currency: coupon.currency ?? null,
    validFrom: coupon.validFrom.toISOString(),
    validTo: coupon.validTo.toISOString(),
    useLimit: coupon.useLimit,
    useCnt: held.useCnt,
    status: couponStatus(statusInput(row), now),
    usedAt: held.usedAt?.toISOString() ?? null,
    timeZone: row.cltn?.timeZone ?? null,
    qrValidTime: COUPON_QR_VALID_SECONDS,
  };
}

export const toCouponStatus = (row: HeldCouponRow, now = new Date()): TCouponStatus => ({
  id: row.held.id,
  status: couponStatus(statusInput(row), now),
  useCnt: row.held.useCnt,
  useLimit: row.coupon.useLimit,
  usedAt: row.held.usedAt?.toISOString() ?? null,
});
