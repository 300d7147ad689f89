import type { TDiscoverPrice } from "@admit/contract/discover";
import { describe, expect, it } from "vitest";
import { groupCurrencies, groupCurrency } from "./currency.ts";

const prices: TDiscoverPrice[] = [
  { id: 1, name: "Pass", price: 99_000, currency: "KRW" },
  { id: 2, name: "Pass", price: 7_500, currency: "USD" },
  { id: 3, name: "VIP", price: 16_500, currency: "USD" },
];

describe("the currency of a group's prices", () => {
  it("lists each currency once, in the host's order", () => {
    expect(groupCurrencies(prices)).toEqual(["KRW", "USD"]);
  });

  it("keeps the order's currency when the group has it, else the collection's, else the first", () => {
    expect(groupCurrency(prices, "USD", "KRW")).toBe("USD");
    expect(groupCurrency(prices, "EUR", "KRW")).toBe("KRW");
    expect(groupCurrency(prices.slice(1), "EUR", "KRW")).toBe("USD");
    expect(groupCurrency([], "EUR", "KRW")).toBeNull();
  });
});
