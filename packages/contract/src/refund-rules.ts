/**
 * Cancellation terms of spec §9, shared by the server (which charges them) and the web (which shows
 * them before a customer cancels, and on the terms page), without zod.
 *
 * The terms are data: a list of versions keyed by the instant they take effect, each holding one table
 * per refund plan. The version is chosen by when the order was booked, so a change of terms is a new
 * entry in {@link REFUND_TERMS_VERSIONS} and never alters the price of an order already made.
 *
 * Days are calendar dates in the EVENT's time zone (spec §9 counts "days before the event"; a customer
 * in Los Angeles cancelling a Seoul concert is judged by the Seoul calendar). Amounts are integer minor
 * units of the line's currency; percentages are rounded down to a whole minor unit, in the customer's
 * favour.
 */
import type { RefundPlan } from "./enums.ts";
import type { Currency } from "./money.ts";
import { dateIn } from "./nft-rules.ts";

/**
 * What kind of ticket the fee is for. The Korean terms charge a performance ticket (concert, musical,
 * classical…) a flat 4000 KRW and an admission ticket (exhibition, museum…) 2000 KRW; sports are a
 * 10 % table of their own (spec §9).
 */
export const FEE_CATEGORIES = ["PERFORMANCE", "ADMISSION", "SPORTS"] as const;
export type FeeCategory = (typeof FEE_CATEGORIES)[number];

/** Free-form collection categories (spec §3 has none; the catalogue's are e.g. concert, museum) that are performances. */
const PERFORMANCE_CATEGORIES = new Set([
  "concert",
  "musical",
  "classical",
  "opera",
  "dance",
  "festival",
  "fan-event",
]);

/**
 * The fee category of a collection's free-form category. Anything that is neither sports nor a known
 * performance is an admission ticket: when unsure, the lower flat fee is the one a customer can't
 * dispute.
 */
export function feeCategoryOf(category: string): FeeCategory {
  const key = category.trim().toLowerCase();
  if (key === "sports") return "SPORTS";
  return PERFORMANCE_CATEGORIES.has(key) ? "PERFORMANCE" : "ADMISSION";
}

/** What a band charges per ticket. */
export type RefundCharge =
  /** A share of the ticket price, in whole percent. */
  | { kind: "RATE"; percent: number }
  /**
   * A flat amount per ticket by fee category and currency, never above `capPercent` of the price.
   * Where the category or the currency has no amount, the cap is the fee (see {@link quoteRefund}).
   */
  | {
      kind: "FLAT";
      amounts: Partial<Record<FeeCategory, Partial<Record<Currency, number>>>>;
      capPercent: number;
    };

/** A band applies from `minDaysBefore` days before the event up to the next farther band. */
export interface RefundBand {
  minDaysBefore: number;
  charge: RefundCharge;
}

/** One plan's terms within one version. */
export interface RefundTable {
  /** Farthest from the event first: the first band with `minDaysBefore ≤ daysBefore` applies. */
  bands: readonly RefundBand[];
  /** No refund at this many days before the event or fewer; 0 means the event day (and after). */
  noRefundMaxDaysBefore: number;
  /**
   * No fee when cancelling within `days` calendar days of booking (the booking day is day 0), unless
   * the event is fewer than `unlessDaysBefore` days away. Null where the plan has no such grace.
   */
  bookingGrace: { days: number; unlessDaysBefore: number } | null;
}

/** A version of the cancellation terms: the tables that apply to orders booked from `effectiveFrom`. */
export interface RefundTermsVersion {
  /** Named in every quote, so a charge can be traced to the terms it followed. */
  id: string;
  /** ISO instant with offset; null for the first version, which covers every earlier booking. */
  effectiveFrom: string | null;
  plans: Readonly<Record<RefundPlan, RefundTable>>;
}

const rate = (minDaysBefore: number, percent: number): RefundBand => ({
  minDaysBefore,
  charge: { kind: "RATE", percent },
});

/**
 * The Korean standard table (spec §9): ≥ 10 days a flat 4000 KRW (performance) or 2000 KRW (admission)
 * capped at 10 % of the price; 9–7 days 10 %; 6–3 days 20 %; 2–1 days 30 %; none on the event day.
 * The flat amounts are stated in KRW only; a line in another currency pays the 10 % cap instead, the
 * most the terms allow, until a version names amounts in that currency.
 */
const KR_STANDARD_2025: RefundTable = {
  bands: [
    {
      minDaysBefore: 10,
      charge: {
        kind: "FLAT",
        amounts: { PERFORMANCE: { KRW: 4000 }, ADMISSION: { KRW: 2000 } },
        capPercent: 10,
      },
    },
    rate(7, 10),
    rate(3, 20),
    rate(1, 30),
  ],
  noRefundMaxDaysBefore: 0,
  bookingGrace: { days: 7, unlessDaysBefore: 10 },
};

/**
 * The Korean sports table (spec §9 "sports 10%"): 10 % at any time up to the day before the event,
 * with the same 7-day booking grace as the standard table since both are the Korean terms.
 */
