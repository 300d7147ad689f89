import type { TDiscoverNft } from "@admit/contract/discover";
import type { Language } from "@admit/contract/i18n";
import { inLanguage } from "@admit/contract/organiser-texts";
import type { Db } from "../../db/client.ts";
import { nameIn } from "../../lib/organiser-names.ts";
import { groupBase, priceListsOf, remainingOf, timeView } from "./group-view.ts";
import { requireGroupRow } from "./lookups.ts";

/** GET /discover/nfts/{id}: one product (an nft group) with its collection, for anyone. */
export async function getDiscoverNft(db: Db, groupId: number, lang: Language): Promise<TDiscoverNft> {
  const row = await requireGroupRow(db, groupId);
  const prices = await priceListsOf(db, [groupId], lang);
  return {
    ...groupBase(row, prices.get(groupId) ?? [], lang),
    description: inLanguage(row.group.descriptions, lang, row.group.description),
    totalCnt: row.group.totalCnt,
    remaining: remainingOf(row.group),
    attributes: row.group.attributes,
    time: row.time ? timeView(row.time, row.cltn) : null,
    cltn: { ...row.cltn, brand: { id: row.brand.id, name: nameIn(row.brand, lang), image: row.brand.image } },
  };
}
