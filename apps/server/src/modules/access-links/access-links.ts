import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accessLinkNfts, accessLinks, nfts } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { type NftRow, selectNftRows } from "../nfts/nft-view.ts";

const hashOf = (link: string) => createHash("sha256").update(link).digest("base64url");

/** A link for some of the holder's tokens (4505 if any is not theirs). */
export async function createAccessLink(db: Db, ownerId: number, nftIds: number[], publicUrl: string) {
  const ids = [...new Set(nftIds)];
  const owned = await db
    .select({ id: nfts.id })
    .from(nfts)
    .where(and(inArray(nfts.id, ids), eq(nfts.ownerId, ownerId)));
  if (owned.length !== ids.length) throw new AppError("4505");
  const link = randomBytes(24).toString("base64url");
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accessLinks)
      .values({ linkHash: hashOf(link), ownerId })
      .returning({ id: accessLinks.id });
    if (!row) throw new Error("no access link row");
    await tx.insert(accessLinkNfts).values(ids.map((nftId) => ({ linkId: row.id, nftId })));
    return row.id;
  });
  return { id, link, url: `${publicUrl}/nal/${link}` };
}

/** The holder's live links with the tokens they name, newest first. */
export async function listAccessLinks(db: Db, ownerId: number) {
  const rows = await db
    .select({
      id: accessLinks.id,
      createdAt: accessLinks.createdAt,
      nftIds: sql<number[]>`array_agg(${accessLinkNfts.nftId} order by ${accessLinkNfts.nftId})`,
    })
    .from(accessLinks)
    .innerJoin(accessLinkNfts, eq(accessLinkNfts.linkId, accessLinks.id))
    .where(and(eq(accessLinks.ownerId, ownerId), isNull(accessLinks.revokedAt)))
    .groupBy(accessLinks.id)
    .orderBy(desc(accessLinks.id));
  return rows.map((r) => ({ id: r.id, nftIds: r.nftIds.map(Number), createdAt: r.createdAt.toISOString() }));
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
    .where(and(eq(accessLinkNfts.linkId, live.id), eq(nfts.ownerId, live.ownerId)))
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
  const [row] = named ? await selectNftRows(db, and(eq(nfts.id, nftId), eq(nfts.ownerId, live.ownerId))) : [];
  if (!row) throw new AppError("4505");
  return row;
}