const KR_SPORTS_2025: RefundTable = {
  bands: [rate(1, 10)],
  noRefundMaxDaysBefore: 0,
  bookingGrace: { days: 7, unlessDaysBefore: 10 },
};

/**
 * The four Taiwan plans of spec §9, in the spec's order. Their thresholds are ours where the spec
 * gives only the rates; none has the Korean booking grace (the spec states it with the Korean terms).
 * - TW_A "up to 10 %": 5 % from 10 days before, 10 % from 9 days to the day before.
 * - TW_B "5 %" and TW_C "10 %": that rate up to the day before.
 * - TW_D "tiered 10/30/50 %": 10 % from 14 days, 30 % at 13–7 days, 50 % at 6–3 days, no refund at
 *   2 days or fewer.
 */
const TAIWAN_2025: Record<"TW_A" | "TW_B" | "TW_C" | "TW_D", RefundTable> = {
  TW_A: { bands: [rate(10, 5), rate(1, 10)], noRefundMaxDaysBefore: 0, bookingGrace: null },
  TW_B: { bands: [rate(1, 5)], noRefundMaxDaysBefore: 0, bookingGrace: null },
  TW_C: { bands: [rate(1, 10)], noRefundMaxDaysBefore: 0, bookingGrace: null },
  TW_D: {
    bands: [rate(14, 10), rate(7, 30), rate(3, 50)],
    noRefundMaxDaysBefore: 2,
    bookingGrace: null,
  },
};

const PLANS_2025: RefundTermsVersion["plans"] = {
  KR_STANDARD: KR_STANDARD_2025,
  KR_SPORTS: KR_SPORTS_2025,
  ...TAIWAN_2025,
};

/**
 * Every version of the terms, oldest first. Spec §9 gives the terms effective 1 April 2025 (a date of
 * the Korean operator, so midnight in Seoul). The terms before it are not in the spec: bookings made
 * before then follow the same tables until someone writes those down, which is a change of this entry
 * only. A new version is announced 30 days ahead when it is less favourable, 7 days otherwise (§9).
 */
export const REFUND_TERMS_VERSIONS: readonly RefundTermsVersion[] = [
  { id: "before-2025-04-01", effectiveFrom: null, plans: PLANS_2025 },
  { id: "2025-04-01", effectiveFrom: "2025-04-01T00:00:00+09:00", plans: PLANS_2025 },
];

/** The version that applies to an order booked at `bookedAt`: the latest one in effect by then. */
export function termsVersionFor(
  bookedAt: Date,
  versions: readonly RefundTermsVersion[] = REFUND_TERMS_VERSIONS,
): RefundTermsVersion {
  let found = versions[0];
  for (const v of versions) {
    if (v.effectiveFrom === null || new Date(v.effectiveFrom).getTime() <= bookedAt.getTime()) found = v;
  }
  if (!found) throw new RangeError("no refund terms version");
  return found;
}

/** A sports event sold under the standard plan is charged by the sports table: both are §9's Korean terms. */
function tableFor(version: RefundTermsVersion, plan: RefundPlan, category: FeeCategory): RefundTable {
  return plan === "KR_STANDARD" && category === "SPORTS" ? version.plans.KR_SPORTS : version.plans[plan];
}

/** One row of a plan's schedule as the terms page lists it; `charge: null` is "no refund". */
export interface RefundScheduleRow {
  minDaysBefore: number;
  /** Null for the open-ended band farthest from the event. */
  maxDaysBefore: number | null;
  charge: RefundCharge | null;
}

/**
 * A plan's thresholds for the terms page, farthest from the event first, ending with the no-refund
 * row (the event day, or TW_D's last two days).
 */
export function refundSchedule(
  plan: RefundPlan,
  bookedAt: Date,
  versions: readonly RefundTermsVersion[] = REFUND_TERMS_VERSIONS,
): { termsVersion: string; rows: RefundScheduleRow[]; bookingGrace: RefundTable["bookingGrace"] } {
  const version = termsVersionFor(bookedAt, versions);
  const table = version.plans[plan];
  const rows: RefundScheduleRow[] = table.bands.map((band, i) => {
    const farther = table.bands[i - 1];
    return {
      minDaysBefore: band.minDaysBefore,
      maxDaysBefore: farther ? farther.minDaysBefore - 1 : null,
      charge: band.charge,
    };
  });
  rows.push({ minDaysBefore: 0, maxDaysBefore: table.noRefundMaxDaysBefore, charge: null });
  return { termsVersion: version.id, rows, bookingGrace: table.bookingGrace };
}

/** One order line to be cancelled. Amounts are integer minor units of `currency`. */
export interface RefundInput {
  /** Price of one ticket. */
  price: number;
  quantity: number;
  currency: Currency;
  /** The booking (service) fee charged for this line, in total. */
  bookingFee: number;
  bookedAt: Date;
  cancelAt: Date;
  eventStartAt: Date;
  /** The event's IANA zone: every "day" is a calendar date there. */
  timeZone: string;
  plan: RefundPlan;
  feeCategory: FeeCategory;
}

