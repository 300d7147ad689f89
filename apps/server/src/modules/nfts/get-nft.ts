import { couponStatus } from "@admit/contract/coupon-rules";
import type { TNftDetail, TNftStatus } from "@admit/contract/nfts";
import { and, count, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { heldCoupons, nftHistories, nfts } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { selectHeldCoupons, statusInput } from "../coupons/coupon-view.ts";
import { findOwnedNft } from "./find-owned-nft.ts";
import { type NftRow, toDetail } from "./nft-view.ts";

/** Uses of a token since the first of this month (UTC): the back of a pay or membership card. */
async function usesThisMonth(db: Db, nftId: number) {
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [row] = await db
    .select({ n: count() })
    .from(nftHistories)
    .where(
      and(
        eq(nftHistories.nftId, nftId),
        eq(nftHistories.type, "USE"),
        gte(nftHistories.createdAt, monthStart),
      ),
    );
  return row?.n ?? 0;
}

export async function getNft(db: Db, userId: number, nftId: number): Promise<TNftDetail> {
  return detailOf(db, await findOwnedNft(db, userId, nftId));
}

/** The coupons that came with a token and its holder still holds: usable now, and all. */
async function couponsOf(db: Db, row: NftRow): Promise<TNftDetail["couponUseStatus"]> {
  if (row.nft.ownerId === null) return { useableCnt: 0, totalCnt: 0 };
  const held = await selectHeldCoupons(
    db,
    and(eq(heldCoupons.nftId, row.nft.id), eq(heldCoupons.ownerId, row.nft.ownerId)),
  );
  const now = new Date();
  return {
    useableCnt: held.filter((c) => couponStatus(statusInput(c), now) === "ACTIVE").length,
    totalCnt: held.length,
  };
}

/** The card of a token already found (its owner's, or through an access link). */
export async function detailOf(db: Db, row: NftRow): Promise<TNftDetail> {
  const [monthCnt, couponUseStatus] = await Promise.all([usesThisMonth(db, row.nft.id), couponsOf(db, row)]);
  return toDetail(row, { monthCnt, couponUseStatus });
}

export const statusOf = (row: NftRow): TNftStatus => ({
  id: row.nft.id,
  status: row.nft.status,
  useCnt: row.nft.useCnt,
  totalUseCnt: row.nft.totalUseCnt,
  usedAt: row.nft.usedAt?.toISOString() ?? null,
});

/** What the card polls every second while flipped. */
export async function getNftStatus(db: Db, userId: number, nftId: number): Promise<TNftStatus> {
  const [row] = await db
    .select({
      id: nfts.id,
      status: nfts.status,
      useCnt: nfts.useCnt,
      totalUseCnt: nfts.totalUseCnt,
      usedAt: nfts.usedAt,
    })
    .from(nfts)
    .where(and(eq(nfts.id, nftId), eq(nfts.ownerId, userId)));
  if (!row) throw new AppError("4505");
  return { ...row, usedAt: row.usedAt?.toISOString() ?? null };
}
