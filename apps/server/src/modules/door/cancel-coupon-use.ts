import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { couponHistories, coupons, heldCoupons, hostBrands } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Host } from "./checkin-result.ts";

/**
 * Undoes a mistaken coupon redemption (USE_CANCEL): the use is given back. Only once per
 * redemption, and only by a host of the coupon's brand (404 otherwise, as for an unknown one).
 */
export async function cancelCouponUse(app: Pick<FastifyInstance, "db">, host: Host, historyId: number) {
  return app.db.transaction(async (tx) => {
    const [use] = await tx
      .select({ history: couponHistories, brandId: coupons.brandId })
      .from(couponHistories)
      .innerJoin(heldCoupons, eq(heldCoupons.id, couponHistories.heldCouponId))
      .innerJoin(coupons, eq(coupons.id, heldCoupons.couponId))
      .where(and(eq(couponHistories.id, historyId), eq(couponHistories.type, "USE")))
      .for("update", { of: couponHistories });
    if (!use || use.history.detail.cancelled === true) throw new AppError("NOT_FOUND");
    if (host.role !== "ADMIN") {
      const [allowed] = await tx
        .select({ brandId: hostBrands.brandId })
        .from(hostBrands)
        .where(and(eq(hostBrands.userId, host.id), eq(hostBrands.brandId, use.brandId)));
      if (!allowed) throw new AppError("NOT_FOUND");
    }
    await tx
      .update(couponHistories)
      .set({ detail: { ...use.history.detail, cancelled: true } })
      .where(eq(couponHistories.id, historyId));
    const [held] = await tx
      .update(heldCoupons)
      .set({
        useCnt: sql`greatest(${heldCoupons.useCnt} - 1, 0)`,
        usedAt: sql`case when ${heldCoupons.useCnt} - 1 <= 0 then null else ${heldCoupons.usedAt} end`,
      })
      .where(eq(heldCoupons.id, use.history.heldCouponId))
      .returning({ id: heldCoupons.id, useCnt: heldCoupons.useCnt });
    await tx.insert(couponHistories).values({
      heldCouponId: use.history.heldCouponId,
      type: "USE_CANCEL",
      actorId: host.id,
      detail: { cancels: historyId },
    });
    if (!held) throw new Error("redemption without a coupon");
    return held;
  });
}
