import { feeCategoryOf, quoteRefund } from "@admit/contract/refund-rules";
import type { TOrderDetail } from "@admit/contract/sale";
import type { cltns, cltnTimes, orders } from "../../db/schema/index.ts";

type Order = typeof orders.$inferSelect;
type Cltn = typeof cltns.$inferSelect;
type Time = typeof cltnTimes.$inferSelect;
type Quote = Omit<NonNullable<TOrderDetail["refundQuote"]>, "nftIds" | "partial">;

/**
 * What cancelling a paid order's tickets now would cost, by the terms of spec §9 (contract
 * refund-rules, the version in force when it was booked). `positions` are the tickets' places in
 * the order (0-based, its tokens in id order, which follow its lines); all of them when left out.
 * Each line is quoted on its own price for the tickets of it cancelled; the booking fee and a
 * referral discount the customer never paid are shared per ticket (the whole order's sum to
 * exactly both), and nothing pays back more than `left` (what is still charged). Null when the
 * order is not a paid one.
 */
export function refundQuoteOf(
  order: Order,
  cltn: Cltn,
  time: Time | null | undefined,
  now = new Date(),
  positions?: readonly number[],
  left = order.amount,
): Quote | null {
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
  const n = Math.max(1, order.ticketCount);
  const picked = new Set(positions ?? Array.from({ length: n }, (_, i) => i));
  const share = (total: number) => Math.floor((total * picked.size) / n);
  const eventStartAt = time?.startAt ?? cltn.periodStartAt ?? cltn.saleEndAt;
  const bookedAt = order.paidAt ?? order.createdAt;
  let first = 0;
  const counted = order.lines.map((line) => {
    const from = first;
    first += line.count;
    let quantity = 0;
    for (let p = from; p < first; p++) if (picked.has(p)) quantity++;
    return { line, quantity };
  });
  const quotes = counted
    .filter((c) => c.quantity > 0)
    .map(({ line, quantity }, i) =>
      quoteRefund({
        price: line.unitPrice,
        quantity,
        currency: order.currency,
        bookingFee: i === 0 ? share(order.bookingFee) : 0,
        bookedAt,
        cancelAt: now < bookedAt ? bookedAt : now,
        eventStartAt,
        timeZone: cltn.timeZone,
        plan: cltn.refundPlan,
        feeCategory: feeCategoryOf(cltn.category),
      }),
    );
  const head = quotes[0];
  if (!head) return null;
  const refundable = quotes.every((q) => q.refundable);
  const fee = quotes.reduce((sum, q) => sum + q.fee, 0);
  const refund = refundable
    ? Math.max(0, quotes.reduce((sum, q) => sum + q.refund, 0) - share(order.discount))
    : 0;
  return {
    refundable,
    fee: refundable ? fee : 0,
    refund: Math.min(refund, left),
    bookingFeeRefunded: refundable && head.bookingFeeRefunded,
    daysBefore: head.daysBefore,
    rule: head.rule,
  };
}
