import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cltns, cltnTimes, nfts } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

/** ERC-721 metadata JSON (the shape wallets and marketplaces read). */
export interface TokenMetadata {
  name: string;
  description: string;
  image: string;
  external_url: string;
  attributes: Array<{ trait_type: string; value: string | number }>;
}

const absolute = (publicUrl: string, path: string) =>
  /^https?:\/\//.test(path)
    ? path
    : `${publicUrl.replace(/\/$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;

/**
 * GET /chain/meta/{cltnId}/{tokenId}: a token's `tokenURI`. What the collection shows publicly —
 * never who holds the token or any attendee's answers. Only tokens that were issued exist.
 */
export async function tokenMetadata(
  db: Db,
  publicUrl: string,
  cltnId: number,
  tokenId: number,
): Promise<TokenMetadata> {
  const [row] = await db
    .select({ cltn: cltns, nft: nfts, startAt: cltnTimes.startAt })
    .from(nfts)
    .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
    .leftJoin(cltnTimes, eq(cltnTimes.id, nfts.cltnTimeId))
    .where(
      and(
        eq(nfts.cltnId, cltnId),
        eq(nfts.serial, tokenId),
        inArray(nfts.status, [
          "ACTIVE",
          "USED",
          "EXPIRED",
          "QTNR_REQUIRED",
          "SENDING",
          "SELL_REG",
          "SELLING",
        ]),
      ),
    );
  if (!row) throw new AppError("NOT_FOUND");
  const { cltn, nft } = row;
  return {
    name: `${cltn.name} #${tokenId}`,
    description: cltn.description || cltn.name,
    image: absolute(publicUrl, cltn.image),
    external_url: `${publicUrl.replace(/\/$/, "")}/discover/detail/${cltn.id}`,
    attributes: [
      { trait_type: "Collection", value: cltn.name },
      { trait_type: "Type", value: cltn.type },
      { trait_type: "Ticket", value: nft.name },
      ...(row.startAt && !cltn.hideStartDate
        ? [{ trait_type: "Date", value: row.startAt.toISOString() }]
        : []),
      { trait_type: "Serial", value: tokenId },
    ],
  };
}
