import type { Language } from "@admit/contract/i18n";
import { formatTime as formatClock, formatDate } from "../../../lib/format.ts";

/** A start time in the event's own time zone ("19:30"); the date step names the zone once, below its times. */
export function formatTime(value: string | Date, lang: Language, timeZone: string): string {
  return formatClock(value, lang, { timeZone, noZoneName: true });
}

/** A day with its weekday, in the event's time zone. */
export function formatDay(value: string | Date, lang: Language, timeZone: string): string {
  return formatDate(value, lang, { weekday: true, timeZone });
}

/** Day and time of a performance, in the event's time zone (named when this device's clock is elsewhere). */
export function formatWhen(value: string | Date, lang: Language, timeZone: string): string {
  return formatDate(value, lang, { weekday: true, time: true, timeZone });
}
