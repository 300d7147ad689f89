import type { TDiscoverProduct } from "@admit/contract/discover";
import type { Language } from "@admit/contract/i18n";
import { inLanguage } from "@admit/contract/organiser-texts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { nftGroups } from "../../db/schema/index.ts";
import { groupBase, priceListsOf, remainingOf, selectGroups } from "./group-view.ts";
import { requireCltn } from "./lookups.ts";

/** The products on a collection's detail page: its groups with prices and what is left, in `lang`. */
export async function listCltnProducts(
  db: Db,
  cltnId: number,
  lang: Language,
): Promise<{ items: TDiscoverProduct[] }> {
  await requireCltn(db, cltnId);
  const rows = await selectGroups(db, eq(nftGroups.cltnId, cltnId));
  const prices = await priceListsOf(
    db,
    rows.map((r) => r.group.id),
    lang,
  );
  return {
    items: rows.map((r) => ({
      ...groupBase(r, prices.get(r.group.id) ?? [], lang),
      description: inLanguage(r.group.descriptions, lang, r.group.description),
      totalCnt: r.group.totalCnt,
      remaining: remainingOf(r.group),
    })),
  };
}
