import type { TNftList, TNftListFilter } from "@admit/contract/nfts";
import { and, asc, desc, eq, gt, inArray, lt, notInArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { nfts } from "../../db/schema/index.ts";
import { selectNftRows, toListItem } from "./nft-view.ts";

/** Finished tokens: "used" in the home list's status filter. */
const DONE = ["USED", "EXPIRED"] as const;

/**
 * The home list: the user's tokens filtered by type and status, newest or oldest first, a page
 * at a time. The cursor is the last id of the previous page (ids are unique and ordered).
 */
export async function listNfts(
  db: Db,
  userId: number,
  query: TNftListFilter,
  extra?: SQL,
): Promise<TNftList> {
  const newest = query.sort === "newest";
  const where = and(
    eq(nfts.ownerId, userId),
    extra,
    query.type === "all" ? undefined : eq(nfts.type, query.type),
    query.status === "available" ? notInArray(nfts.status, [...DONE]) : undefined,
    query.status === "used" ? inArray(nfts.status, [...DONE]) : undefined,
    query.cursor === undefined ? undefined : newest ? lt(nfts.id, query.cursor) : gt(nfts.id, query.cursor),
  );
  const rows = await selectNftRows(db, where)
    .orderBy(newest ? desc(nfts.id) : asc(nfts.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const now = new Date();
  return {
    items: page.map((r) => toListItem(r, now)),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.nft.id ?? null) : null,
  };
}
