import type { TDiscoverNftGroup } from "@admit/contract/discover";
import { describe, expect, it } from "vitest";
import { EMPTY_ORDER, type OrderCltn, type OrderData } from "../stores/order-store.ts";
import { stageBlocker } from "./stage-guard.ts";

const cltn = { id: 1, dated: true, isSeated: false, hasQtnr: true } as OrderCltn;
const group = (isSeated: boolean) => ({ id: 5, isSeated }) as TDiscoverNftGroup;
const date = { startDate: "2026-12-14T10:30:00.000Z", endDate: null, cltnTimeId: 3 };

const order = (patch: Partial<OrderData> = {}, ticket: Partial<OrderData["ticket"]> = {}): OrderData => ({
  ...EMPTY_ORDER,
  cltn,
  crcy: "KRW",
  ...patch,
  ticket: { ...EMPTY_ORDER.ticket, ...ticket },
});

describe("opening a stage without what it needs", () => {
  it("starts over when there is no purchase", () => {
    expect(stageBlocker(EMPTY_ORDER, "detail")).toBe("start");
  });

  it("asks for the date, then the group", () => {
    expect(stageBlocker(order(), "date")).toBeNull();
    expect(stageBlocker(order(), "group")).toBe("date");
    expect(stageBlocker(order({}, { date }), "group")).toBeNull();
    expect(stageBlocker(order({}, { date }), "price")).toBe("group");
    expect(stageBlocker(order({ cltn: { ...cltn, dated: false } }), "date")).toBe("group");
  });

  it("keeps general admission and seats apart", () => {
    const ga = { date, groupList: [group(false)], groupId: 5 };
    expect(stageBlocker(order({}, ga), "seat")).toBe("price");
    expect(stageBlocker(order({}, ga), "buyer")).toBe("price");
    const seated = { date, groupList: [group(true)], groupId: 5 };
    expect(stageBlocker(order({}, seated), "price")).toBe("seat");
    expect(stageBlocker(order({}, seated), "seatPrice")).toBe("seat");
  });

  it("needs a price for every held seat, then every attendee, before the summary", () => {
    const seated = { date, groupList: [group(true)], groupId: 5 };
    const seat = { id: 1, zoneId: 1, row: "A", number: 1, priceId: null };
    const held = { seatReqId: "req-1234567890abcdef", seatList: [seat] };
    expect(stageBlocker(order(held, seated), "seatPrice")).toBeNull();
    expect(stageBlocker(order(held, seated), "buyer")).toBe("seatPrice");
    const priced = { ...held, seatList: [{ ...seat, priceId: 9 }] };
    expect(stageBlocker(order(priced, seated), "buyer")).toBeNull();
    expect(stageBlocker(order(priced, seated), "detail")).toBe("buyer");
    expect(stageBlocker(order({ ...priced, customer: [{ name: "Mina" }] }, seated), "detail")).toBeNull();
  });

  it("skips the attendee stage when the collection asks nothing", () => {
    const ga = { date, groupList: [group(false)], groupId: 5, selectList: [{ priceId: 9, count: 2 }] };
    const plain = { cltn: { ...cltn, hasQtnr: false } };
    expect(stageBlocker(order(plain, ga), "buyer")).toBe("detail");
    expect(stageBlocker(order(plain, ga), "detail")).toBeNull();
  });
});
