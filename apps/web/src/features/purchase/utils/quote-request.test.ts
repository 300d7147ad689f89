import { describe, expect, it } from "vitest";
import { EMPTY_ORDER, type OrderData } from "../stores/order-store.ts";
import { CONCERT, STANDING } from "../testing/order-fixture.ts";
import { quoteRequest } from "./quote-request.ts";

const order = (overrides: Partial<OrderData> = {}): OrderData => ({
  ...EMPTY_ORDER,
  cltn: CONCERT,
  crcy: "KRW",
  ticket: {
    selectList: [{ priceId: 72, count: 1 }],
    groupList: [STANDING],
    groupId: STANDING.id,
    date: null,
  },
  ...overrides,
});

describe("quoteRequest", () => {
  it("asks for the chosen counts in the order's currency, with the referral code applied", () => {
    expect(quoteRequest(order({ refCode: "FRIEND10" }))).toEqual({
      priceUnit: "KRW",
      nftGroupId: STANDING.id,
      list: [{ id: 72, count: 1, price: 40_000 }],
      refCode: "FRIEND10",
    });
  });

  it("counts seats by their chosen price in a seated group", () => {
    const seated = { ...STANDING, isSeated: true };
    const request = quoteRequest(
      order({
        ticket: { selectList: [], groupList: [seated], groupId: seated.id, date: null },
        seatList: [
          { id: 1, zoneId: 2, row: "E", number: 7, priceId: 71 },
          { id: 2, zoneId: 2, row: "E", number: 8, priceId: 71 },
        ],
      }),
    );
    expect(request?.list).toEqual([{ id: 71, count: 2, price: 55_000 }]);
  });

  it("is null before a group is chosen", () => {
    expect(quoteRequest(order({ ticket: { ...order().ticket, groupId: null } }))).toBeNull();
  });
});
