import { randomUUID } from "node:crypto";
import type { Db } from "../src/db/client.ts";
import { insertRow } from "../src/db/client.ts";
import {
  brands,
  cltns,
  cltnTimes,
  nftGroupPrices,
  nftGroups,
  places,
  placeZones,
  referralCodes,
  seats,
} from "../src/db/schema/index.ts";

const DAY = 86_400_000;

/**
 * A collection on sale for the purchase tests: one date `daysAway` from now in Asia/Seoul, a
 * general-admission group (`gaTotal` tickets, KRW and USD prices) and a seated group selling
 * zone A (`seatCount` seats) — both with a per-account limit of `perWallet`.
 */
export async function saleFixture(
  db: Db,
  options: {
    gaTotal?: number;
    seatCount?: number;
    perWallet?: number;
    daysAway?: number;
    bookingFeeKrw?: number;
    category?: string;
    holdMinutes?: number;
  } = {},
) {
  const tag = randomUUID().slice(0, 8);
  const now = Date.now();
  const brand = await insertRow(db, brands, {
    name: `Sale Brand ${tag}`,
    logoImg: "/l.svg",
    profileImg: "/p.svg",
  });
  const place = await insertRow(db, places, {
    name: `Hall ${tag}`,
    address: "1 Test-ro, Seoul",
    timeZone: "Asia/Seoul",
  });
  const zone = await insertRow(db, placeZones, {
    placeId: place.id,
    name: "A",
    color: "#3355ff",
    shape: {
      type: "polygon",
      points: [
        [0, 0],
        [100, 0],
        [100, 100],
      ],
    },
  });
  const seatRows = await db
    .insert(seats)
    .values(
      Array.from({ length: options.seatCount ?? 10 }, (_, i) => ({
        placeId: place.id,
        zoneId: zone.id,
        row: "A",
        number: i + 1,
        x: 10 * i,
        y: 10,
      })),
    )
    .returning();
  const cltn = await insertRow(db, cltns, {
    brandId: brand.id,
    type: "TICKET",
    kind: "TICKET",
    category: options.category ?? "concert",
    name: `Sale Night ${tag}`,
    image: "/i.svg",
    logoImg: "/l.svg",
    color: "#222222",
    network: "POLYGON",
    placeId: place.id,
    timeZone: "Asia/Seoul",
    currency: "KRW",
    seatHoldMinutes: options.holdMinutes ?? 10,
    bookingFees: options.bookingFeeKrw ? { KRW: options.bookingFeeKrw } : {},
    saleStartAt: new Date(now - DAY),
    saleEndAt: new Date(now + 60 * DAY),
  });
  const time = await insertRow(db, cltnTimes, {
    cltnId: cltn.id,
    startAt: new Date(now + (options.daysAway ?? 30) * DAY),
    endAt: new Date(now + (options.daysAway ?? 30) * DAY + 3 * 3_600_000),
  });
  const perWallet = options.perWallet ?? 4;
  const ga = await insertRow(db, nftGroups, {
    cltnId: cltn.id,
    cltnTimeId: time.id,
    name: "Standing",
    totalCnt: options.gaTotal ?? 50,
    mintableCntPerWallet: perWallet,
  });
  const seated = await insertRow(db, nftGroups, {
    cltnId: cltn.id,
    cltnTimeId: time.id,
    zoneId: zone.id,
    name: "Zone A",
    totalCnt: seatRows.length,
    mintableCntPerWallet: perWallet,
  });
  const prices = await db
    .insert(nftGroupPrices)
    .values([
      { nftGroupId: ga.id, name: "Adult", price: 55_000, currency: "KRW" },
      { nftGroupId: ga.id, name: "Adult", price: 4_200, currency: "USD" },
      { nftGroupId: seated.id, name: "Seat A", price: 88_000, currency: "KRW" },
    ])
    .returning();
  await db.insert(referralCodes).values({
    cltnId: cltn.id,
    code: `FRIEND${tag}`.toUpperCase(),
    affiliate: "Radio Seoul",
    discountRate: 10,
  });
  const price = (groupId: number, currency: "KRW" | "USD") => {
    const p = prices.find((x) => x.nftGroupId === groupId && x.currency === currency);
    if (!p) throw new Error("no such price");
    return p;
  };
  return {
    brand,
    place,
    zone,
    seats: seatRows,
    cltn,
    time,
    ga,
    seated,
    gaKrw: price(ga.id, "KRW"),
    gaUsd: price(ga.id, "USD"),
    seatKrw: price(seated.id, "KRW"),
    refCode: `FRIEND${tag}`.toUpperCase(),
  };
}
