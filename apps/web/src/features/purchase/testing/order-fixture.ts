import type { TDiscoverNftGroup } from "@admit/contract/discover";
import type { TOrderDetail, TPriceQuote } from "@admit/contract/sale";
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

/** The free order the server answers for `quote` (paid at once, its tokens issuing). */
export function freeOrderOf(quote: TPriceQuote, id = "ord_free"): TOrderDetail {
  return {
    id,
    status: "PAID",
    listStatus: "buy",
    cltnId: CONCERT.id,
    cltnName: CONCERT.name,
    cltnImage: CONCERT.image,
    brandName: CONCERT.brandName,
    startAt: "2026-12-24T10:00:00.000Z",
    timeZone: CONCERT.timeZone,
    ticketCount: quote.ticketCount,
    currency: quote.currency,
    amount: 0,
    createdAt: "2026-11-25T00:00:00.000Z",
    lines: quote.lines.map((l) => ({ ...l, seats: [] })),
    subtotal: quote.subtotal,
    discount: quote.discount,
    taxItems: quote.taxItems,
    refCode: quote.refCode,
    paymentMethod: null,
    provider: null,
    expiresAt: "2026-11-25T00:10:00.000Z",
    paidAt: "2026-11-25T00:00:01.000Z",
    refundedAt: null,
    refundAmount: null,
    refundFee: null,
    refundReason: null,
    failure: null,
    nftIds: [1, 2],
    tickets: [1, 2].map((nftId) => ({
      nftId,
      state: "HELD" as const,
      held: true,
      to: null,
      refundable: true,
    })),
    attendees: [],
    ticketRefunds: [],
    refundQuote: null,
    walletPayment: null,
  };
}
