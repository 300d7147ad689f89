import type { Language } from "@admit/contract/i18n";
import { LIMITS } from "@admit/contract/limits";
import { INTL_LOCALE } from "@admit/contract/money";

/** Money and locales are formatted alike by the server's mails and pages: they live in the contract. */
export { formatMoney, INTL_LOCALE } from "@admit/contract/money";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Making an Intl formatter costs about a millisecond on a phone, formatting with one almost
 * nothing: a list of cards would spend its first render making them, so each is made once.
 */
function dateFormat(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[lang], options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A date (and optionally time) in the language's own format, in the event's time zone when given. */
export function formatDate(
  value: Date | string | number,
  lang: Language,
  options: { time?: boolean; weekday?: boolean; timeZone?: string } = {},
): string {
  return dateFormat(lang, {
    year: "numeric",
    month: "long",
    day: "numeric",
    ...(options.weekday ? { weekday: "short" } : {}),
    ...(options.time ? { hour: "2-digit", minute: "2-digit" } : {}),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(new Date(value));
}

/** A time of day (hours and minutes) in the language's own format, in the event's time zone when given. */
export function formatTime(value: Date | string | number, lang: Language, timeZone?: string): string {
  return dateFormat(lang, {
    hour: "2-digit",
    minute: "2-digit",
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(value));
}

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** A number with thousand separators. */
export function formatNumber(value: number, lang: Language): string {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[lang]);
    numberFormats.set(lang, format);
  }
  return format.format(value);
}

/** Integer minor units as money, with the currency's own digits (Intl's differ for TWD, XRP). */
/** A wallet or contract address shortened to 6 leading and 4 trailing characters. */
export function abbreviateAddress(address: string): string {
  const { addressAbbrevLead: lead, addressAbbrevTail: tail } = LIMITS;
  if (address.length <= lead + tail + 1) return address;
  return `${address.slice(0, lead)}…${address.slice(-tail)}`;
}
