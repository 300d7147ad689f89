import { describe, expect, it } from "vitest";
import { REFUND_PLANS } from "./enums.ts";
import {
  FEE_CATEGORIES,
  feeCategoryOf,
  quoteRefund,
  REFUND_TERMS_VERSIONS,
  type RefundInput,
  type RefundScheduleRow,
  type RefundTermsVersion,
  refundSchedule,
  termsVersionFor,
} from "./refund-rules.ts";

/** A concert in Seoul at 19:00 on 1 June 2026, booked at noon Seoul time on 1 May. */
const base: RefundInput = {
  price: 50_000,
  quantity: 1,
  currency: "KRW",
  bookingFee: 2000,
  bookedAt: new Date("2026-05-01T03:00:00Z"),
  cancelAt: new Date("2026-05-25T03:00:00Z"),
  eventStartAt: new Date("2026-06-01T10:00:00Z"),
  timeZone: "Asia/Seoul",
  plan: "KR_STANDARD",
  feeCategory: "PERFORMANCE",
};

/** Noon in Seoul, `n` calendar days before the event's date. */
const seoulNoonDaysBefore = (n: number) => new Date(Date.UTC(2026, 5, 1 - n, 3));

const quoteAt = (daysBefore: number, over: Partial<RefundInput> = {}) =>
  quoteRefund({ ...base, cancelAt: seoulNoonDaysBefore(daysBefore), ...over });

describe("quoteRefund: the Korean standard table (spec §9)", () => {
  it.each([
    // days, overrides, rule, fee
    [24, {}, "FLAT", 4000],
    [10, {}, "FLAT", 4000],
    [10, { feeCategory: "ADMISSION" }, "FLAT", 2000],
    [10, { price: 40_000 }, "FLAT", 4000],
    [10, { price: 30_000 }, "FLAT_CAPPED", 3000],
    [10, { price: 15_000, feeCategory: "ADMISSION" }, "FLAT_CAPPED", 1500],
    [9, {}, "RATE_10", 5000],
    [7, {}, "RATE_10", 5000],
    [6, {}, "RATE_20", 10_000],
    [3, {}, "RATE_20", 10_000],
    [2, {}, "RATE_30", 15_000],
    [1, {}, "RATE_30", 15_000],
    [2, { price: 12_345 }, "RATE_30", 3703],
  ] as const)("%i days before, %j → %s, fee %i", (days, over, rule, fee) => {
    const q = quoteAt(days, over);
    expect(q).toMatchObject({ refundable: true, daysBefore: days, rule, fee, bookingFeeRefunded: false });
    expect(q.refund).toBe(("price" in over ? over.price : base.price) - fee);
  });

  it("refuses on the event day, even before the doors open, and after it", () => {
    const shortlyAfterMidnight = new Date("2026-05-31T15:01:00Z"); // 00:01 on 1 June in Seoul
    expect(quoteRefund({ ...base, cancelAt: shortlyAfterMidnight })).toEqual({
      refundable: false,
      daysBefore: 0,
      fee: 0,
      refund: 0,
      bookingFeeRefunded: false,
      rule: "EVENT_DAY",
      termsVersion: "2025-04-01",
    });
    expect(quoteAt(-1)).toMatchObject({ refundable: false, daysBefore: -1, rule: "AFTER_EVENT", refund: 0 });
  });

  it("charges the flat amount per ticket, and never more than was paid", () => {
    expect(quoteAt(12, { quantity: 3 })).toMatchObject({ fee: 12_000, refund: 138_000, rule: "FLAT" });
    expect(quoteAt(12, { price: 0 })).toMatchObject({
      refundable: true,
      fee: 0,
      refund: 0,
      rule: "FLAT_CAPPED",
    });
  });

  it("charges a line in another currency the 10 % cap in the flat band: the amounts are in KRW", () => {
    const usd = { currency: "USD", price: 4999 } as const;
    expect(quoteAt(12, usd)).toMatchObject({ rule: "FLAT_CAPPED", fee: 499, refund: 4500 });
    expect(quoteAt(9, usd)).toMatchObject({ rule: "RATE_10", fee: 499 });
    expect(quoteAt(2, usd)).toMatchObject({ rule: "RATE_30", fee: 1499 });
  });
});

