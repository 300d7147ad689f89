import { describe, expect, it } from "vitest";
import { type QrAreaInput, qrAreaState, qrRefreshMs } from "./nft-rules.ts";

const now = new Date("2026-11-22T05:00:00Z"); // 14:00 in Seoul
const base: QrAreaInput = {
  isLock: false,
  isExpired: false,
  status: "ACTIVE",
  cltnType: "TICKET",
  openDate: "2026-11-22T04:00:00Z",
  startDate: "2026-11-22T09:00:00Z",
  timeZone: "Asia/Seoul",
};

describe("qrAreaState", () => {
  it("follows the precedence lock → expired → used → before open → ticket lock → live", () => {
    expect(qrAreaState(base, now)).toBe("live");
    const all = { ...base, isLock: true, isExpired: true, status: "USED", openDate: "2026-11-23T00:00:00Z" };
    expect(qrAreaState(all, now)).toBe("lock");
    expect(qrAreaState({ ...all, isLock: false }, now)).toBe("expired");
    expect(qrAreaState({ ...all, isLock: false, isExpired: false }, now)).toBe("used");
    expect(qrAreaState({ ...base, openDate: "2026-11-22T06:00:00Z" }, now)).toBe("beforeOpen");
    expect(qrAreaState({ ...base, openDate: null, startDate: "2026-11-23T09:00:00Z" }, now)).toBe(
      "ticketLock",
    );
  });

  it("judges the event day in the event's time zone", () => {
    // 23:30 in Seoul on the 22nd; the event starts at 00:30 there on the 23rd: not its day yet.
    const lateSeoul = new Date("2026-11-22T14:30:00Z");
    expect(qrAreaState({ ...base, openDate: null, startDate: "2026-11-22T15:30:00Z" }, lateSeoul)).toBe(
      "ticketLock",
    );
    expect(
      qrAreaState({ ...base, openDate: null, startDate: "2026-11-22T15:30:00Z", timeZone: "UTC" }, lateSeoul),
    ).toBe("live");
  });

  it("never locks a membership by a start date, and shows failed tokens as locked", () => {
    expect(
      qrAreaState(
        { ...base, cltnType: "MEMBERSHIP", openDate: null, startDate: "2027-01-01T00:00:00Z" },
        now,
      ),
    ).toBe("live");
    expect(qrAreaState({ ...base, status: "FAIL" }, now)).toBe("lock");
    expect(qrAreaState({ ...base, status: "SELLING" }, now)).toBe("lock");
  });
});

describe("qrRefreshMs", () => {
  it("refreshes one second before the code runs out", () => {
    expect(qrRefreshMs(30)).toBe(29_000);
    expect(qrRefreshMs(1)).toBe(1000);
  });
});
