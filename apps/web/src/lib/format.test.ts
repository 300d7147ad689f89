import { afterEach, describe, expect, it } from "vitest";
import {
  abbreviateAddress,
  formatDate,
  formatMoney,
  formatNumber,
  formatOwnDate,
  formatTime,
  ownZone,
} from "./format.ts";
import { writeTimesAsIn } from "./render-zone.ts";

describe("formatting per language", () => {
  const date = new Date("2026-04-01T10:30:00Z");

  it("formats dates in each language's own way, in the event's time zone", () => {
    expect(formatDate(date, "en", { timeZone: "Asia/Seoul" })).toBe("1 April 2026");
    expect(formatDate(date, "ko", { timeZone: "Asia/Seoul" })).toBe("2026년 4월 1일");
    expect(formatDate(date, "ja", { timeZone: "Asia/Seoul" })).toBe("2026年4月1日");
    expect(formatDate(date, "zh-tw", { timeZone: "Asia/Seoul" })).toBe("2026年4月1日");
    expect(formatDate(date, "en", { timeZone: "Asia/Seoul", time: true })).toContain("19:30");
  });

  it("formats a time of day in the event's time zone, named when this device's clock is elsewhere", () => {
    const here = ownZone();
    expect(formatTime(date, "en", { timeZone: here, noZoneName: true })).toMatch(/^\d\d:\d\d$/);
    expect(formatTime(date, "en", { timeZone: "Asia/Seoul", noZoneName: true })).toBe("19:30");
    expect(formatTime(date, "ja", { timeZone: "Asia/Tokyo", noZoneName: true })).toBe("19:30");
    expect(formatTime(date, "ko", { timeZone: "Asia/Seoul" })).toBe(
      here === "Asia/Seoul" ? "19:30" : "19:30 한국 표준시",
    );
  });

  it("adds thousand separators", () => {
    expect(formatNumber(2100000000, "en")).toBe("2,100,000,000");
    expect(formatNumber(4000, "ko")).toBe("4,000");
  });

  it("formats money with each currency's own digits", () => {
    expect(formatMoney(4900, "USD", "en")).toBe("US$49.00");
    // A currency in its home language as its ticketing sites write it; elsewhere Intl's way.
    expect(formatMoney(55000, "KRW", "ko")).toBe("55,000원");
    expect(formatMoney(-55000, "KRW", "ko")).toBe("-55,000원");
    expect(formatMoney(55000, "KRW", "en")).toBe("₩55,000");
    expect(formatMoney(1200, "TWD", "zh-tw")).toBe("NT$1,200");
    expect(formatMoney(1200, "TWD", "en")).toBe("NT$1,200");
    expect(formatMoney(5000, "JPY", "ja")).toBe("5,000円");
    // Taiwan reads a bare ¥ as the yuan as well: the yen is JP¥ there.
    expect(formatMoney(5000, "JPY", "zh-tw")).toBe("JP¥5,000");
    expect(formatMoney(-5000, "JPY", "zh-tw")).toBe("-JP¥5,000");
    expect(formatMoney(4900, "USD", "ko")).toBe("US$49.00");
    expect(formatMoney(1_500_000, "XRP", "en")).toBe("1.5 XRP");
  });

  it("abbreviates addresses to 6 + 4 characters", () => {
    expect(abbreviateAddress("0x1234567890abcdef1234567890abcdef12345678")).toBe("0x1234…5678");
    expect(abbreviateAddress("0x12345")).toBe("0x12345");
  });
});

describe("times of the reader's own doing (issue 26)", () => {
  afterEach(() => writeTimesAsIn(undefined));
  // 2026-11-27 13:45 UTC: 22:45 in Seoul, 08:45 in New York.
  const used = "2026-11-27T13:45:00.000Z";

  it("are in the reader's zone, named when the event's zone is another", async () => {
    writeTimesAsIn("America/New_York");
    expect(formatOwnDate(used, "en", { time: true, eventZone: "Asia/Seoul" })).toBe(
      "27 November 2026 at 08:45 Eastern Standard Time",
    );
    expect(formatOwnDate(used, "ko", { time: true, eventZone: "Asia/Seoul" })).toContain(
      "08:45 미 동부 표준시",
    );
    // The event's own times stay in its zone, named.
    expect(formatDate(used, "ko", { time: true, timeZone: "Asia/Seoul" })).toContain("22:45 한국 표준시");
  });

  it("are not named where the reader is in the event's zone", () => {
    writeTimesAsIn("Asia/Seoul");
    expect(formatOwnDate(used, "ko", { time: true, eventZone: "Asia/Seoul" })).toBe("2026년 11월 27일 22:45");
  });
});
