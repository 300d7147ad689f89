import { DEFAULT_LANGUAGE } from "@admit/contract/i18n";
import { inLanguage } from "@admit/contract/organiser-texts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { tokensWith } from "../../db/queries/tokens.ts";
import { brands, nfts, users } from "../../db/schema/index.ts";
import { cltnNameIn, nameIn } from "../../lib/organiser-names.ts";
import { createNotification } from "../notifications/notifications.ts";

/**
 * A token given by a brand (a waiting list's place, a lottery win) arrives as a received ticket
 * does: NFT_RECEIVE, the brand as its sender, so the home screen's sheet shows it.
 */
export async function notifyGranted(tx: Tx, nftId: number): Promise<void> {
  const [row] = await tokensWith(tx, { brandProfile: brands.profileImg, language: users.language })
    .leftJoin(users, eq(users.id, nfts.ownerId))
    .where(eq(nfts.id, nftId));
  if (!row?.nft.ownerId) return;
  // Named in the holder's language, as a sent ticket's notification is.
  const lang = row.language ?? DEFAULT_LANGUAGE;
  const brandName = nameIn(row.brand, lang);
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
      brandName,
      brandProfile: row.brandProfile,
      name: inLanguage(row.groupNames, lang, row.nft.name),
      cltnName: cltnNameIn(row.cltn, lang),
      nftType: row.nft.type,
      sender: { id: 0, name: brandName, profileImg: row.brandProfile },
    },
  });
}
