import {
  PUBLIC_HISTORY_TYPES,
  type PublicHistoryType,
  type TDiscoverNftHistories,
} from "@admit/contract/discover";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { nftHistories, nfts } from "../../db/schema/index.ts";
import { requireGroupRow } from "./lookups.ts";

/**
 * A product's public history: issuing and changes of hands of its tokens, newest first, a page
 * at a time, with counts per type. Who did it (actor, detail) never leaves the server.
 */
export async function getNftGroupHistories(
  db: Db,
  groupId: number,
  query: { page: number; size: number },
): Promise<TDiscoverNftHistories> {
  const group = await requireGroupRow(db, groupId);
  // The collection narrows the tokens through its index before the group does.
  const scope = and(
    eq(nfts.cltnId, group.cltn.id),
    eq(nfts.nftGroupId, groupId),
    inArray(nftHistories.type, [...PUBLIC_HISTORY_TYPES]),
  );
  const [rows, perType] = await Promise.all([
    db
      .select({
        id: nftHistories.id,
        type: nftHistories.type,
        nftSerial: nfts.serial,
        createdAt: nftHistories.createdAt,
      })
      .from(nftHistories)
      .innerJoin(nfts, eq(nfts.id, nftHistories.nftId))
      .where(scope)
      .orderBy(desc(nftHistories.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db
      .select({ type: nftHistories.type, n: count() })
      .from(nftHistories)
      .innerJoin(nfts, eq(nfts.id, nftHistories.nftId))
      .where(scope)
      .groupBy(nftHistories.type),
  ]);
  const counts = Object.fromEntries(PUBLIC_HISTORY_TYPES.map((t) => [t, 0])) as Record<
    PublicHistoryType,
    number
  >;
  for (const c of perType) counts[c.type as PublicHistoryType] = c.n;
  return {
    items: rows.map((r) => ({
      id: r.id,
      type: r.type as PublicHistoryType,
      nftSerial: r.nftSerial,
      createdAt: r.createdAt.toISOString(),
    })),
    page: query.page,
    size: query.size,
    total: perType.reduce((sum, c) => sum + c.n, 0),
    counts,
  };
}
