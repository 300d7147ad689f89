import type { Db } from "../../db/client.ts";
import type { NftRow } from "../../db/queries/tokens.ts";
import { AppError } from "../../lib/app-error.ts";
import { findOwnedNftRow } from "./nft-view.ts";

/** The user's token, or 404 with 4505 ("not your item") — the same for someone else's and a missing one. */
export async function findOwnedNft(db: Db, userId: number, nftId: number): Promise<NftRow> {
  const row = await findOwnedNftRow(db, nftId, userId);
  if (!row) throw new AppError("4505");
  return row;
}
