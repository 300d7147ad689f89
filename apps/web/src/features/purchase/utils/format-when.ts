import type { Language } from "@admit/contract/i18n";
import { formatDate, INTL_LOCALE } from "../../../lib/format.ts";

/** A start time in the event's own time zone, the language's way (19:30, 오후 7:30). */
export function formatTime(value: string | Date, lang: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { hour: "2-digit", minute: "2-digit", timeZone }).format(
    new Date(value),
  );
}

/** A day with its weekday, in the event's time zone. */
export function formatDay(value: string | Date, lang: Language, timeZone: string): string {
  return formatDate(value, lang, { weekday: true, timeZone });
}

/** Day and time of a performance, in the event's time zone. */
export function formatWhen(value: string | Date, lang: Language, timeZone: string): string {
  return formatDate(value, lang, { weekday: true, time: true, timeZone });
}
