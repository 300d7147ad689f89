import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { brands, cltns, nfts } from "../../db/schema/index.ts";
import { createNotification } from "../notifications/notifications.ts";

/**
 * A token given by a brand (a waiting list's place, a lottery win) arrives as a received ticket
 * does: NFT_RECEIVE, the brand as its sender, so the home screen's sheet shows it.
 */
export async function notifyGranted(tx: Tx, nftId: number): Promise<void> {
  const [row] = await tx
    .select({ nft: nfts, cltn: cltns, brand: brands })
    .from(nfts)
    .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
    .innerJoin(brands, eq(brands.id, cltns.brandId))
    .where(eq(nfts.id, nftId));
  if (!row?.nft.ownerId) return;
  await createNotification(tx, {
    userId: row.nft.ownerId,
    type: "NFT_RECEIVE",
    refId: nftId,
    detail: {
      id: nftId,
      cltnType: row.cltn.type,
      color: row.cltn.color,
      logoImg: row.cltn.logoImg,
      image: row.cltn.image,
      brandName: row.brand.name,
      brandProfile: row.brand.profileImg,
      name: row.nft.name,
      cltnName: row.cltn.name,
      nftType: row.nft.type,
      sender: { id: 0, name: row.brand.name, profileImg: row.brand.profileImg },
    },
  });
}
