import type { Language } from "@admit/contract/i18n";
import { INTL_LOCALE } from "../../../lib/format.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The calendar day of `at` in `timeZone`, as a day number (days since 1970-01-01). */
function dayIn(at: Date, timeZone: string): number {
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
    .format(at)
    .split("-")
    .map(Number);
  return Date.UTC(y as number, (m as number) - 1, d as number) / (24 * HOUR);
}

/**
 * How far off an event's start is, in the language's words ("in 25 minutes", "in 5 hours",
 * "tomorrow", "in 3 days"), or null once it has started. Days are calendar days in the event's
 * time zone: a show tomorrow at 19:30 is "tomorrow" at any hour today.
 */
export function startsIn(start: Date, now: Date, lang: Language, timeZone: string): string | null {
  const ahead = start.getTime() - now.getTime();
  if (ahead <= 0) return null;
  const words = new Intl.RelativeTimeFormat(INTL_LOCALE[lang], { numeric: "auto" });
  if (ahead < HOUR) return words.format(Math.max(1, Math.ceil(ahead / MINUTE)), "minute");
  const days = dayIn(start, timeZone) - dayIn(now, timeZone);
  if (days === 0 || ahead < 12 * HOUR) return words.format(Math.round(ahead / HOUR), "hour");
  return words.format(days, "day");
}
