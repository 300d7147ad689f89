/**
 * Organisers' names — brands, places, seat zones, coupons, ticket types — as one reader reads them:
 * the text the organiser gave in the reader's language, else their own (contract `inLanguage`).
 * Every response, mail, notification and door result that names one goes through here.
 */
import type { Language } from "@admit/contract/i18n";
import { cltnTextsIn, inLanguage, type TLocalTexts } from "@admit/contract/organiser-texts";

/** A row that has its own name and the same name in other languages. */
export interface Named {
  name: string;
  names: TLocalTexts | null;
}

/** A row's name in `lang`, else its own. */
export const nameIn = (row: Named, lang: Language): string => inLanguage(row.names, lang, row.name);

/** A collection's name in `lang` from its `extra.i18n`, else its own. */
export const cltnNameIn = (cltn: { name: string; extra: Record<string, unknown> }, lang: Language): string =>
  cltnTextsIn(cltn.extra, lang)?.name ?? cltn.name;

/** A place with its name and address in `lang`; the per-language texts themselves are not shown. */
export function placeIn<P extends Named & { address: string; addresses: TLocalTexts | null }>(
  place: P,
  lang: Language,
): Omit<P, "names" | "addresses"> {
  const { names, addresses, ...own } = place;
  return {
    ...own,
    name: inLanguage(names, lang, place.name),
    address: inLanguage(addresses, lang, place.address),
  };
}

/** A seat as the card, the map and the door name it: "R석 · 좌측 C-4" for a ko reader. */
export const seatLabel = (
  seat: { zone: string | null; zoneNames: TLocalTexts | null; row: string | null; number: number | null },
  lang: Language,
): string => `${inLanguage(seat.zoneNames, lang, seat.zone ?? "")} ${seat.row}-${seat.number}`;
