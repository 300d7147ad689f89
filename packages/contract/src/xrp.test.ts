import { describe, expect, it } from "vitest";
import { dropsToWei, formatDrops, parseXrp, WEI_PER_DROP, weiToDrops } from "./xrp.ts";

describe("XRP units", () => {
  it("converts drops to the native value and back, exactly, one drop being 10^12 wei", () => {
    expect(dropsToWei(1)).toBe(1_000_000_000_000n);
    expect(dropsToWei(1_000_000)).toBe(10n ** 18n);
    expect(weiToDrops(10n ** 18n)).toEqual({ drops: 1_000_000n, remainder: 0n });
    expect(weiToDrops(dropsToWei(123_456_789n) + 5n)).toEqual({ drops: 123_456_789n, remainder: 5n });
    expect(WEI_PER_DROP).toBe(10n ** 12n);
  });

  it("goes past 2,100 XRP (the minor-unit cap of other currencies) without overflow", () => {
    const drops = 5_000_000_000_000n; // 5,000,000 XRP
    expect(dropsToWei(drops)).toBe(5_000_000n * 10n ** 18n);
    expect(weiToDrops(dropsToWei(drops)).drops).toBe(drops);
    expect(() => dropsToWei(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
    expect(() => dropsToWei(1.5)).toThrow(RangeError);
    expect(() => dropsToWei(-1n)).toThrow(RangeError);
  });

  it("reads and writes XRP decimals with at most six places", () => {
    expect(parseXrp("12.5")).toBe(12_500_000n);
    expect(parseXrp("0.000001")).toBe(1n);
    expect(parseXrp("3")).toBe(3_000_000n);
    expect(parseXrp("0.0000001")).toBeUndefined();
    expect(parseXrp("-1")).toBeUndefined();
    expect(parseXrp("1e3")).toBeUndefined();
    expect(formatDrops(12_500_000n)).toBe("12.5");
    expect(formatDrops(1n)).toBe("0.000001");
    expect(formatDrops(3_000_000n)).toBe("3");
    expect(formatDrops(5_000_000_000_000n)).toBe("5000000");
  });
});
