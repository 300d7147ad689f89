import { describe, expect, it } from "vitest";
import { startsIn } from "./starts-in.ts";

const at = (iso: string) => new Date(iso);
const SEOUL = "Asia/Seoul";

describe("startsIn", () => {
  const now = at("2026-11-27T09:00:00+09:00");

  it("counts minutes in the last hour, hours the same day", () => {
    expect(startsIn(at("2026-11-27T09:25:00+09:00"), now, "en", SEOUL)).toBe("in 25 minutes");
    expect(startsIn(at("2026-11-27T09:00:30+09:00"), now, "en", SEOUL)).toBe("in 1 minute");
    expect(startsIn(at("2026-11-27T19:00:00+09:00"), now, "en", SEOUL)).toBe("in 10 hours");
    expect(startsIn(at("2026-11-27T19:00:00+09:00"), now, "ko", SEOUL)).toBe("10시간 후");
    // To the nearest hour: 7 h 55 min is "in 8 hours", not 7.
    expect(startsIn(at("2026-11-27T16:55:00+09:00"), now, "en", SEOUL)).toBe("in 8 hours");
  });

  it("counts calendar days in the event's zone after that", () => {
    expect(startsIn(at("2026-11-28T19:30:00+09:00"), now, "en", SEOUL)).toBe("tomorrow");
    expect(startsIn(at("2026-11-28T19:30:00+09:00"), now, "ja", SEOUL)).toBe("明日");
    expect(startsIn(at("2026-11-30T10:00:00+09:00"), now, "en", SEOUL)).toBe("in 3 days");
    // Late at night, a show early tomorrow is still hours away, not "tomorrow" with a wrong feel.
    const late = at("2026-11-27T23:00:00+09:00");
    expect(startsIn(at("2026-11-28T02:00:00+09:00"), late, "en", SEOUL)).toBe("in 3 hours");
  });

  it("is null once the event has started", () => {
    expect(startsIn(now, now, "en", SEOUL)).toBeNull();
    expect(startsIn(at("2026-11-27T08:00:00+09:00"), now, "en", SEOUL)).toBeNull();
  });
});
