import type { TDiscoverNftGroup } from "@admit/contract/discover";
import { describe, expect, it } from "vitest";
import {
  createOrderStore,
  flowOf,
  ORDER_STORAGE_KEY,
  type OrderCltn,
  selectedGroup,
  ticketCount,
} from "./order-store.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    get: (key: string) => map.get(key) ?? null,
    set: (key: string, value: string) => void map.set(key, value),
    remove: (key: string) => void map.delete(key),
  };
}

const cltn: OrderCltn = {
  id: 1,
  name: "Nova",
  image: "/i.svg",
  color: "#7C3AED",
  brandName: "Blue Wave",
  category: "concert",
  timeZone: "Asia/Seoul",
  currency: "KRW",
  placeId: 1,
  placeName: "Hall",
  hideStartDate: false,
  refundPlan: "KR_STANDARD",
  dated: true,
  isSeated: true,
  hasQtnr: true,
  entryPath: "/discover/pay/1",
  detailPath: "/discover/detail/1",
};

const group = (id: number, isSeated: boolean, maxCnt = 4): TDiscoverNftGroup => ({
  id,
  name: `G${id}`,
  cltnTimeId: 3,
  startAt: "2026-12-14T10:30:00.000Z",
  endAt: null,
  status: "SALE",
  priceList: [{ id: id * 10, name: "P", price: 1000, currency: "KRW" }],
  isSeated,
  zoneName: null,
  attributes: {},
  mintableCnt: 10,
  mintableCntPerWallet: 4,
  buyCnt: 0,
  maxCnt,
});

const date = { startDate: "2026-12-14T10:30:00.000Z", endDate: null, cltnTimeId: 3 };

