import { describe, expect, it } from "vitest";
import { fullYearsOld } from "./account-rules.ts";

describe("fullYearsOld", () => {
  it("counts full years by the calendar of the zone", () => {
    expect(fullYearsOld("2007-11-23", new Date("2026-11-23T00:00:00+09:00"))).toBe(19);
    expect(fullYearsOld("2007-11-24", new Date("2026-11-23T12:00:00+09:00"))).toBe(18);
    // 23 Nov 15:30 UTC is already the 24th in Seoul: the birthday has come there.
    expect(fullYearsOld("2007-11-24", new Date("2026-11-23T15:30:00Z"), "Asia/Seoul")).toBe(19);
    expect(fullYearsOld("2007-11-24", new Date("2026-11-23T15:30:00Z"), "UTC")).toBe(18);
  });
  it("handles a 29 February birthday", () => {
    expect(fullYearsOld("2008-02-29", new Date("2027-02-28T12:00:00Z"), "UTC")).toBe(18);
    expect(fullYearsOld("2008-02-29", new Date("2027-03-01T12:00:00Z"), "UTC")).toBe(19);
  });
});
