import type { Db } from "../../db/client.ts";
import { heldCoupons } from "../../db/schema/index.ts";

/** Gives someone a copy of a coupon offer, optionally as a benefit of a token they hold. */
export async function grantCoupon(
  db: Pick<Db, "insert">,
  input: { couponId: number; ownerId: number; nftId?: number | null },
): Promise<number> {
  const [row] = await db
    .insert(heldCoupons)
    .values({ couponId: input.couponId, ownerId: input.ownerId, nftId: input.nftId ?? null })
    .returning({ id: heldCoupons.id });
  if (!row) throw new Error("no held coupon row");
  return row.id;
}
