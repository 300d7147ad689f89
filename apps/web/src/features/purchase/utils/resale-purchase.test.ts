import { describe, expect, it } from "vitest";
import {
  forgetResaleReservation,
  keepResaleReservation,
  recallResaleReturn,
  rememberResaleReturn,
  resalePaths,
  resaleReservationKey,
} from "./resale-purchase.ts";

function memory() {
  const map = new Map<string, string>();
  return {
    get: (k: string) => map.get(k) ?? null,
    set: (k: string, v: string) => void map.set(k, v),
    remove: (k: string) => void map.delete(k),
  };
}

describe("the resale purchase's reservation key", () => {
  it("stays the same for a ticket while its reservation holds, so a second try opens the same checkout", () => {
    const storage = memory();
    const now = Date.parse("2026-06-01T10:00:00Z");
    const key = resaleReservationKey(7, storage, now);
    expect(key).toMatch(/^resale-[0-9a-f]{32}$/);
    expect(resaleReservationKey(7, storage, now)).toBe(key);
    keepResaleReservation(7, key, "2026-06-01T10:08:00Z", storage);
    expect(resaleReservationKey(7, storage, now + 60_000)).toBe(key);
    expect(resaleReservationKey(8, storage, now)).not.toBe(key);
  });

  it("is new once the reservation ran out, or after the purchase ended", () => {
    const storage = memory();
    const now = Date.parse("2026-06-01T10:00:00Z");
    const key = resaleReservationKey(7, storage, now);
    keepResaleReservation(7, key, "2026-06-01T10:08:00Z", storage);
    const later = resaleReservationKey(7, storage, Date.parse("2026-06-01T10:09:00Z"));
    expect(later).not.toBe(key);
    forgetResaleReservation(7, storage);
    expect(resaleReservationKey(7, storage, now)).not.toBe(later);
  });

  it("survives storage that holds something unreadable", () => {
    const storage = memory();
    storage.set("admit.resale.key.7", "{not json");
    expect(resaleReservationKey(7, storage)).toMatch(/^resale-/);
  });
});

describe("where a resale purchase came from", () => {
  it("is recalled for its own order, or when the provider's return names none", () => {
    const storage = memory();
    rememberResaleReturn({ orderId: "ord_abcdefgh", cltnId: 3, nftId: 41, app: "event" }, storage);
    expect(recallResaleReturn("ord_abcdefgh", storage)?.nftId).toBe(41);
    expect(recallResaleReturn(null, storage)?.cltnId).toBe(3);
    expect(recallResaleReturn("ord_other123", storage)).toBeNull();
  });

  it("leads back to the event page and the same ticket in the catalogue it came from", () => {
    expect(resalePaths({ app: "event", cltnId: 3, nftId: 41 })).toEqual({
      detail: "/event/detail/3",
      buy: "/event/resale/3/41",
    });
    expect(resalePaths({ app: "discover", cltnId: 3, nftId: 41 }).buy).toBe("/discover/resale/3/41");
  });
});
