/**
 * A held coupon's status (spec §3 coupon statuses), derived rather than stored so it can never
 * disagree with the offer's dates or its uses. Zod-free: the web's coupon cards use it too.
 *
 * - DEACTIVE: the brand paused the offer.
 * - USED: every use is taken.
 * - EXPIRED: the offer's period is over.
 * - UNUSE: not usable yet (its period has not started).
 * - ACTIVE: usable now — the only state with a live QR.
 */
import type { CouponStatus } from "./enums.ts";

export interface CouponStatusInput {
  paused: boolean;
  useCnt: number;
  useLimit: number;
  validFrom: string | Date;
  validTo: string | Date;
}

const time = (d: string | Date) => (typeof d === "string" ? Date.parse(d) : d.getTime());

export function couponStatus(c: CouponStatusInput, now: Date = new Date()): CouponStatus {
  if (c.paused) return "DEACTIVE";
  if (c.useCnt >= c.useLimit) return "USED";
  if (now.getTime() > time(c.validTo)) return "EXPIRED";
  if (now.getTime() < time(c.validFrom)) return "UNUSE";
  return "ACTIVE";
}

/** The coupon list's two modes (spec §2 "a coupon list with mode able/disabled"). */
export const COUPON_LIST_MODES = ["able", "disabled"] as const;
export type CouponListMode = (typeof COUPON_LIST_MODES)[number];

/** Usable now or later belongs to 'able'; used, expired and paused to 'disabled'. */
export const couponListMode = (status: CouponStatus): CouponListMode =>
  status === "ACTIVE" || status === "UNUSE" ? "able" : "disabled";
