import type { TDiscoverNftGroup } from "@admit/contract/discover";
import type { TPriceQuote } from "@admit/contract/sale";
import { EMPTY_ORDER, type OrderCltn, type OrderData, useOrderStore } from "../stores/order-store.ts";

/** A dated general-admission concert, as the entry stage stores it. */
export const CONCERT: OrderCltn = {
  id: 44,
  name: "Moonrise Live",
  image: "/i.svg",
  color: "#222244",
  brandName: "Moonrise",
  category: "concert",
  timeZone: "Asia/Seoul",
  currency: "KRW",
  placeId: null,
  placeName: "Aurora Hall",
  hideStartDate: false,
  refundPlan: "KR_STANDARD",
  dated: true,
  isSeated: false,
  hasQtnr: false,
  entryPath: "/discover/pay/44",
  detailPath: "/discover/detail/44",
};

export const STANDING: TDiscoverNftGroup = {
  id: 7,
  name: "Standing",
  cltnTimeId: 3,
  startAt: "2026-12-24T10:00:00.000Z",
  endAt: null,
  status: "SALE",
  priceList: [
    { id: 71, name: "Adult", price: 55_000, currency: "KRW" },
    { id: 72, name: "Youth", price: 40_000, currency: "KRW" },
  ],
  isSeated: false,
  zoneName: null,
  attributes: {},
  mintableCnt: 100,
  mintableCntPerWallet: 4,
  buyCnt: 0,
  maxCnt: 4,
};

/** Puts an order in the store as the stages before `stage` would have left it. */
export function storeOrder(overrides: Partial<OrderData> = {}) {
  useOrderStore.setState({
    ...EMPTY_ORDER,
    cltn: CONCERT,
    crcy: "KRW",
    ticket: {
      selectList: [],
      groupList: [STANDING],
      groupId: STANDING.id,
      date: { startDate: "2026-12-24T10:00:00.000Z", endDate: null, cltnTimeId: 3 },
    },
    ...overrides,
  });
}

/** The server's price of `adults` Adult tickets, with the ₩2,000 booking fee. */
export function quoteOf(adults: number, discount = 0): TPriceQuote {
  const subtotal = adults * 55_000;
  return {
    currency: "KRW",
    lines: [{ priceId: 71, name: "Adult", unitPrice: 55_000, count: adults, amount: subtotal }],
    subtotal,
    discount,
    taxItems: [{ type: "platform", amount: 2_000 }],
    total: subtotal - discount + 2_000,
    ticketCount: adults,
    refCode: discount > 0 ? "FRIEND10" : null,
  };
}
