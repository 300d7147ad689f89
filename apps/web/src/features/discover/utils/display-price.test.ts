import { describe, expect, it } from "vitest";
import { inDisplayCurrency, lowestPrice } from "./display-price.ts";

const prices = [
  { id: 1, currency: "KRW", price: 88_000 },
  { id: 2, currency: "USD", price: 6600 },
  { id: 3, currency: "KRW", price: 55_000 },
] as const;

describe("prices in the display currency", () => {
  it("prefers the person's display currency", () => {
    expect(inDisplayCurrency(prices, "USD", "KRW").map((p) => p.id)).toEqual([2]);
  });

  it("falls back to the collection's own currency, then to the first listed", () => {
    expect(inDisplayCurrency(prices, "JPY", "KRW").map((p) => p.id)).toEqual([1, 3]);
    expect(inDisplayCurrency(prices, null, "KRW").map((p) => p.id)).toEqual([1, 3]);
    expect(inDisplayCurrency(prices, null, "TWD").map((p) => p.id)).toEqual([1, 3]);
    expect(inDisplayCurrency([], "USD", "KRW")).toEqual([]);
  });

  it("gives the lowest price in that currency, or none", () => {
    expect(lowestPrice(prices, null, "KRW")).toEqual({ id: 3, currency: "KRW", price: 55_000 });
    expect(lowestPrice(prices, "USD", "KRW")?.price).toBe(6600);
    expect(lowestPrice([], "USD", "KRW")).toBeNull();
  });
});
