import type { TDiscoverCltnList, TDiscoverSearchFilter } from "@admit/contract/discover";
import type { Language } from "@admit/contract/i18n";
import { and, ilike, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands, cltns, places } from "../../db/schema/index.ts";
import { listCltnCards, onDiscover } from "./cltn-card.ts";

/** The keyword is matched literally: `%`, `_` and `\` lose their LIKE meaning. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Discover search: collections on the discover list whose name, brand, place or category
 * contains the keyword, case-insensitively.
 */
export async function searchDiscoverCltns(
  db: Db,
  query: TDiscoverSearchFilter,
  lang: Language,
): Promise<TDiscoverCltnList> {
  const pattern = `%${escapeLike(query.keyword)}%`;
  const now = new Date();
  const matches = or(
    ilike(cltns.name, pattern),
    ilike(brands.name, pattern),
    ilike(places.name, pattern),
    ilike(cltns.category, pattern),
  );
  return listCltnCards(db, query, and(onDiscover(now, query.label), matches), now, lang);
}
