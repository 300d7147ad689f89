import { describe, expect, it } from "vitest";
import { couponListMode, couponStatus } from "./coupon-rules.ts";

const base = {
  paused: false,
  useCnt: 0,
  useLimit: 2,
  validFrom: "2026-11-01T00:00:00Z",
  validTo: "2026-11-30T23:59:00Z",
};
const now = new Date("2026-11-23T12:00:00Z");

describe("couponStatus", () => {
  it.each([
    ["usable within its period", {}, "ACTIVE"],
    ["a use left", { useCnt: 1 }, "ACTIVE"],
    ["every use taken", { useCnt: 2 }, "USED"],
    ["period over", { validTo: "2026-11-23T11:59:59Z" }, "EXPIRED"],
    ["period not started", { validFrom: "2026-11-24T00:00:00Z" }, "UNUSE"],
    ["paused wins over everything", { paused: true, useCnt: 2, validTo: "2026-01-01T00:00:00Z" }, "DEACTIVE"],
    ["used wins over expired", { useCnt: 2, validTo: "2026-01-01T00:00:00Z" }, "USED"],
  ])("%s", (_name, change, expected) => {
    expect(couponStatus({ ...base, ...change }, now)).toBe(expected);
  });

  it("takes dates as well as strings, and the period's last instant still counts", () => {
    expect(couponStatus({ ...base, validTo: new Date(now) }, now)).toBe("ACTIVE");
  });
});

describe("couponListMode", () => {
  it("puts usable and upcoming coupons under 'able', the rest under 'disabled'", () => {
    expect(couponListMode("ACTIVE")).toBe("able");
    expect(couponListMode("UNUSE")).toBe("able");
    expect(couponListMode("USED")).toBe("disabled");
    expect(couponListMode("EXPIRED")).toBe("disabled");
    expect(couponListMode("DEACTIVE")).toBe("disabled");
  });
});
