import type { TNftHistoryItem } from "@admit/contract/nfts";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { nftHistories } from "../../db/schema/index.ts";
import { findOwnedNft } from "./find-owned-nft.ts";

/** Usage and ownership events of the user's token, newest first. */
export async function getNftHistory(db: Db, userId: number, nftId: number): Promise<TNftHistoryItem[]> {
  await findOwnedNft(db, userId, nftId);
  const rows = await db
    .select()
    .from(nftHistories)
    .where(eq(nftHistories.nftId, nftId))
    .orderBy(desc(nftHistories.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    createdAt: r.createdAt.toISOString(),
    detail: r.detail,
  }));
}
