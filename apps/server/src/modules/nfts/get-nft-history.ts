import type { TNftHistoryItem } from "@admit/contract/nfts";
import { desc, eq } from "drizzle-orm";
import { nftHistories } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { explorerOf } from "./explorer-links.ts";
import { findOwnedNft } from "./find-owned-nft.ts";

/** What a holder sees of any entry: where and how it was used, and its chain transaction. */
const USAGE_KEYS = ["gate", "useCnt", "result", "manual", "cancelled", "cancels", "txHash"];
/** What a holder sees too of the entries since the token became theirs: who sent or sold it to them, and for how much. */
const OWN_KEYS = ["from", "to", "price", "currency", "orderId"];

const pick = (detail: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(detail).filter(([key]) => keys.includes(key)));

/**
 * An entry's detail as this holder may see it. Earlier holders' names, their order and what they
 * paid are theirs: only entries from the move that made the token this holder's onwards carry
 * them. A host's note on an admission by hand is the door's, never shown.
 */
export function holderDetail(
  rows: { type: string; detail: Record<string, unknown> }[],
): Record<string, unknown>[] {
  // Newest first: the first move found is the one that gave the token to its holder.
  const since = rows.findIndex((r) => r.type === "SEND" || r.type === "SELL");
  return rows.map((r, i) =>
    pick(r.detail, since === -1 || i <= since ? [...USAGE_KEYS, ...OWN_KEYS] : USAGE_KEYS),
  );
}

const isMove = (type: string) => type === "SEND" || type === "SELL";

/**
 * Each entry's side for the viewer (newest first): a move they made gave the token away; the
 * newest other move is the one that made it theirs. A resale reads "bought" to its buyer and
 * "sold" to its seller, though both are one SELL entry.
 */
export function moveSides(
  rows: { type: string; actorId: number | null }[],
  viewerId: number,
): TNftHistoryItem["side"][] {
  const since = rows.findIndex((r) => isMove(r.type));
  return rows.map((r, i) => {
    if (!isMove(r.type)) return null;
    if (r.actorId === viewerId) return "gave";
    return i === since ? "received" : null;
  });
}

/**
 * Usage and ownership events of the user's token, newest first; a mint or a move links its
 * transaction. What came before the token was theirs is shown without its people (holderDetail).
 */
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
  const details = holderDetail(rows);
  const sides = moveSides(rows, userId);
  return rows.map((r, i) => ({
    id: r.id,
    type: r.type,
    createdAt: r.createdAt.toISOString(),
    detail: details[i] ?? {},
    txUrl: typeof r.detail.txHash === "string" ? explorer(cltn.network, "tx", r.detail.txHash) : null,
    side: sides[i] ?? null,
  }));
}
