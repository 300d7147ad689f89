import type { TNftTransactionStatus } from "@admit/contract/nfts";
import { and, eq } from "drizzle-orm";
import { chainWrites } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { explorerOf } from "../nfts/explorer-links.ts";
import { findOwnedNft } from "../nfts/find-owned-nft.ts";

/**
 * GET /nfts/{id}/transactions/{trstId}/status: where one chain transaction of the caller's token
 * stands (its mint, a move, a burn) — PENDING while stored or broadcast, then CONFIRMED or FAILED,
 * with its explorer link. Someone else's token is 4505; a transaction of another token is 404.
 */
export async function transactionStatus(
  deps: Pick<Deps, "db" | "config">,
  userId: number,
  nftId: number,
  writeId: number,
): Promise<TNftTransactionStatus> {
  await findOwnedNft(deps.db, userId, nftId);
  const [write] = await deps.db
    .select()
    .from(chainWrites)
    .where(and(eq(chainWrites.id, writeId), eq(chainWrites.nftId, nftId)));
  if (!write) throw new AppError("NOT_FOUND");
  const hash = write.txHash ?? write.hashes.at(-1) ?? null;
  return {
    id: write.id,
    nftId,
    kind: write.kind,
    status: write.status === "confirmed" ? "CONFIRMED" : write.status === "failed" ? "FAILED" : "PENDING",
    network: write.network,
    txHash: hash,
    txUrl: hash && write.status !== "signed" ? explorerOf(deps.config)(write.network, "tx", hash) : null,
    blockNumber: write.block,
    createdAt: write.createdAt.toISOString(),
    updatedAt: write.updatedAt.toISOString(),
  };
}
