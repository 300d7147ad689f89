import { describe, expect, it } from "vitest";
import { relativeZonedTime, zonedTimeToUtc } from "./zoned-time.ts";

describe("zoned time", () => {
  it("converts Seoul wall time to UTC", () => {
    expect(zonedTimeToUtc({ y: 2026, m: 12, d: 1 }, { h: 19, mi: 30 }, "Asia/Seoul").toISOString()).toBe(
      "2026-12-01T10:30:00.000Z",
    );
  });

  it("follows daylight saving time", () => {
    expect(zonedTimeToUtc({ y: 2026, m: 7, d: 1 }, { h: 20, mi: 0 }, "Europe/Berlin").toISOString()).toBe(
      "2026-07-01T18:00:00.000Z",
    );
    expect(zonedTimeToUtc({ y: 2026, m: 1, d: 15 }, { h: 20, mi: 0 }, "Europe/Berlin").toISOString()).toBe(
      "2026-01-15T19:00:00.000Z",
    );
  });

  it("counts days from the calendar day in the zone, not in UTC", () => {
    // 20:00 UTC on 22 Nov is already 23 Nov in Seoul.
    const now = new Date("2026-11-22T20:00:00Z");
    expect(relativeZonedTime(now, 1, "10:00", "Asia/Seoul").toISOString()).toBe("2026-11-24T01:00:00.000Z");
    expect(relativeZonedTime(now, -1, "00:00", "Asia/Taipei").toISOString()).toBe("2026-11-21T16:00:00.000Z");
  });
});
