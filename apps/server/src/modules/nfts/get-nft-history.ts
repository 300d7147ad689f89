import type { TNftHistoryItem } from "@admit/contract/nfts";
import { desc, eq } from "drizzle-orm";
import { nftHistories } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { explorerOf } from "./explorer-links.ts";
import { findOwnedNft } from "./find-owned-nft.ts";

/** Usage and ownership events of the user's token, newest first; a mint or a move links its transaction. */
export async function getNftHistory(
  deps: Pick<Deps, "db" | "config">,
  userId: number,
  nftId: number,
): Promise<TNftHistoryItem[]> {
  const { db } = deps;
  const { cltn } = await findOwnedNft(db, userId, nftId);
  const explorer = explorerOf(deps.config);
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
    txUrl: typeof r.detail.txHash === "string" ? explorer(cltn.network, "tx", r.detail.txHash) : null,
  }));
}
