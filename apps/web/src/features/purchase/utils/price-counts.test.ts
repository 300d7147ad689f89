import type { TDiscoverPrice } from "@admit/contract/discover";
import { describe, expect, it } from "vitest";
import {
  counterpartPrice,
  countsIn,
  increaseBlock,
  purchaseMax,
  quoteList,
  seatCounts,
  selectionAmount,
  totalCount,
  withCount,
} from "./price-counts.ts";

const prices: TDiscoverPrice[] = [
  { id: 1, name: "Adult", price: 55_000, currency: "KRW" },
  { id: 2, name: "Child", price: 20_000, currency: "KRW" },
];

describe("counts per price", () => {
  it("stops at the group's maxCnt and at 20 per purchase", () => {
    expect(purchaseMax(3)).toBe(3);
    expect(purchaseMax(50)).toBe(20);
    expect(purchaseMax(-2)).toBe(0);
    const three = [
      { priceId: 1, count: 2 },
      { priceId: 2, count: 1 },
    ];
    expect(increaseBlock(three, 1, prices, 3)).toBe("max");
    expect(increaseBlock(three, 1, prices, 4)).toBeNull();
    expect(increaseBlock([{ priceId: 1, count: 20 }], 2, prices, 100)).toBe("max");
  });

  it("stops before the amount passes LIMITS.maxMoney, and lets XRP totals pass 2,100,000,000 drops", () => {
    const dear: TDiscoverPrice[] = [{ id: 9, name: "Box", price: 4_000_000_000_000_000, currency: "KRW" }];
    expect(increaseBlock([{ priceId: 9, count: 2 }], 9, dear, 10)).toBe("amount");
    expect(increaseBlock([{ priceId: 9, count: 1 }], 9, dear, 10)).toBeNull();
    const patron: TDiscoverPrice[] = [{ id: 7, name: "Patron", price: 2_500_000_000, currency: "XRP" }];
    expect(increaseBlock([{ priceId: 7, count: 1 }], 7, patron, 10)).toBeNull();
  });

  it("sets, keeps the order of and drops lines", () => {
    let list = withCount([], 2, 1);
    list = withCount(list, 1, 2);
    expect(list).toEqual([
      { priceId: 2, count: 1 },
      { priceId: 1, count: 2 },
    ]);
    expect(withCount(list, 2, 0)).toEqual([{ priceId: 1, count: 2 }]);
    expect(withCount(list, 3, 0)).toEqual(list);
    expect(totalCount(list)).toBe(3);
    expect(selectionAmount(list, prices)).toBe(130_000);
  });

  it("sends each price with the amount the customer saw, leaving out prices that are gone", () => {
    expect(
      quoteList(
        [
          { priceId: 1, count: 2 },
          { priceId: 7, count: 1 },
        ],
        prices,
      ),
    ).toEqual([{ id: 1, count: 2, price: 55_000 }]);
  });

  it("counts seats per chosen price", () => {
    expect(seatCounts([{ priceId: 1 }, { priceId: 2 }, { priceId: 1 }, { priceId: null }])).toEqual([
      { priceId: 1, count: 2 },
      { priceId: 2, count: 1 },
    ]);
  });
});

describe("a selection in another currency", () => {
  const prices = [
    { id: 1, name: "Adult", price: 10_000, currency: "KRW" as const },
    { id: 2, name: "Student", price: 8_000, currency: "KRW" as const },
    { id: 3, name: "Adult", price: 800, currency: "USD" as const },
    { id: 4, name: "Youth", price: 600, currency: "USD" as const },
  ];

  it("goes to the price of the same name, or else the same place, and drops what has none", () => {
    expect(counterpartPrice(1, prices, "USD")?.id).toBe(3);
    expect(counterpartPrice(2, prices, "USD")?.id).toBe(4);
    expect(counterpartPrice(3, prices, "XRP")).toBeUndefined();
    expect(
      countsIn(
        [
          { priceId: 1, count: 2 },
          { priceId: 2, count: 1 },
        ],
        prices,
        "USD",
      ),
    ).toEqual([
      { priceId: 3, count: 2 },
      { priceId: 4, count: 1 },
    ]);
    expect(countsIn([{ priceId: 1, count: 2 }], prices, "XRP")).toEqual([]);
  });
});
