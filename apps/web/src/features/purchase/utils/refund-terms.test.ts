import { describe, expect, it } from "vitest";
import { refundTerms } from "./refund-terms.ts";

const booked = new Date("2026-05-01T00:00:00Z");

describe("the cancellation terms shown before paying (spec §9)", () => {
  it("gives the Korean standard table with the flat fee of a performance in KRW", () => {
    const terms = refundTerms("KR_STANDARD", "concert", "KRW", booked);
    expect(terms.rows).toEqual([
      { kind: "flat", from: 10, to: null, amount: 4000, currency: "KRW", capPercent: 10 },
      { kind: "rate", from: 7, to: 9, percent: 10 },
      { kind: "rate", from: 3, to: 6, percent: 20 },
      { kind: "rate", from: 1, to: 2, percent: 30 },
      { kind: "none", from: 0, to: 0 },
    ]);
    expect(terms.grace).toEqual({ days: 7, unlessDaysBefore: 10 });
  });

  it("charges admission 2000 KRW, and the cap where the currency has no flat amount", () => {
    expect(refundTerms("KR_STANDARD", "museum", "KRW", booked).rows[0]).toMatchObject({ amount: 2000 });
    expect(refundTerms("KR_STANDARD", "concert", "USD", booked).rows[0]).toEqual({
      kind: "rate",
      from: 10,
      to: null,
      percent: 10,
    });
  });

  it("uses the sports table for sports, and Taiwan's tiers with their no-refund days", () => {
    expect(refundTerms("KR_STANDARD", "sports", "KRW", booked).rows[0]).toEqual({
      kind: "rate",
      from: 1,
      to: null,
      percent: 10,
    });
    const tw = refundTerms("TW_D", "concert", "TWD", booked);
    expect(tw.rows.at(-1)).toEqual({ kind: "none", from: 0, to: 2 });
    expect(tw.grace).toBeNull();
  });
});
