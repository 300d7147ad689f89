import type { TDiscoverPrice } from "@admit/contract/discover";
import { LIMITS } from "@admit/contract/limits";

/** How many of one price the customer wants (spec §3 order state: ticket.selectList). */
export interface PriceCount {
  priceId: number;
  count: number;
}

/** Most tickets one purchase may take: the group's maxCnt and the per-purchase cap (spec §9, MAX_COUNT). */
export const purchaseMax = (maxCnt: number) => Math.max(0, Math.min(maxCnt, LIMITS.unnamedLimit20));

export const totalCount = (list: readonly PriceCount[]) => list.reduce((n, c) => n + c.count, 0);

/** The amount of a selection at the prices shown, in minor units. */
export function selectionAmount(list: readonly PriceCount[], prices: readonly TDiscoverPrice[]): number {
  return list.reduce((sum, c) => sum + (prices.find((p) => p.id === c.priceId)?.price ?? 0) * c.count, 0);
}

/**
 * Why one more of a price cannot be added: `max` (maxCnt or the per-purchase cap) or `amount`
 * (the total would pass the largest value any number may take, spec §9). Null when it can.
 */
export function increaseBlock(
  list: readonly PriceCount[],
  priceId: number,
  prices: readonly TDiscoverPrice[],
  maxCnt: number,
): "max" | "amount" | null {
  if (totalCount(list) >= purchaseMax(maxCnt)) return "max";
  const price = prices.find((p) => p.id === priceId)?.price ?? 0;
  if (selectionAmount(list, prices) + price > LIMITS.maxMoney) return "amount";
  return null;
}

/** The selection with one price's count set (a count of 0 drops the line; the order is kept). */
export function withCount(list: readonly PriceCount[], priceId: number, count: number): PriceCount[] {
  const next = Math.max(0, Math.floor(count));
  if (!list.some((c) => c.priceId === priceId))
    return next > 0 ? [...list, { priceId, count: next }] : [...list];
  return list.flatMap((c) => (c.priceId !== priceId ? [c] : next > 0 ? [{ priceId, count: next }] : []));
}

/** A selection as the price and reservation calls take it: each price with the amount the customer saw. */
export function quoteList(
  list: readonly PriceCount[],
  prices: readonly TDiscoverPrice[],
): { id: number; count: number; price: number }[] {
  return list.flatMap((c) => {
    const price = prices.find((p) => p.id === c.priceId);
    return price && c.count > 0 ? [{ id: c.priceId, count: c.count, price: price.price }] : [];
  });
}

/** Seats with their chosen prices as a selection: one line per price, counting its seats. */
export function seatCounts(seats: readonly { priceId: number | null }[]): PriceCount[] {
  let list: PriceCount[] = [];
  for (const seat of seats) {
    if (seat.priceId === null) continue;
    const had = list.find((c) => c.priceId === seat.priceId)?.count ?? 0;
    list = withCount(list, seat.priceId, had + 1);
  }
  return list;
}

/**
 * The same price in another currency: the one with the same name, or else the one in the same
 * place among that currency's prices. Undefined when the currency has no price there.
 */
export function counterpartPrice(
  priceId: number,
  prices: readonly TDiscoverPrice[],
  currency: TDiscoverPrice["currency"],
): TDiscoverPrice | undefined {
  const from = prices.find((p) => p.id === priceId);
  if (!from) return undefined;
  const there = prices.filter((p) => p.currency === currency);
  if (from.currency === currency) return from;
  const place = prices.filter((p) => p.currency === from.currency).indexOf(from);
  return there.find((p) => p.name === from.name) ?? there[place];
}

/** A selection moved to another currency: each count goes to its price's counterpart there. */
export function countsIn(
  list: readonly PriceCount[],
  prices: readonly TDiscoverPrice[],
  currency: TDiscoverPrice["currency"],
): PriceCount[] {
  let moved: PriceCount[] = [];
  for (const c of list) {
    const to = counterpartPrice(c.priceId, prices, currency);
    if (!to) continue;
    const had = moved.find((m) => m.priceId === to.id)?.count ?? 0;
    moved = withCount(moved, to.id, had + c.count);
  }
  return moved;
}
