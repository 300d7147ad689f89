import type { TDiscoverFilterOptions } from "@admit/contract/discover";
import type { Language } from "@admit/contract/i18n";
import { inLanguage } from "@admit/contract/organiser-texts";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cltns, places } from "../../db/schema/index.ts";
import { onDiscover } from "./cltn-card.ts";

/**
 * What the discover list's filters offer: the cities of the places and the categories of the
 * collections on the list now (in a white label, its brands'), so no choice leads to nothing.
 * A city keeps the organiser's text as its value and shows its name in `lang`.
 */
export async function listFilterOptions(
  db: Db,
  query: { label?: string },
  lang: Language,
): Promise<TDiscoverFilterOptions> {
  const listed = onDiscover(new Date(), query.label);
  const [cityRows, categoryRows] = await Promise.all([
    db
      .selectDistinct({ city: places.city, cityNames: places.cityNames })
      .from(cltns)
      .innerJoin(places, eq(places.id, cltns.placeId))
      .where(and(listed, isNotNull(places.city))),
    db.selectDistinct({ category: cltns.category }).from(cltns).where(listed).orderBy(asc(cltns.category)),
  ]);
  // Places of one city may name it in more languages than others: the first name found wins.
  const cities = new Map<string, string>();
  for (const { city, cityNames } of cityRows)
    if (city !== null && !cities.has(city)) cities.set(city, inLanguage(cityNames, lang, city));
  return {
    cities: [...cities]
      .map(([value, name]) => ({ value, name }))
      .sort((a, b) => a.name.localeCompare(b.name, lang)),
    categories: categoryRows.map((r) => r.category),
  };
}
