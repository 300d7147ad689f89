import { describe, expect, it } from "vitest";
import { refundNote } from "./refund-note.ts";

const now = new Date("2026-06-01T00:00:00Z");

describe("refund note", () => {
  it("lists the Korean standard table with the flat fee of a performance in KRW", () => {
    const note = refundNote("KR_STANDARD", "festival", "KRW", now);
    expect(note.rows).toEqual([
      {
        when: { kind: "from", days: 10 },
        cost: { kind: "flat", amount: 4000, currency: "KRW", capPercent: 10 },
      },
      { when: { kind: "between", min: 7, max: 9 }, cost: { kind: "rate", percent: 10 } },
      { when: { kind: "between", min: 3, max: 6 }, cost: { kind: "rate", percent: 20 } },
      { when: { kind: "between", min: 1, max: 2 }, cost: { kind: "rate", percent: 30 } },
      { when: { kind: "eventDay" }, cost: { kind: "none" } },
    ]);
    expect(note.grace).toEqual({ days: 7, unlessDaysBefore: 10 });
  });

  it("charges an admission 2000 KRW, and the cap where the flat fee has no amount in the currency", () => {
    expect(refundNote("KR_STANDARD", "exhibition", "KRW", now).rows[0]?.cost).toMatchObject({
      kind: "flat",
      amount: 2000,
    });
    expect(refundNote("KR_STANDARD", "concert", "USD", now).rows[0]?.cost).toEqual({
      kind: "cap",
      capPercent: 10,
    });
  });

  it("uses the sports table for a sports event under the standard plan", () => {
    expect(refundNote("KR_STANDARD", "sports", "KRW", now).rows).toEqual([
      { when: { kind: "from", days: 1 }, cost: { kind: "rate", percent: 10 } },
      { when: { kind: "eventDay" }, cost: { kind: "none" } },
    ]);
  });

  it("ends a Taiwan plan D with its two days without refund, and no booking grace", () => {
    const note = refundNote("TW_D", "concert", "TWD", now);
    expect(note.rows.map((r) => r.when)).toEqual([
      { kind: "from", days: 14 },
      { kind: "between", min: 7, max: 13 },
      { kind: "between", min: 3, max: 6 },
      { kind: "upTo", days: 2 },
    ]);
    expect(note.rows.at(-1)?.cost).toEqual({ kind: "none" });
    expect(note.grace).toBeNull();
  });
});
