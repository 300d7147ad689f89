import { feeCategoryOf, quoteRefund } from "@admit/contract/refund-rules";
import type { TOrderDetail } from "@admit/contract/sale";
import type { cltns, cltnTimes, orders } from "../../db/schema/index.ts";

type Order = typeof orders.$inferSelect;
type Cltn = typeof cltns.$inferSelect;
type Time = typeof cltnTimes.$inferSelect;

/**
 * What cancelling a paid order now would cost, by the terms of spec §9 (contract refund-rules,
 * the version in force when it was booked): each line is quoted on its own price; the booking
 * fee goes with the first line; a referral discount the customer never paid is not paid back.
 * Null when the order is not a paid one.
 */
export function refundQuoteOf(
  order: Order,
  cltn: Cltn,
  time: Time | null | undefined,
  now = new Date(),
): TOrderDetail["refundQuote"] {
  if (order.status !== "PAID" && order.status !== "ISSUED") return null;
  // Resale purchases are final (the listing says so before paying); a cancelled event is refunded apart.
  if (order.kind === "RESALE")
    return {
      refundable: false,
      fee: 0,
      refund: 0,
      bookingFeeRefunded: false,
      daysBefore: 0,
      rule: "resale-final",
    };
  const eventStartAt = time?.startAt ?? cltn.periodStartAt ?? cltn.saleEndAt;
  const bookedAt = order.paidAt ?? order.createdAt;
  const quotes = order.lines.map((line, i) =>
    quoteRefund({
      price: line.unitPrice,
      quantity: line.count,
      currency: order.currency,
      bookingFee: i === 0 ? order.bookingFee : 0,
      bookedAt,
      cancelAt: now < bookedAt ? bookedAt : now,
      eventStartAt,
      timeZone: cltn.timeZone,
      plan: cltn.refundPlan,
      feeCategory: feeCategoryOf(cltn.category),
    }),
  );
  const first = quotes[0];
  if (!first) return null;
  const refundable = quotes.every((q) => q.refundable);
  const fee = quotes.reduce((n, q) => n + q.fee, 0);
  const refund = refundable ? Math.max(0, quotes.reduce((n, q) => n + q.refund, 0) - order.discount) : 0;
  return {
    refundable,
    fee: refundable ? fee : 0,
    refund: Math.min(refund, order.amount),
    bookingFeeRefunded: refundable && first.bookingFeeRefunded,
    daysBefore: first.daysBefore,
    rule: first.rule,
  };
}
