import type { TDiscoverGroupPrices } from "@admit/contract/discover";
import type { Language } from "@admit/contract/i18n";
import type { Currency } from "@admit/contract/money";
import type { Db } from "../../db/client.ts";
import { priceListsOf } from "./group-view.ts";
import { requireGroupRow } from "./lookups.ts";

/**
 * A group's prices in one currency. No fee is configured anywhere (no column, no setting), so
 * `taxItems` is empty until one is; the purchase computes its amounts on the server either way.
 */
export async function getGroupPrices(
  db: Db,
  query: { nftGroupId: number; crcy: Currency },
  lang: Language,
): Promise<TDiscoverGroupPrices> {
  const { nftGroupId, crcy } = query;
  await requireGroupRow(db, nftGroupId);
  const all = (await priceListsOf(db, [nftGroupId], lang)).get(nftGroupId) ?? [];
  return {
    nftGroupId,
    currency: crcy,
    prices: all.filter((p) => p.currency === crcy),
    currencies: [...new Set(all.map((p) => p.currency))],
    taxItems: [],
  };
}