/** Why a quote came out as it did; `RATE_n` charges n %, `GRACE_n_DAYS` is the booking grace. */
export type RefundRule =
  | "FLAT"
  | "FLAT_CAPPED"
  | `RATE_${number}`
  | `GRACE_${number}_DAYS`
  | "NO_REFUND_WINDOW"
  | "EVENT_DAY"
  | "AFTER_EVENT";

export interface RefundQuote {
  /** False: the cancellation is refused and nothing moves (fee and refund are 0). */
  refundable: boolean;
  /** Calendar days from the cancellation to the event start, in the event's zone; negative after it. */
  daysBefore: number;
  /** Cancellation fee for the whole line; never above `price × quantity`. */
  fee: number;
  /** Paid back: `price × quantity − fee`, plus the booking fee when it is refunded. */
  refund: number;
  bookingFeeRefunded: boolean;
  rule: RefundRule;
  termsVersion: string;
}

const DAY_MS = 86_400_000;

/** Whole calendar days from `from` to `to`, both read as dates in `timeZone`. */
function calendarDays(from: Date, to: Date, timeZone: string): number {
  const utcMidnight = (d: Date) => Date.parse(`${dateIn(d, timeZone)}T00:00:00Z`);
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

function assertInput(line: RefundInput): void {
  const amounts = { price: line.price, bookingFee: line.bookingFee };
  for (const [name, value] of Object.entries(amounts)) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be whole minor units`);
  }
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError("quantity must be ≥ 1");
  for (const d of [line.bookedAt, line.cancelAt, line.eventStartAt]) {
    if (Number.isNaN(d.getTime())) throw new RangeError("invalid date");
  }
  if (line.cancelAt < line.bookedAt) throw new RangeError("cancelAt is before bookedAt");
}

/** The fee for one ticket by the band that applies, and the rule it followed. */
function bandFee(band: RefundBand, line: RefundInput): { fee: number; rule: RefundRule } {
  const charge = band.charge;
  switch (charge.kind) {
    case "RATE":
      return { fee: Math.floor((line.price * charge.percent) / 100), rule: `RATE_${charge.percent}` };
    case "FLAT": {
      const cap = Math.floor((line.price * charge.capPercent) / 100);
      const flat = charge.amounts[line.feeCategory]?.[line.currency];
      return flat === undefined || flat > cap
        ? { fee: cap, rule: "FLAT_CAPPED" }
        : { fee: flat, rule: "FLAT" };
    }
    default: {
      const never: never = charge;
      throw new Error(`unknown charge ${JSON.stringify(never)}`);
    }
  }
}

/**
 * The cancellation fee and refund of one order line (spec §9), by the terms in effect when it was
 * booked, in this order:
 * 1. On the event day or after, or inside a plan's no-refund window: refused.
 * 2. The booking fee is refunded only when cancelling on the booking day itself.
 * 3. Korean plans: no fee within 7 days of booking (booking day = day 0, so days 0–6), unless the event
 *    is fewer than 10 days away.
 * 4. Otherwise the band for the days left: a flat amount (capped) or a rate, per ticket.
 */
export function quoteRefund(
  line: RefundInput,
  versions: readonly RefundTermsVersion[] = REFUND_TERMS_VERSIONS,
): RefundQuote {
  assertInput(line);
  const version = termsVersionFor(line.bookedAt, versions);
  const table = tableFor(version, line.plan, line.feeCategory);
  const daysBefore = calendarDays(line.cancelAt, line.eventStartAt, line.timeZone);
  const quote = { daysBefore, termsVersion: version.id };

  if (daysBefore <= table.noRefundMaxDaysBefore) {
    const rule = daysBefore < 0 ? "AFTER_EVENT" : daysBefore === 0 ? "EVENT_DAY" : "NO_REFUND_WINDOW";
    return { ...quote, refundable: false, fee: 0, refund: 0, bookingFeeRefunded: false, rule };
  }

  const sinceBooking = calendarDays(line.bookedAt, line.cancelAt, line.timeZone);
  const bookingFeeRefunded = sinceBooking === 0;
  const paid = line.price * line.quantity;
  const settle = (feePerTicket: number, rule: RefundRule): RefundQuote => {
    const fee = Math.min(feePerTicket * line.quantity, paid);
    const refund = paid - fee + (bookingFeeRefunded ? line.bookingFee : 0);
    return { ...quote, refundable: true, fee, refund, bookingFeeRefunded, rule };
  };

  const grace = table.bookingGrace;
  if (grace && sinceBooking < grace.days && daysBefore >= grace.unlessDaysBefore) {
    return settle(0, `GRACE_${grace.days}_DAYS`);
  }

  const band = table.bands.find((b) => b.minDaysBefore <= daysBefore);
  if (!band) throw new RangeError(`terms ${version.id} have no band for ${daysBefore} days`);
  const { fee, rule } = bandFee(band, line);
  return settle(fee, rule);
}
