import { couponStatus } from "@admit/contract/coupon-rules";
import type { Language } from "@admit/contract/i18n";
import type { TNftDetail, TNftStatus } from "@admit/contract/nfts";
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPerDb } from "../../db/prepared.ts";
import type { NftRow } from "../../db/queries/tokens.ts";
import { chainWrites, heldCoupons, nftHistories, nfts } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { couponHeldBy, tokenHeldBy } from "../../policies/token-holder.ts";
import { selectHeldCoupons, statusInput } from "../coupons/coupon-view.ts";
import { escrowAt } from "./escrow-view.ts";
import { explorerOf } from "./explorer-links.ts";
import { findOwnedNft } from "./find-owned-nft.ts";
import { toDetail } from "./nft-view.ts";

/** The card's two side lookups and the status poll, prepared: a card is opened and polled often. */
const cardQueries = preparedPerDb((db: Db) => ({
  usesSince: db
    .select({ n: count() })
    .from(nftHistories)
    .where(
      and(
        eq(nftHistories.nftId, sql.placeholder("nftId")),
        eq(nftHistories.type, "USE"),
        gte(nftHistories.createdAt, sql.placeholder("since")),
      ),
    )
    .prepare("nft_uses_since"),
  coupons: selectHeldCoupons(
    db,
    and(eq(heldCoupons.nftId, sql.placeholder("nftId")), couponHeldBy(sql.placeholder("ownerId"))),
  ).prepare("nft_held_coupons"),
  // The card's transaction: its latest chain write (a mint, a move, a burn), for the status call.
  currentWrite: db
    .select({ id: chainWrites.id })
    .from(chainWrites)
    .where(eq(chainWrites.nftId, sql.placeholder("nftId")))
    .orderBy(desc(chainWrites.id))
    .limit(1)
    .prepare("nft_current_write"),
  status: db
    .select({
      id: nfts.id,
      status: nfts.status,
      useCnt: nfts.useCnt,
      totalUseCnt: nfts.totalUseCnt,
      usedAt: nfts.usedAt,
    })
    .from(nfts)
    .where(and(eq(nfts.id, sql.placeholder("id")), tokenHeldBy(sql.placeholder("ownerId"))))
    .prepare("nft_status"),
}));

/** Uses of a token since the first of this month (UTC): the back of a pay or membership card. */
async function usesThisMonth(db: Db, nftId: number) {
  const now = new Date();
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [row] = await cardQueries(db).usesSince.execute({ nftId, since });
  return row?.n ?? 0;
}

/**
 * The owner's card: the token and its side lookups go out together (the owner is the caller,
 * so the coupons need not wait for the token's row).
 */
export async function getNft(
  deps: Pick<Deps, "db" | "config">,
  userId: number,
  nftId: number,
  lang: Language,
): Promise<TNftDetail> {
  const { db } = deps;
  const [row, monthCnt, couponUseStatus, trstId] = await Promise.all([
    findOwnedNft(db, userId, nftId),
    usesThisMonth(db, nftId),
    couponsOf(db, nftId, userId),
    currentWriteOf(db, nftId),
  ]);
  const escrow = await escrowAt(db, row);
  return toDetail(
    row,
    { monthCnt, couponUseStatus, escrowAt: escrow, trstId },
    explorerOf(deps.config),
    lang,
  );
}

/** The id of the token's current chain transaction; null while none was sent. */
async function currentWriteOf(db: Db, nftId: number): Promise<number | null> {
  const [write] = await cardQueries(db).currentWrite.execute({ nftId });
  return write?.id ?? null;
}

/** The coupons that came with a token and its holder still holds: usable now, and all. */
async function couponsOf(
  db: Db,
  nftId: number,
  ownerId: number | null,
): Promise<TNftDetail["couponUseStatus"]> {
  if (ownerId === null) return { useableCnt: 0, totalCnt: 0 };
  const held = await cardQueries(db).coupons.execute({ nftId, ownerId });
  const now = new Date();
  return {
    useableCnt: held.filter((c) => couponStatus(statusInput(c), now) === "ACTIVE").length,
    totalCnt: held.length,
  };
}

/** The card of a token already found (through an access link). */
export async function detailOf(
  deps: Pick<Deps, "db" | "config">,
  row: NftRow,
  lang: Language,
): Promise<TNftDetail> {
  const { db } = deps;
  const [monthCnt, couponUseStatus, escrow, trstId] = await Promise.all([
    usesThisMonth(db, row.nft.id),
    couponsOf(db, row.nft.id, row.nft.ownerId),
    escrowAt(db, row),
    currentWriteOf(db, row.nft.id),
  ]);
  return toDetail(
    row,
    { monthCnt, couponUseStatus, escrowAt: escrow, trstId },
    explorerOf(deps.config),
    lang,
  );
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
  const [row] = await cardQueries(db).status.execute({ id: nftId, ownerId: userId });
  if (!row) throw new AppError("4505");
  return { ...row, usedAt: row.usedAt?.toISOString() ?? null };
}