describe("quoteRefund: sports (spec §9 'sports 10%')", () => {
  it.each([24, 10, 9, 3, 1])("charges RATE_10 at %i days before", (days) => {
    expect(quoteAt(days, { plan: "KR_SPORTS", feeCategory: "SPORTS" })).toMatchObject({
      rule: "RATE_10",
      fee: 5000,
    });
  });

  it("refuses on the event day and keeps the booking grace", () => {
    expect(quoteAt(0, { plan: "KR_SPORTS" }).rule).toBe("EVENT_DAY");
    const early = { plan: "KR_SPORTS", bookedAt: seoulNoonDaysBefore(20) } as const;
    expect(quoteAt(15, early)).toMatchObject({ rule: "GRACE_7_DAYS", fee: 0 });
  });

  it("charges a sports event sold under the standard plan by the sports table", () => {
    expect(quoteAt(24, { feeCategory: "SPORTS" })).toMatchObject({ rule: "RATE_10", fee: 5000 });
  });
});

describe("quoteRefund: no fee within 7 days of booking (spec §9)", () => {
  // Booked at noon on 1 May; the event is on 1 June (31 days later).
  it("waives the fee on booking days 0–6 and charges from day 7", () => {
    expect(quoteAt(25)).toMatchObject({ rule: "GRACE_7_DAYS", fee: 0, refund: 50_000 }); // 7 May: day 6
    expect(quoteAt(24)).toMatchObject({ rule: "FLAT", fee: 4000 }); // 8 May: day 7
  });

  it("does not apply when the event is fewer than 10 days away", () => {
    const event = new Date("2026-05-12T10:00:00Z"); // 12 May, 19:00 in Seoul
    const onDay = (day: number) => ({
      ...base,
      eventStartAt: event,
      cancelAt: new Date(Date.UTC(2026, 4, day, 3)),
    });
    expect(quoteRefund(onDay(2))).toMatchObject({ daysBefore: 10, rule: "GRACE_7_DAYS", fee: 0 });
    expect(quoteRefund(onDay(3))).toMatchObject({ daysBefore: 9, rule: "RATE_10", fee: 5000 });
    expect(quoteRefund(onDay(7))).toMatchObject({ daysBefore: 5, rule: "RATE_20", fee: 10_000 });
  });
});

describe("quoteRefund: the booking fee (spec §9)", () => {
  it("is refunded when cancelling on the booking day", () => {
    const sameDay = quoteRefund({ ...base, cancelAt: new Date("2026-05-01T09:00:00Z") });
    expect(sameDay).toMatchObject({ rule: "GRACE_7_DAYS", fee: 0, refund: 52_000, bookingFeeRefunded: true });
    const close = quoteRefund({
      ...base,
      bookedAt: new Date("2026-05-27T03:00:00Z"),
      cancelAt: new Date("2026-05-27T09:00:00Z"),
    });
    expect(close).toMatchObject({ daysBefore: 5, rule: "RATE_20", fee: 10_000, refund: 42_000 });
    expect(close.bookingFeeRefunded).toBe(true);
  });

  it("is kept from the next day in the event's zone, even on the same UTC date", () => {
    const q = quoteRefund({
      ...base,
      bookedAt: new Date("2026-05-01T14:00:00Z"), // 23:00 on 1 May in Seoul
      cancelAt: new Date("2026-05-01T15:30:00Z"), // 00:30 on 2 May in Seoul
    });
    expect(q).toMatchObject({ rule: "GRACE_7_DAYS", refund: 50_000, bookingFeeRefunded: false });
  });

  it("is not refunded when the cancellation is refused", () => {
    const onTheDay = {
      bookedAt: new Date("2026-06-01T01:00:00Z"),
      cancelAt: new Date("2026-06-01T02:00:00Z"),
    };
    expect(quoteRefund({ ...base, ...onTheDay })).toMatchObject({
      rule: "EVENT_DAY",
      bookingFeeRefunded: false,
    });
  });
});

