import type { TDiscoverPrice } from "@admit/contract/discover";
import type { Currency } from "@admit/contract/money";

/** The currencies a group is sold in, in the host's order. */
export function groupCurrencies(priceList: readonly TDiscoverPrice[]): Currency[] {
  return [...new Set(priceList.map((p) => p.currency))];
}

/**
 * The currency to show a group's prices in: the order's when the group has prices in it, else
 * the collection's, else the group's first.
 */
export function groupCurrency(
  priceList: readonly TDiscoverPrice[],
  wanted: Currency,
  collection: Currency,
): Currency | null {
  const sold = groupCurrencies(priceList);
  if (sold.includes(wanted)) return wanted;
  if (sold.includes(collection)) return collection;
  return sold[0] ?? null;
}
