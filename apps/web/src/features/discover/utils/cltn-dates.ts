import type { TDiscoverCltnCard, TDiscoverCltnTime } from "@admit/contract/discover";
import type { Language } from "@admit/contract/i18n";
import { formatDate, formatTime, INTL_LOCALE } from "../../../lib/format.ts";

type Dated = Pick<TDiscoverCltnCard, "firstDate" | "lastDate" | "hideStartDate" | "timeZone">;

/**
 * When a card's event is, in the collection's time zone: one day with its weekday and start
 * time, or its first and last days (a membership's period). Null when the host hides the
 * start date or there is none.
 */
export function cardDates(cltn: Dated, lang: Language): string | null {
  if (cltn.hideStartDate || !cltn.firstDate) return null;
  const zone = { timeZone: cltn.timeZone };
  const first = formatDate(cltn.firstDate, lang, zone);
  const last = cltn.lastDate ? formatDate(cltn.lastDate, lang, zone) : first;
  if (first === last) return formatDate(cltn.firstDate, lang, { ...zone, weekday: true, time: true });
  return `${first} – ${last}`;
}

export interface TimeRow {
  id: number;
  /** The day, with its weekday. */
  day: string;
  /** Start and end; the end carries its own date when it falls on another day. */
  hours: string;
  /** When the doors open, or null. */
  doors: string | null;
}

/** A collection's dates as the detail page lists them, in their own time zone. */
export function timeRow(time: TDiscoverCltnTime, lang: Language): TimeRow {
  const zone = { timeZone: time.timeZone };
  const day = formatDate(time.startAt, lang, { ...zone, weekday: true });
  const sameDay = formatDate(time.startAt, lang, zone) === formatDate(time.endAt, lang, zone);
  const end = sameDay
    ? formatTime(time.endAt, lang, time.timeZone)
    : formatDate(time.endAt, lang, { ...zone, time: true });
  return {
    id: time.id,
    day,
    hours: `${formatTime(time.startAt, lang, time.timeZone)} – ${end}`,
    doors: time.openAt ? formatTime(time.openAt, lang, time.timeZone) : null,
  };
}

/** A time zone's name in the language ("Korean Standard Time"), as it is at `at`; else its id. */
export function zoneName(timeZone: string, lang: Language, at: string | Date): string {
  const parts = new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone, timeZoneName: "long" }).formatToParts(
    new Date(at),
  );
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}