describe("quoteRefund: days are dates in the event's time zone", () => {
  it("counts the Seoul date of a cancellation at 23:30 UTC", () => {
    const seoul = {
      ...base,
      eventStartAt: new Date("2026-05-30T10:00:00Z"), // 19:00 on 30 May in Seoul
      cancelAt: new Date("2026-05-20T23:30:00Z"), // 08:30 on 21 May in Seoul
    };
    expect(quoteRefund(seoul)).toMatchObject({ daysBefore: 9, rule: "RATE_10" });
    expect(quoteRefund({ ...seoul, timeZone: "UTC" })).toMatchObject({ daysBefore: 10, rule: "FLAT" });
  });

  it("counts the Los Angeles date of an event there", () => {
    const la = {
      ...base,
      timeZone: "America/Los_Angeles",
      eventStartAt: new Date("2026-06-09T20:00:00Z"), // 13:00 on 9 June in Los Angeles
      cancelAt: new Date("2026-05-31T06:30:00Z"), // 23:30 on 30 May in Los Angeles
    };
    expect(quoteRefund(la)).toMatchObject({ daysBefore: 10, rule: "FLAT" });
    expect(quoteRefund({ ...la, timeZone: "UTC" })).toMatchObject({ daysBefore: 9, rule: "RATE_10" });
  });
});

describe("quoteRefund: the Taiwan plans (spec §9)", () => {
  /** A show in Taipei at 19:30 on 1 June 2026, booked on 1 April; cancelled at noon Taipei time. */
  const taipei = (plan: RefundInput["plan"], daysBefore: number) =>
    quoteRefund({
      ...base,
      plan,
      currency: "TWD",
      price: 1200,
      bookingFee: 20,
      timeZone: "Asia/Taipei",
      bookedAt: new Date("2026-04-01T04:00:00Z"),
      eventStartAt: new Date("2026-06-01T11:30:00Z"),
      cancelAt: new Date(Date.UTC(2026, 5, 1 - daysBefore, 4)),
    });

  it.each([
    ["TW_A", 30, "RATE_5", 60],
    ["TW_A", 10, "RATE_5", 60],
    ["TW_A", 9, "RATE_10", 120],
    ["TW_A", 1, "RATE_10", 120],
    ["TW_B", 30, "RATE_5", 60],
    ["TW_B", 1, "RATE_5", 60],
    ["TW_C", 30, "RATE_10", 120],
    ["TW_C", 1, "RATE_10", 120],
    ["TW_D", 30, "RATE_10", 120],
    ["TW_D", 14, "RATE_10", 120],
    ["TW_D", 13, "RATE_30", 360],
    ["TW_D", 7, "RATE_30", 360],
    ["TW_D", 6, "RATE_50", 600],
    ["TW_D", 3, "RATE_50", 600],
  ] as const)("%s at %i days before → %s, fee %i", (plan, days, rule, fee) => {
    expect(taipei(plan, days)).toMatchObject({ refundable: true, rule, fee, refund: 1200 - fee });
  });

  it.each(["TW_A", "TW_B", "TW_C"] as const)("%s refuses on the event day", (plan) => {
    expect(taipei(plan, 0)).toMatchObject({ refundable: false, rule: "EVENT_DAY" });
  });

  it("TW_D refuses at 2 days or fewer", () => {
    expect(taipei("TW_D", 2)).toMatchObject({ refundable: false, rule: "NO_REFUND_WINDOW", refund: 0 });
    expect(taipei("TW_D", 1)).toMatchObject({ refundable: false, rule: "NO_REFUND_WINDOW" });
    expect(taipei("TW_D", 0)).toMatchObject({ refundable: false, rule: "EVENT_DAY" });
  });

  it("has no booking grace, but refunds the booking fee on the booking day", () => {
    const q = quoteRefund({
      ...base,
      plan: "TW_C",
      currency: "TWD",
      price: 1200,
      bookingFee: 20,
      timeZone: "Asia/Taipei",
      cancelAt: new Date("2026-05-01T08:00:00Z"),
    });
    expect(q).toMatchObject({ rule: "RATE_10", fee: 120, refund: 1100, bookingFeeRefunded: true });
  });
});

