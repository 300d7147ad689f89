/** Wall-clock parts of an instant in an IANA time zone. */
function partsIn(instant: number, timeZone: string) {
  const fmt = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const get = (type: string) => Number(fmt.formatToParts(instant).find((p) => p.type === type)?.value);
  return {
    y: get("year"),
    m: get("month"),
    d: get("day"),
    h: get("hour"),
    mi: get("minute"),
    s: get("second"),
  };
}

function offsetMs(instant: number, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.mi, p.s) - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the wall clock in `timeZone` shows the given date and time. */
export function zonedTimeToUtc(
  date: { y: number; m: number; d: number },
  time: { h: number; mi: number },
  timeZone: string,
): Date {
  const guess = Date.UTC(date.y, date.m - 1, date.d, time.h, time.mi);
  const first = guess - offsetMs(guess, timeZone);
  // A second pass settles days whose offset changes (daylight saving).
  return new Date(guess - offsetMs(first, timeZone));
}

/** The instant `days` days after `now`'s calendar day in `timeZone`, at wall time "HH:MM". */
export function relativeZonedTime(now: Date, days: number, hhmm: string, timeZone: string): Date {
  const today = partsIn(now.getTime(), timeZone);
  const day = new Date(Date.UTC(today.y, today.m - 1, today.d + days));
  const [h, mi] = hhmm.split(":").map(Number);
  return zonedTimeToUtc(
    { y: day.getUTCFullYear(), m: day.getUTCMonth() + 1, d: day.getUTCDate() },
    { h: h ?? 0, mi: mi ?? 0 },
    timeZone,
  );
}
