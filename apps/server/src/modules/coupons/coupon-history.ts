import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { couponHistories } from "../../db/schema/index.ts";

/** A held coupon's redemptions, refusals and undos, newest first. */
export async function couponHistory(db: Db, heldCouponId: number) {
  const rows = await db
    .select()
    .from(couponHistories)
    .where(eq(couponHistories.heldCouponId, heldCouponId))
    .orderBy(desc(couponHistories.id))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    createdAt: r.createdAt.toISOString(),
    detail: r.detail,
  }));
}
