import type { TDiscoverCltnList, TDiscoverSearchFilter } from "@admit/contract/discover";
import type { Language } from "@admit/contract/i18n";
import { and, or, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cltnSearchDocs, cltns } from "../../db/schema/index.ts";
import { normaliseSearchText } from "../../lib/search-text.ts";
import { listCltnCards, onDiscover } from "./cltn-card.ts";

/** The keyword is matched literally: `%`, `_` and `\` lose their LIKE meaning. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Discover search: collections on the discover list whose search document (db/search-docs.ts:
 * the collection's names in every language, its brand's and place's, its category) contains
 * the keyword, both normalised alike (full-width, case). Ranked: a name of the collection that
 * starts with the keyword (or a word of it does), then one that contains it, then a brand or
 * place name that starts with it, then the rest; within a rank, in the query's order.
 */
export async function searchDiscoverCltns(
  db: Db,
  query: TDiscoverSearchFilter,
  lang: Language,
): Promise<TDiscoverCltnList> {
  const keyword = normaliseSearchText(query.keyword);
  const pattern = `%${escapeLike(keyword)}%`;
  const now = new Date();
  // `like` on the documents is what their trigram indexes serve; the rank reads the one row.
  const matching = sql`${cltns.id} in (select ${cltnSearchDocs.cltnId} from ${cltnSearchDocs} where ${or(
    sql`${cltnSearchDocs.names} like ${pattern}`,
    sql`${cltnSearchDocs.others} like ${pattern}`,
  )})`;
  const startsIn = (field: SQLWrapper) =>
    sql`(strpos(${field}, ${`\n${keyword}`}) > 0 or strpos(${field}, ${` ${keyword}`}) > 0)`;
  const rank = sql`(select case
      when ${startsIn(cltnSearchDocs.names)} then 0
      when strpos(${cltnSearchDocs.names}, ${keyword}) > 0 then 1
      when ${startsIn(cltnSearchDocs.others)} then 2
      else 3 end
    from ${cltnSearchDocs} where ${cltnSearchDocs.cltnId} = ${cltns.id})`;
  return listCltnCards(db, query, and(onDiscover(now, query.label), matching), now, lang, rank);
}
