import type { RefundPlan } from "@admit/contract/enums";
import type { Currency } from "@admit/contract/money";
import { type FeeCategory, feeCategoryOf, refundSchedule } from "@admit/contract/refund-rules";

/** One line of the cancellation terms as the order page words it. */
export type RefundTermRow =
  | { kind: "flat"; from: number; to: number | null; amount: number; currency: Currency; capPercent: number }
  | { kind: "rate"; from: number; to: number | null; percent: number }
  | { kind: "none"; from: number; to: number };

/**
 * The cancellation terms (spec §9) that would apply to a booking made now, for a collection's plan
 * and category, in the order's currency. The Korean standard plan charges sports by the sports
 * table, as the server does. A flat fee without an amount in this currency is the cap (a rate).
 */
export function refundTerms(
  plan: RefundPlan,
  category: string,
  currency: Currency,
  bookedAt: Date,
): { rows: RefundTermRow[]; grace: { days: number; unlessDaysBefore: number } | null; version: string } {
  const feeCategory: FeeCategory = feeCategoryOf(category);
  const effective = plan === "KR_STANDARD" && feeCategory === "SPORTS" ? "KR_SPORTS" : plan;
  const schedule = refundSchedule(effective, bookedAt);
  const rows = schedule.rows.map((row): RefundTermRow => {
    const { minDaysBefore: from, maxDaysBefore: to, charge } = row;
    if (charge === null) return { kind: "none", from, to: to ?? from };
    if (charge.kind === "RATE") return { kind: "rate", from, to, percent: charge.percent };
    const amount = charge.amounts[feeCategory]?.[currency];
    return amount === undefined
      ? { kind: "rate", from, to, percent: charge.capPercent }
      : { kind: "flat", from, to, amount, currency, capPercent: charge.capPercent };
  });
  return { rows, grace: schedule.bookingGrace, version: schedule.termsVersion };
}
