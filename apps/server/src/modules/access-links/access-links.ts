import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type NftRow, selectNftRows } from "../../db/queries/tokens.ts";
import { accessLinkCoupons, accessLinkNfts, accessLinks, heldCoupons, nfts } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { couponHeldBy, tokenHeldBy } from "../../policies/token-holder.ts";
import { type HeldCouponRow, selectHeldCoupons } from "../coupons/coupon-view.ts";

const hashOf = (link: string) => createHash("sha256").update(link).digest("base64url");

/**
 * A link for some of the holder's tokens and coupons (4505 if any is not theirs). The coupons
 * that came with a named token go with it: a membership shared by link brings its benefits.
 */
export async function createAccessLink(
  db: Db,
  ownerId: number,
  named: { nftIds: number[]; couponIds: number[] },
  publicUrl: string,
) {
  const ids = [...new Set(named.nftIds)];
  const owned = ids.length
    ? await db
        .select({ id: nfts.id })
        .from(nfts)
        .where(and(inArray(nfts.id, ids), tokenHeldBy(ownerId)))
    : [];
  if (owned.length !== ids.length) throw new AppError("4505");
  const couponIds = new Set(named.couponIds);
  if (couponIds.size > 0) {
    const held = await db
      .select({ id: heldCoupons.id })
      .from(heldCoupons)
      .where(and(inArray(heldCoupons.id, [...couponIds]), couponHeldBy(ownerId)));
    if (held.length !== couponIds.size) throw new AppError("4505");
  }
  if (ids.length > 0) {
    const benefits = await db
      .select({ id: heldCoupons.id })
      .from(heldCoupons)
      .where(and(inArray(heldCoupons.nftId, ids), couponHeldBy(ownerId)));
    for (const b of benefits) couponIds.add(b.id);
  }
  const link = randomBytes(24).toString("base64url");
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accessLinks)
      .values({ linkHash: hashOf(link), ownerId })
      .returning({ id: accessLinks.id });
    if (!row) throw new Error("no access link row");
    if (ids.length > 0)
      await tx.insert(accessLinkNfts).values(ids.map((nftId) => ({ linkId: row.id, nftId })));
    if (couponIds.size > 0)
      await tx
        .insert(accessLinkCoupons)
        .values([...couponIds].map((heldCouponId) => ({ linkId: row.id, heldCouponId })));
    return row.id;
  });
  return { id, link, url: `${publicUrl}/nal/${link}` };
}

/** The holder's live links with the tokens and coupons they name, newest first. */
export async function listAccessLinks(db: Db, ownerId: number) {
  const rows = await db
    .select({
      id: accessLinks.id,
      createdAt: accessLinks.createdAt,
      nftIds: sql<number[]>`array(select ${accessLinkNfts.nftId} from ${accessLinkNfts}
        where ${accessLinkNfts.linkId} = ${accessLinks.id} order by 1)`,
      couponIds: sql<number[]>`array(select ${accessLinkCoupons.heldCouponId} from ${accessLinkCoupons}
        where ${accessLinkCoupons.linkId} = ${accessLinks.id} order by 1)`,
    })
    .from(accessLinks)
    .where(and(eq(accessLinks.ownerId, ownerId), isNull(accessLinks.revokedAt)))
    .orderBy(desc(accessLinks.id));
  return rows.map((r) => ({
    id: r.id,
    nftIds: r.nftIds.map(Number),
    couponIds: r.couponIds.map(Number),
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function revokeAccessLink(db: Db, ownerId: number, id: number) {
  const [row] = await db
    .update(accessLinks)
    .set({ revokedAt: sql`coalesce(${accessLinks.revokedAt}, now())` })
    .where(and(eq(accessLinks.id, id), eq(accessLinks.ownerId, ownerId)))
    .returning({ id: accessLinks.id });
  if (!row) throw new AppError("NOT_FOUND");
}

/** The live link behind a secret, or 404 (unknown, altered and revoked links look the same). */
async function liveLink(db: Db, link: string) {
  const [row] = await db
    .select({ id: accessLinks.id, ownerId: accessLinks.ownerId })
    .from(accessLinks)
    .where(and(eq(accessLinks.linkHash, hashOf(link)), isNull(accessLinks.revokedAt)));
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/**
 * Ids of the tokens a link opens: those it names that the link's maker still holds (a token
 * sent or sold since drops out).
 */
export async function linkedNftIds(db: Db, link: string): Promise<number[]> {
  const live = await liveLink(db, link);
  const rows = await db
    .select({ id: nfts.id })
    .from(accessLinkNfts)
    .innerJoin(nfts, eq(nfts.id, accessLinkNfts.nftId))
    .where(and(eq(accessLinkNfts.linkId, live.id), tokenHeldBy(live.ownerId)))
    .orderBy(nfts.id);
  return rows.map((r) => r.id);
}

/** One token through a link, or 404 with 4505 when the link does not open it. */
export async function linkedNft(db: Db, link: string, nftId: number): Promise<NftRow> {
  const live = await liveLink(db, link);
  const [named] = await db
    .select({ nftId: accessLinkNfts.nftId })
    .from(accessLinkNfts)
    .where(and(eq(accessLinkNfts.linkId, live.id), eq(accessLinkNfts.nftId, nftId)));
  const [row] = named ? await selectNftRows(db, and(eq(nfts.id, nftId), tokenHeldBy(live.ownerId))) : [];
  if (!row) throw new AppError("4505");
  return row;
}

/** The coupons a link opens that the link's maker still holds, oldest first. */
export async function linkedCoupons(db: Db, link: string): Promise<HeldCouponRow[]> {
  const live = await liveLink(db, link);
  return selectHeldCoupons(
    db,
    and(
      couponHeldBy(live.ownerId),
      inArray(
        heldCoupons.id,
        db
          .select({ id: accessLinkCoupons.heldCouponId })
          .from(accessLinkCoupons)
          .where(eq(accessLinkCoupons.linkId, live.id)),
      ),
    ),
  ).orderBy(heldCoupons.id);
}

/** One held coupon through a link, or 404 with 4505 when the link does not open it. */
export async function linkedCoupon(db: Db, link: string, heldCouponId: number): Promise<HeldCouponRow> {
  const live = await liveLink(db, link);
  const [named] = await db
    .select({ id: accessLinkCoupons.heldCouponId })
    .from(accessLinkCoupons)
    .where(and(eq(accessLinkCoupons.linkId, live.id), eq(accessLinkCoupons.heldCouponId, heldCouponId)));
  const [row] = named
    ? await selectHeldCoupons(db, and(eq(heldCoupons.id, heldCouponId), couponHeldBy(live.ownerId)))
    : [];
  if (!row) throw new AppError("4505");
  return row;
}