describe("terms versions", () => {
  it("picks the version by the booking instant: 1 April 2025 starts at midnight in Seoul", () => {
    expect(termsVersionFor(new Date("2025-03-31T14:59:59.999Z")).id).toBe("before-2025-04-01");
    expect(termsVersionFor(new Date("2025-03-31T15:00:00Z")).id).toBe("2025-04-01");
    expect(termsVersionFor(new Date("2019-01-01T00:00:00Z")).id).toBe("before-2025-04-01");
  });

  it("quotes by the terms of the booking, not of the cancellation", () => {
    const q = quoteRefund({
      ...base,
      bookedAt: new Date("2025-03-20T03:00:00Z"),
      cancelAt: new Date("2025-04-10T03:00:00Z"),
      eventStartAt: new Date("2025-05-01T10:00:00Z"),
    });
    expect(q).toMatchObject({ termsVersion: "before-2025-04-01", rule: "FLAT", fee: 4000 });
  });

  it("applies a later version to bookings from its date only", () => {
    const current = REFUND_TERMS_VERSIONS.at(-1) as RefundTermsVersion;
    const kr = current.plans.KR_STANDARD;
    const stricter: RefundTermsVersion = {
      id: "2026-05-15",
      effectiveFrom: "2026-05-15T00:00:00+09:00",
      plans: {
        ...current.plans,
        KR_STANDARD: {
          ...kr,
          bands: kr.bands.map((b) =>
            b.minDaysBefore === 7 ? { minDaysBefore: 7, charge: { kind: "RATE", percent: 15 } } : b,
          ),
        },
      },
    };
    const versions = [...REFUND_TERMS_VERSIONS, stricter];
    const cancelAt = seoulNoonDaysBefore(8);
    expect(quoteRefund({ ...base, cancelAt }, versions)).toMatchObject({
      termsVersion: "2025-04-01",
      rule: "RATE_10",
      fee: 5000,
    });
    const booked = new Date("2026-05-14T15:00:00Z");
    expect(quoteRefund({ ...base, bookedAt: booked, cancelAt }, versions)).toMatchObject({
      termsVersion: "2026-05-15",
      rule: "RATE_15",
      fee: 7500,
    });
  });

  it("keeps every version's tables whole: ordered, covering every day, rates within 0–100 %", () => {
    const [first, ...later] = REFUND_TERMS_VERSIONS;
    expect(first?.effectiveFrom).toBeNull();
    const starts = later.map((v) => Date.parse(v.effectiveFrom ?? ""));
    expect(starts.every((t, i) => Number.isFinite(t) && t > (starts[i - 1] ?? -Infinity))).toBe(true);
    for (const version of REFUND_TERMS_VERSIONS) {
      for (const plan of REFUND_PLANS) {
        const { bands, noRefundMaxDaysBefore } = version.plans[plan];
        const mins = bands.map((b) => b.minDaysBefore);
        expect(mins, `${version.id} ${plan}`).toEqual([...mins].sort((a, b) => b - a));
        expect(new Set(mins).size).toBe(mins.length);
        expect(mins.at(-1)).toBe(noRefundMaxDaysBefore + 1);
        for (const { charge } of bands) {
          const percent = charge.kind === "RATE" ? charge.percent : charge.capPercent;
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
        }
      }
    }
  });
});

