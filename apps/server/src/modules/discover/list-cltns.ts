import type { TDiscoverCltnFilter, TDiscoverCltnList } from "@admit/contract/discover";
import type { Language } from "@admit/contract/i18n";
import type { Db } from "../../db/client.ts";
import { listCltnCards, onDiscover } from "./cltn-card.ts";

/** The discover list: collections on sale or upcoming, by type, newest or oldest first. */
export async function listDiscoverCltns(
  db: Db,
  query: TDiscoverCltnFilter,
  lang: Language,
): Promise<TDiscoverCltnList> {
  const now = new Date();
  return listCltnCards(db, query, onDiscover(now, query.label), now, lang);
}
