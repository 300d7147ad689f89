/**
 * Dates and times as every screen, mail and page writes them: in the event's time zone, on a
 * 24-hour clock (19:30, never 「오후 07:30」 or "PM 07:30"), with the zone's own name in the
 * language ("Korean Standard Time", 「한국 표준시」) when the reader's clock is elsewhere.
 */
import type { Language } from "./i18n.ts";
import { INTL_LOCALE } from "./money.ts";

export interface DateOptions {
  /** With hours and minutes. */
  time?: boolean;
  weekday?: boolean;
  /** The event's IANA zone; the reader's own when absent. */
  timeZone?: string;
  /**
   * The reader's zone: a time in another zone carries that zone's name. Unknown (undefined) on
   * the server: a mail or page may be read anywhere, so a time always says its zone there.
   */
  readerZone?: string;
  /** Leave the zone's name out: the page says it once for all its times. */
  noZoneName?: boolean;
}

/** Making an Intl formatter costs about a millisecond on a phone, using one almost nothing: each is made once. */
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[lang], options);
    formats.set(key, format);
  }
  return format;
}

const CLOCK: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };

const namesZone = (options: DateOptions) =>
  options.timeZone !== undefined && !options.noZoneName && options.timeZone !== options.readerZone;

/** A date (and optionally its time) in the language's own format. */
export function formatDate(value: Date | string | number, lang: Language, options: DateOptions = {}): string {
  return dateFormat(lang, {
    year: "numeric",
    month: "long",
    day: "numeric",
    ...(options.weekday ? { weekday: "short" } : {}),
    ...(options.time ? CLOCK : {}),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    ...(options.time && namesZone(options) ? { timeZoneName: "long" } : {}),
  }).format(new Date(value));
}

/** A time of day, 24-hour ("19:30"), in the event's zone when given, with its name as formatDate's. */
export function formatTime(
  value: Date | string | number,
  lang: Language,
  options: Pick<DateOptions, "timeZone" | "readerZone" | "noZoneName"> = {},
): string {
  return dateFormat(lang, {
    ...CLOCK,
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    ...(namesZone(options) ? { timeZoneName: "long" } : {}),
  }).format(new Date(value));
}

/** A time zone's name in the language ("Korean Standard Time") as it is at `at`; else its id. */
export function zoneName(timeZone: string, lang: Language, at: Date | string | number = Date.now()): string {
  const parts = dateFormat(lang, { timeZone, timeZoneName: "long" }).formatToParts(new Date(at));
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}