describe("refundSchedule: thresholds for the terms page", () => {
  const at = new Date("2026-05-01T00:00:00Z");

  it("lists the Korean standard bands with their day ranges", () => {
    const { termsVersion, rows, bookingGrace } = refundSchedule("KR_STANDARD", at);
    expect(termsVersion).toBe("2025-04-01");
    expect(bookingGrace).toEqual({ days: 7, unlessDaysBefore: 10 });
    expect(rows.map((r) => [r.minDaysBefore, r.maxDaysBefore, r.charge?.kind ?? null])).toEqual([
      [10, null, "FLAT"],
      [7, 9, "RATE"],
      [3, 6, "RATE"],
      [1, 2, "RATE"],
      [0, 0, null],
    ]);
    expect(rows[0]?.charge).toEqual({
      kind: "FLAT",
      amounts: { PERFORMANCE: { KRW: 4000 }, ADMISSION: { KRW: 2000 } },
      capPercent: 10,
    });
  });

  /** A row as "min–max: percent", ∞ for the open band and "none" for no refund. */
  const show = ({ minDaysBefore, maxDaysBefore, charge }: RefundScheduleRow) =>
    `${minDaysBefore}–${maxDaysBefore ?? "∞"}: ${charge?.kind === "RATE" ? charge.percent : "none"}`;

  it.each([
    ["TW_A", ["10–∞: 5", "1–9: 10", "0–0: none"]],
    ["TW_B", ["1–∞: 5", "0–0: none"]],
    ["TW_C", ["1–∞: 10", "0–0: none"]],
    ["TW_D", ["14–∞: 10", "7–13: 30", "3–6: 50", "0–2: none"]],
    ["KR_SPORTS", ["1–∞: 10", "0–0: none"]],
  ] as const)("lists %s", (plan, expected) => {
    const { rows, bookingGrace } = refundSchedule(plan, at);
    expect(rows.map(show)).toEqual(expected);
    expect(bookingGrace === null).toBe(plan.startsWith("TW_"));
  });
});

describe("quoteRefund: amounts stay whole, never negative, the fee never above the price", () => {
  it("holds for every plan, category, day and price", () => {
    for (const plan of REFUND_PLANS) {
      for (const feeCategory of FEE_CATEGORIES) {
        for (const price of [0, 999, 30_000, 55_000]) {
          for (let days = -1; days <= 25; days++) {
            const q = quoteAt(days, { plan, feeCategory, price, quantity: 2 });
            const paid = price * 2;
            expect(Number.isInteger(q.fee) && Number.isInteger(q.refund)).toBe(true);
            expect(q.fee).toBeGreaterThanOrEqual(0);
            expect(q.fee).toBeLessThanOrEqual(paid);
            expect(q.refund).toBe(q.refundable ? paid - q.fee + (q.bookingFeeRefunded ? 2000 : 0) : 0);
          }
        }
      }
    }
  });

  it.each([
    [{ price: -1 }, "price"],
    [{ price: 10.5 }, "price"],
    [{ bookingFee: -100 }, "bookingFee"],
    [{ quantity: 0 }, "quantity"],
    [{ cancelAt: new Date("2026-04-30T00:00:00Z") }, "before bookedAt"],
    [{ eventStartAt: new Date("nope") }, "invalid date"],
  ] as const)("refuses %o", (over, message) => {
    expect(() => quoteRefund({ ...base, ...over })).toThrow(message);
  });
});

describe("feeCategoryOf", () => {
  it.each([
    ["concert", "PERFORMANCE"],
    ["Festival", "PERFORMANCE"],
    ["fan-event", "PERFORMANCE"],
    ["sports", "SPORTS"],
    ["exhibition", "ADMISSION"],
    ["museum", "ADMISSION"],
    ["something-new", "ADMISSION"],
  ] as const)("%s → %s", (category, expected) => {
    expect(feeCategoryOf(category)).toBe(expected);
  });
});
