import type { Language } from "@admit/contract/i18n";
import { INTL_LOCALE } from "@admit/contract/money";
import type { TFunction } from "../../../lib/i18n.ts";
import type { DiscoverFilter } from "../api/list-cltns.ts";

/** A picked day (YYYY-MM-DD) as the language writes a short date ("12월 1일", "Dec 1"). */
export function dayLabel(day: string, lang: Language): string {
  // The day is a calendar day, not an instant: read and written in UTC so no zone moves it.
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The date filter in words: "This week", "Dec 1 – Dec 5", "From Dec 1"; undefined when none. */
export function dateFilterLabel(filter: DiscoverFilter, t: TFunction, lang: Language): string | undefined {
  if (filter.date) return t(`discover.filters.${filter.date}`);
  const from = filter.from && dayLabel(filter.from, lang);
  const to = filter.to && dayLabel(filter.to, lang);
  if (from && to) return from === to ? from : t("discover.filters.range", { from, to });
  if (from) return t("discover.filters.fromOnly", { from });
  if (to) return t("discover.filters.toOnly", { to });
  return undefined;
}

/** A category's name in the reader's language; an organiser's own category shows as they wrote it. */
export function categoryLabel(category: string, t: TFunction): string {
  const key = `discover.category.${category}`;
  const name = t(key);
  return name === key ? category : name;
}
