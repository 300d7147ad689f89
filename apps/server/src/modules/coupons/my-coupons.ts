import { type CouponListMode, couponListMode } from "@admit/contract/coupon-rules";
import type { TCouponDetail } from "@admit/contract/coupons";
import type { Language } from "@admit/contract/i18n";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { heldCoupons } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { couponHeldBy } from "../../policies/token-holder.ts";
import { type HeldCouponRow, selectHeldCoupons, toCouponDetail } from "./coupon-view.ts";

/** The user's coupons in one mode (able: usable now or later; disabled: used, expired, paused), newest first. */
export async function listMyCoupons(
  db: Db,
  ownerId: number,
  mode: CouponListMode,
  lang: Language,
): Promise<TCouponDetail[]> {
  const rows = await selectHeldCoupons(db, couponHeldBy(ownerId)).orderBy(desc(heldCoupons.id));
  const now = new Date();
  return rows.map((row) => toCouponDetail(row, lang, now)).filter((c) => couponListMode(c.status) === mode);
}

/** The user's held coupon, or 404 with 4505 — the same for someone else's and a missing one. */
export async function findOwnedCoupon(db: Db, ownerId: number, id: number): Promise<HeldCouponRow> {
  const [row] = await selectHeldCoupons(db, and(eq(heldCoupons.id, id), couponHeldBy(ownerId)));
  if (!row) throw new AppError("4505");
  return row;
}
