import { describe, expect, it } from "vitest";
import { formatDate, formatTime, zoneName } from "./datetime.ts";

const at = "2026-11-27T10:30:00Z"; // 19:30 in Seoul
const SEOUL = "Asia/Seoul";

describe("formatDate and formatTime", () => {
  it("write times on a 24-hour clock in every language", () => {
    const seoul = { timeZone: SEOUL, readerZone: SEOUL };
    expect(formatTime(at, "en", seoul)).toBe("19:30");
    expect(formatTime(at, "ko", seoul)).toBe("19:30");
    expect(formatTime(at, "ja", seoul)).toBe("19:30");
    expect(formatTime(at, "zh-tw", seoul)).toBe("19:30");
    // Whole dates' joining words differ between ICU versions (Node 20 and 26): their parts do not.
    const ko = formatDate(at, "ko", { ...seoul, time: true, weekday: true });
    expect(ko).toMatch(/^2026년 11월 27일 \(?금\)?.* 19:30$/);
    expect(ko).not.toContain("오후");
    expect(formatDate(at, "en", { ...seoul, time: true })).toMatch(/^27 November 2026.* 19:30$/);
  });

  it("name the event's zone in the language when the reader's clock is elsewhere", () => {
    const abroad = { timeZone: SEOUL, readerZone: "Europe/London", time: true };
    expect(formatDate(at, "en", abroad)).toMatch(/ 19:30 Korean Standard Time$/);
    expect(formatDate(at, "ko", abroad)).toMatch(/ 19:30 한국 표준시$/);
    expect(formatDate(at, "ja", abroad)).toContain("19:30 韓国標準時");
    expect(formatTime(at, "en", { timeZone: SEOUL, readerZone: "Europe/London" })).toBe(
      "19:30 Korean Standard Time",
    );
    // Unknown reader (a mail): always named. A page that names it once leaves it out.
    expect(formatDate(at, "en", { timeZone: SEOUL, time: true })).toContain("Korean Standard Time");
    expect(formatDate(at, "en", { ...abroad, noZoneName: true })).toMatch(/ 19:30$/);
    // A date alone needs no zone name.
    expect(formatDate(at, "en", { timeZone: SEOUL, readerZone: "Europe/London" })).toBe("27 November 2026");
  });

  it("zoneName gives the localized name, not the IANA id", () => {
    expect(zoneName(SEOUL, "en", at)).toBe("Korean Standard Time");
    expect(zoneName(SEOUL, "ko", at)).toBe("한국 표준시");
    expect(zoneName("Asia/Taipei", "zh-tw", at)).toBe("台北標準時間");
  });
});
