import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { cltns, couponHistories, coupons, heldCoupons, nftHistories, nfts } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Host, TeamScope } from "../../policies/host-role.ts";

/** What an undo needs to know of a kind of use: its history row, and how to give the use back. */
interface UseKind<Given> {
  /** The USE history row (locked) with the brand (and event) it belongs to and what was used. */
  findUse(
    tx: Tx,
    historyId: number,
  ): Promise<({ detail: Record<string, unknown>; usedId: number } & TeamScope) | undefined>;
  markCancelled(tx: Tx, historyId: number, detail: Record<string, unknown>): Promise<void>;
  giveBack(tx: Tx, usedId: number): Promise<Given | undefined>;
  recordCancel(tx: Tx, usedId: number, hostId: number, historyId: number): Promise<void>;
}

const notFound = () => new AppError("NOT_FOUND");

/**
 * Undoes a mistaken use (USE_CANCEL): the entry or the redemption is given back. Only once per
 * use, and only by the brand's or the event's team in a role that admits (404 otherwise, as for an
 * unknown one).
 */
export async function undoUse<Given>(
  deps: Pick<Deps, "db">,
  host: Host,
  historyId: number,
  kind: UseKind<Given>,
): Promise<Given> {
  return deps.db.transaction(async (tx) => {
    const use = await kind.findUse(tx, historyId);
    if (!use || use.detail.cancelled === true) throw notFound();
    await authorize(tx, host, "admit", { kind: "team", brandId: use.brandId, cltnId: use.cltnId }, notFound);
    await kind.markCancelled(tx, historyId, { ...use.detail, cancelled: true });
    const given = await kind.giveBack(tx, use.usedId);
    if (!given) throw new Error("a use without what was used");
    await kind.recordCancel(tx, use.usedId, host.id, historyId);
    return given;
  });
}

/** An admission: the entry comes back, and a used ticket is active again. */
export const ticketUse: UseKind<{
  id: number;
  status: (typeof nfts.$inferSelect)["status"];
  useCnt: number;
}> = {
  async findUse(tx, historyId) {
    const [use] = await tx
      .select({ history: nftHistories, brandId: cltns.brandId, cltnId: cltns.id })
      .from(nftHistories)
      .innerJoin(nfts, eq(nfts.id, nftHistories.nftId))
      .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
      .where(and(eq(nftHistories.id, historyId), eq(nftHistories.type, "USE")))
      .for("update", { of: nftHistories });
    return (
      use && {
        detail: use.history.detail,
        brandId: use.brandId,
        cltnId: use.cltnId,
        usedId: use.history.nftId,
      }
    );
  },
  async markCancelled(tx, historyId, detail) {
    await tx.update(nftHistories).set({ detail }).where(eq(nftHistories.id, historyId));
  },
  async giveBack(tx, nftId) {
    const [nft] = await tx
      .update(nfts)
      .set({
        useCnt: sql`greatest(${nfts.useCnt} - 1, 0)`,
        status: sql`case when ${nfts.status} = 'USED' then 'ACTIVE' else ${nfts.status} end`,
        usedAt: sql`case when ${nfts.useCnt} - 1 <= 0 then null else ${nfts.usedAt} end`,
        updatedAt: sql`now()`,
      })
      .where(eq(nfts.id, nftId))
      .returning({ id: nfts.id, status: nfts.status, useCnt: nfts.useCnt });
    return nft;
  },
  async recordCancel(tx, nftId, hostId, historyId) {
    await tx
      .insert(nftHistories)
      .values({ nftId, type: "USE_CANCEL", actorId: hostId, detail: { cancels: historyId } });
  },
};

/** A coupon redemption: the use comes back. */
export const couponUse: UseKind<{ id: number; useCnt: number }> = {
  async findUse(tx, historyId) {
    const [use] = await tx
      .select({ history: couponHistories, brandId: coupons.brandId })
      .from(couponHistories)
      .innerJoin(heldCoupons, eq(heldCoupons.id, couponHistories.heldCouponId))
      .innerJoin(coupons, eq(coupons.id, heldCoupons.couponId))
      .where(and(eq(couponHistories.id, historyId), eq(couponHistories.type, "USE")))
      .for("update", { of: couponHistories });
    return use && { detail: use.history.detail, brandId: use.brandId, usedId: use.history.heldCouponId };
  },
  async markCancelled(tx, historyId, detail) {
    await tx.update(couponHistories).set({ detail }).where(eq(couponHistories.id, historyId));
  },
  async giveBack(tx, heldCouponId) {
    const [held] = await tx
      .update(heldCoupons)
      .set({
        useCnt: sql`greatest(${heldCoupons.useCnt} - 1, 0)`,
        usedAt: sql`case when ${heldCoupons.useCnt} - 1 <= 0 then null else ${heldCoupons.usedAt} end`,
      })
      .where(eq(heldCoupons.id, heldCouponId))
      .returning({ id: heldCoupons.id, useCnt: heldCoupons.useCnt });
    return held;
  },
  async recordCancel(tx, heldCouponId, hostId, historyId) {
    await tx
      .insert(couponHistories)
      .values({ heldCouponId, type: "USE_CANCEL", actorId: hostId, detail: { cancels: historyId } });
  },
};
