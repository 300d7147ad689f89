import type { Currency } from "@admit/contract/money";

/**
 * The prices to show of a list in several currencies: those in the person's display currency
 * when there are any, else in the collection's own, else in the first currency listed.
 */
export function inDisplayCurrency<T extends { currency: Currency }>(
  prices: readonly T[],
  preferred: Currency | null,
  own: Currency,
): T[] {
  const has = (c: Currency | null | undefined): c is Currency =>
    c != null && prices.some((p) => p.currency === c);
  const currency = has(preferred) ? preferred : has(own) ? own : prices[0]?.currency;
  return prices.filter((p) => p.currency === currency);
}

/** The lowest of a collection's prices, as a card shows it ("from …"); null when it has none. */
export function lowestPrice<T extends { currency: Currency; price: number }>(
  prices: readonly T[],
  preferred: Currency | null,
  own: Currency,
): T | null {
  const shown = inDisplayCurrency(prices, preferred, own);
  return shown.reduce<T | null>((low, p) => (low === null || p.price < low.price ? p : low), null);
}
