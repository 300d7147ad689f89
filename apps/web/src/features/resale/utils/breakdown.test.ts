import { resaleBreakdown } from "@admit/contract/resale";
import { describe, expect, it } from "vitest";
import { breakdownRows } from "./breakdown.ts";

describe("the split of a resale price, as the seller reads it", () => {
  it("lists what the buyer pays, the host's royalty, the platform's fee and what is left", () => {
    expect(breakdownRows(resaleBreakdown(150_000, 5, 5))).toEqual([
      { part: "price", amount: 150_000 },
      { part: "royalty", amount: 7_500, percent: 5 },
      { part: "fee", amount: 7_500, percent: 5 },
      { part: "net", amount: 135_000 },
    ]);
  });

  it("leaves out a royalty of 0 %", () => {
    expect(breakdownRows(resaleBreakdown(10_000, 0, 5)).map((r) => r.part)).toEqual(["price", "fee", "net"]);
  });

  it("adds up to the price (royalty and fee are rounded down, the seller keeps the rest)", () => {
    for (const price of [1, 99, 1_001, 12_345, 165_000]) {
      const rows = breakdownRows(resaleBreakdown(price, 7, 5));
      const [paid, ...parts] = rows;
      expect(parts.reduce((sum, r) => sum + r.amount, 0)).toBe(paid?.amount);
    }
  });
});
