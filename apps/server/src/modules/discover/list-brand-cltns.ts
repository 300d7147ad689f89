import type { TDiscoverCltnFilter, TDiscoverCltnList } from "@admit/contract/discover";
import type { Language } from "@admit/contract/i18n";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands, cltns } from "../../db/schema/index.ts";
import { listCltnCards } from "./cltn-card.ts";
import { notFound } from "./lookups.ts";

/**
 * A brand's collections (/brand/cltn/{id}), ended ones included: a brand page is its history
 * too, and each card's `saleState` says whether it still sells.
 */
export async function listBrandCltns(
  db: Db,
  brandId: number,
  query: TDiscoverCltnFilter,
  lang: Language,
): Promise<TDiscoverCltnList> {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw notFound("brand");
  return listCltnCards(db, query, eq(cltns.brandId, brandId), new Date(), lang);
}
