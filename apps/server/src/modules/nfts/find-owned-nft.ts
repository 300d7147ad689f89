import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { nfts } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { type NftRow, selectNftRows } from "./nft-view.ts";

/** The user's token, or 404 with 4505 ("not your item") — the same for someone else's and a missing one. */
export async function findOwnedNft(db: Db, userId: number, nftId: number): Promise<NftRow> {
  const [row] = await selectNftRows(db, and(eq(nfts.id, nftId), eq(nfts.ownerId, userId)));
  if (!row) throw new AppError("4505");
  return row;
}
