import type { TDiscoverCltnCard, TDiscoverCltnTime } from "@admit/contract/discover";
import type { Language } from "@admit/contract/i18n";
import { formatDate, formatTime } from "../../../lib/format.ts";

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

/**
 * A collection's dates as the detail page lists them, in their own time zone (the page names the
 * zone once, under them).
 */
export function timeRow(time: TDiscoverCltnTime, lang: Language): TimeRow {
  const zone = { timeZone: time.timeZone, noZoneName: true };
  const day = formatDate(time.startAt, lang, { ...zone, weekday: true });
  const sameDay = formatDate(time.startAt, lang, zone) === formatDate(time.endAt, lang, zone);
  const end = sameDay
    ? formatTime(time.endAt, lang, zone)
    : formatDate(time.endAt, lang, { ...zone, time: true });
  return {
    id: time.id,
    day,
    hours: `${formatTime(time.startAt, lang, zone)} – ${end}`,
    doors: time.openAt ? formatTime(time.openAt, lang, zone) : null,
  };
}
