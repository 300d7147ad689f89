import type { RefundPlan } from "@admit/contract/enums";
import type { Currency } from "@admit/contract/money";
import { feeCategoryOf, type RefundScheduleRow, refundSchedule } from "@admit/contract/refund-rules";

/** When a row of the cancellation terms applies, in days before the event. */
export type RefundWhen =
  | { kind: "from"; days: number }
  | { kind: "between"; min: number; max: number }
  | { kind: "on"; days: number }
  | { kind: "upTo"; days: number }
  | { kind: "eventDay" };

/** What cancelling then costs, per ticket. */
export type RefundCost =
  | { kind: "rate"; percent: number }
  | { kind: "flat"; amount: number; currency: Currency; capPercent: number }
  /** A flat fee the terms name in another currency only: the cap is the fee. */
  | { kind: "cap"; capPercent: number }
  | { kind: "none" };

export interface RefundNote {
  rows: { when: RefundWhen; cost: RefundCost }[];
  /** No fee within `days` of booking, unless the event is fewer than `unlessDaysBefore` days away. */
  grace: { days: number; unlessDaysBefore: number } | null;
}

function whenOf({ minDaysBefore: min, maxDaysBefore: max }: RefundScheduleRow): RefundWhen {
  if (max === null) return { kind: "from", days: min };
  if (min === 0) return max === 0 ? { kind: "eventDay" } : { kind: "upTo", days: max };
  return min === max ? { kind: "on", days: min } : { kind: "between", min, max };
}

function costOf(row: RefundScheduleRow, category: string, currency: Currency): RefundCost {
  const charge = row.charge;
  if (charge === null) return { kind: "none" };
  if (charge.kind === "RATE") return { kind: "rate", percent: charge.percent };
  const amount = charge.amounts[feeCategoryOf(category)]?.[currency];
  return amount === undefined
    ? { kind: "cap", capPercent: charge.capPercent }
    : { kind: "flat", amount, currency, capPercent: charge.capPercent };
}

/**
 * The cancellation terms a buyer agrees to now (spec §9), for the detail page: the plan's
 * schedule from the shared rules, a sports event under the Korean standard plan charged by the
 * sports table as the refund itself is, and the flat fee for this collection's category and
 * currency.
 */
export function refundNote(
  plan: RefundPlan,
  category: string,
  currency: Currency,
  now: Date = new Date(),
): RefundNote {
  const sports = plan === "KR_STANDARD" && feeCategoryOf(category) === "SPORTS";
  const schedule = refundSchedule(sports ? "KR_SPORTS" : plan, now);
  return {
    rows: schedule.rows.map((row) => ({ when: whenOf(row), cost: costOf(row, category, currency) })),
    grace: schedule.bookingGrace,
  };
}
