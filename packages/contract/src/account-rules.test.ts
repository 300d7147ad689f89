import { describe, expect, it } from "vitest";
import { z } from "zod";
import { EMAIL_PATTERN, fullYearsOld } from "./account-rules.ts";

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

describe("EMAIL_PATTERN", () => {
  it("is zod's e-mail pattern, so forms, questionnaire and API agree on an address", () => {
    const good = ["mina.kim+tickets@example.co.kr", "o'neil@example.com", "a_b-c@sub.example.org"];
    const bad = [
      "mina@",
      "@example.com",
      "mina kim@example.com",
      "mina@example",
      "a..b@example.com",
      ".a@b.co",
    ];
    for (const address of [...good, ...bad])
      expect(EMAIL_PATTERN.test(address)).toBe(z.regexes.email.test(address));
    expect(good.every((a) => EMAIL_PATTERN.test(a))).toBe(true);
    expect(bad.some((a) => EMAIL_PATTERN.test(a))).toBe(false);
  });
});