describe("the order store (spec §3 order state)", () => {
  it("survives a reload: a new store on the same session storage has the same order", () => {
    const storage = memoryStorage();
    const store = createOrderStore(storage);
    store.getState().start(cltn, "KRW", null);
    store.getState().chooseDate(date, [group(5, true), group(6, false)]);
    store.getState().chooseGroup(5);
    store.getState().setHold({
      seatReqId: "req-1234567890abcdef",
      endTime: "2026-05-01T10:10:00.000Z",
      seats: [{ id: 1, zoneId: 1, row: "A", number: 1 }],
    });
    const reloaded = createOrderStore(storage).getState();
    expect(reloaded.cltn?.id).toBe(1);
    expect(reloaded.ticket.date).toEqual(date);
    expect(selectedGroup(reloaded)?.id).toBe(5);
    expect(reloaded.seatReqId).toBe("req-1234567890abcdef");
    expect(reloaded.seatRefTime).toBe("2026-05-01T10:10:00.000Z");
    expect(reloaded.seatList).toEqual([{ id: 1, zoneId: 1, row: "A", number: 1, priceId: null }]);
  });

  it("starts empty on unreadable storage, and reset forgets the order", () => {
    const storage = memoryStorage();
    storage.set(ORDER_STORAGE_KEY, "{not json");
    const store = createOrderStore(storage);
    expect(store.getState().cltn).toBeNull();
    store.getState().start(cltn, "KRW", null);
    expect(storage.map.has(ORDER_STORAGE_KEY)).toBe(true);
    store.getState().reset();
    expect(storage.map.has(ORDER_STORAGE_KEY)).toBe(false);
  });

  it("drops the counts, attendees and code when the group changes, not when it is chosen again", () => {
    const store = createOrderStore(memoryStorage());
    const s = store.getState;
    s().start(cltn, "KRW", null);
    s().chooseDate(date, [group(5, false), group(6, false)]);
    s().chooseGroup(5);
    s().setCounts([{ priceId: 50, count: 2 }]);
    s().setCustomer([{ name: "Mina" }, { name: "Joon" }]);
    s().chooseGroup(5);
    expect(s().ticket.selectList).toHaveLength(1);
    expect(ticketCount(s())).toBe(2);
    s().chooseGroup(6);
    expect(s().ticket.selectList).toEqual([]);
    expect(s().customer).toEqual([]);
  });

  it("keeps the counts and the seats' prices when the currency changes and changes back", () => {
    const store = createOrderStore(memoryStorage());
    const s = store.getState;
    const twoCurrencies: TDiscoverNftGroup = {
      ...group(7, true),
      priceList: [
        { id: 70, name: "Adult", price: 10_000, currency: "KRW" },
        { id: 71, name: "Child", price: 5_000, currency: "KRW" },
        { id: 72, name: "Adult", price: 800, currency: "USD" },
        { id: 73, name: "Child", price: 400, currency: "USD" },
      ],
    };
    s().start(cltn, "KRW", null);
    s().chooseDate(date, [twoCurrencies]);
    s().chooseGroup(7);
    s().setCounts([
      { priceId: 70, count: 2 },
      { priceId: 71, count: 1 },
    ]);
    s().setHold({
      seatReqId: "req-1234567890abcdef",
      endTime: "x",
      seats: [{ id: 1, zoneId: 1, row: "A", number: 1 }],
    });
    s().setSeatPrice(1, 71);
    s().setCurrency("USD");
    expect(s().ticket.selectList).toEqual([
      { priceId: 72, count: 2 },
      { priceId: 73, count: 1 },
    ]);
    expect(s().seatList.map((seat) => seat.priceId)).toEqual([73]);
    s().setCurrency("KRW");
    expect(s().ticket.selectList).toEqual([
      { priceId: 70, count: 2 },
      { priceId: 71, count: 1 },
    ]);
    expect(s().seatList.map((seat) => seat.priceId)).toEqual([71]);
  });

  it("keeps each held seat's price across hold changes, and clears a price the new currency does not have", () => {
    const store = createOrderStore(memoryStorage());
    const s = store.getState;
    s().start(cltn, "KRW", null);
    s().chooseDate(date, [group(5, true)]);
    s().chooseGroup(5);
    const a1 = { id: 1, zoneId: 1, row: "A", number: 1 };
    s().setHold({ seatReqId: "req-1234567890abcdef", endTime: "x", seats: [a1] });
    s().setSeatPrice(1, 50);
    s().setHold({
      seatReqId: "req-1234567890abcdef",
      endTime: "x",
      seats: [a1, { id: 2, zoneId: 1, row: "A", number: 2 }],
    });
    expect(s().seatList.map((seat) => seat.priceId)).toEqual([50, null]);
    expect(ticketCount(s())).toBe(2);
    s().setCurrency("USD");
    expect(s().seatList.map((seat) => seat.priceId)).toEqual([null, null]);
    s().dropHold();
    expect(s().seatList).toEqual([]);
    expect(s().seatReqId).toBeNull();
  });

  it("reuses the Pay key for the same submit and makes a new one when it changes or after a failure", () => {
    const store = createOrderStore(memoryStorage());
    const s = store.getState;
    s().start(cltn, "KRW", null);
    const first = s().submitKeyFor("total=1000");
    expect(first).toMatch(/^reserve-[0-9a-f]{32}$/);
    expect(s().submitKeyFor("total=1000")).toBe(first);
    const changed = s().submitKeyFor("total=2000");
    expect(changed).not.toBe(first);
    s().newSubmit();
    expect(s().submitKeyFor("total=2000")).not.toBe(changed);
  });

  it("derives the stages from the chosen group, else the collection", () => {
    const store = createOrderStore(memoryStorage());
    const s = store.getState;
    s().start({ ...cltn, hasQtnr: false }, "KRW", null);
    expect(flowOf(s())).toEqual({ dated: true, seated: true, qtnr: false });
    s().chooseDate(date, [group(6, false)]);
    s().chooseGroup(6);
    expect(flowOf(s()).seated).toBe(false);
  });
});
