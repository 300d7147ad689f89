/**
 * The discover tests' catalogue: brands, a place, collections on sale, upcoming, ended and sold
 * out, with dates, groups and prices, plus the demo catalogue. Each test file opens its own
 * (`beforeAll(openDiscoverScene)`); the bindings below are live.
 */
import { randomUUID } from "node:crypto";
import type { TDiscoverCltnCard, TDiscoverCltnList } from "@admit/contract/discover";
import type { NftStatus } from "@admit/contract/enums";
import type { Currency } from "@admit/contract/money";
import type { TLocalTexts } from "@admit/contract/organiser-texts";
import { expect } from "vitest";
import { insertRow } from "../../../src/db/client.ts";
import {
  brands,
  cltns,
  cltnTimes,
  nftGroupPrices,
  nftGroups,
  nfts,
  places,
  placeZones,
  qtnrTemplates,
} from "../../../src/db/schema/index.ts";
import { rebuildCltnSearchDocs } from "../../../src/db/search-docs.ts";
import { readDemoCatalogue } from "../../../src/db/seed/catalogue-files.ts";
import { seedCatalogue } from "../../../src/db/seed/seed-catalogue.ts";
import { buildTestApp } from "../../helper.ts";

export let t: Awaited<ReturnType<typeof buildTestApp>>;
export const PASSWORD = "discover-pass-1";
export const DAY = 24 * 3_600_000;
/** Unique per run, so searches and brands only find this file's rows on a shared server database. */
export const RUN = randomUUID().slice(0, 8);

export const get = (url: string, cookies?: Record<string, string>, headers?: Record<string, string>) =>
  t.app.inject({ method: "GET", url: `/api/v1/discover${url}`, cookies, headers });

export async function brand(name = `Brand ${RUN} ${randomUUID().slice(0, 4)}`, names: TLocalTexts = {}) {
  return await insertRow(t.db, brands, {
    name,
    names,
    description: "Makes shows",
    logoImg: "/l.svg",
    profileImg: "/p.svg",
    bannerImg: "/b.svg",
  });
}

export async function place(
  name: string,
  o: { names?: TLocalTexts; city?: string; cityNames?: TLocalTexts; timeZone?: string } = {},
) {
  return await insertRow(t.db, places, {
    name,
    names: o.names ?? {},
    city: o.city ?? null,
    cityNames: o.cityNames ?? {},
    address: "1 Test-ro, Seoul",
    lat: 37.5,
    lng: 127.1,
    timeZone: o.timeZone ?? "Asia/Seoul",
  });
}

interface CltnOptions {
  brandId: number;
  name?: string;
  type?: "TICKET" | "MEMBERSHIP";
  category?: string;
  placeId?: number | null;
  /** Sale window relative to now, in days. */
  sale?: [number, number];
  extra?: Record<string, unknown>;
  qtnrTemplateId?: number;
  isAdult?: boolean;
  timeZone?: string;
}

export async function cltn(o: CltnOptions) {
  const now = Date.now();
  const [from, to] = o.sale ?? [-10, 10];
  const type = o.type ?? "TICKET";
  const row = await insertRow(t.db, cltns, {
    brandId: o.brandId,
    type,
    kind: type,
    category: o.category ?? "concert",
    name: o.name ?? `Show ${RUN} ${randomUUID().slice(0, 6)}`,
    description: "The show",
    memo: "Bring ID",
    image: "/i.svg",
    logoImg: "/lg.svg",
    color: "#123456",
    network: "POLYGON",
    placeId: o.placeId ?? null,
    timeZone: o.timeZone ?? "Asia/Seoul",
    currency: "KRW",
    isAdult: o.isAdult ?? false,
    qtnrTemplateId: o.qtnrTemplateId ?? null,
    qtnrRequired: o.qtnrTemplateId !== undefined,
    refundPlan: "TW_B",
    saleStartAt: new Date(now + from * DAY),
    saleEndAt: new Date(now + to * DAY),
    periodStartAt: type === "MEMBERSHIP" ? new Date(now) : null,
    periodEndAt: type === "MEMBERSHIP" ? new Date(now + 365 * DAY) : null,
    extra: o.extra ?? {},
  });
  // What a host's new collection does: its search document is written with it.
  await rebuildCltnSearchDocs(t.db, { cltnIds: [row.id] });
  return row;
}

/** A date of a collection `inDays` from now, or at `startAt`. */
export async function time(cltnId: number, inDays: number, at?: Date) {
  const startAt = at ?? new Date(Date.now() + inDays * DAY);
  return await insertRow(t.db, cltnTimes, {
    cltnId,
    startAt,
    endAt: new Date(startAt.getTime() + 3 * 3_600_000),
    openAt: new Date(startAt.getTime() - 3_600_000),
  });
}

export async function group(
  cltnId: number,
  o: {
    name?: string;
    timeId?: number;
    zoneId?: number;
    totalCnt?: number;
    issuedCnt?: number;
    perWallet?: number;
    status?: "SALE" | "STOP";
    sort?: number;
    prices?: [number, Currency][];
  } = {},
) {
  const g = await insertRow(t.db, nftGroups, {
    cltnId,
    cltnTimeId: o.timeId ?? null,
    zoneId: o.zoneId ?? null,
    name: o.name ?? "Standing",
    description: "Stand anywhere",
    attributes: { gate: "A" },
    totalCnt: o.totalCnt ?? 100,
    issuedCnt: o.issuedCnt ?? 0,
    mintableCntPerWallet: o.perWallet ?? 4,
    status: o.status ?? "SALE",
    sort: o.sort ?? 0,
  });
  const prices = o.prices ?? [[50_000, "KRW"]];
  await t.db.insert(nftGroupPrices).values(
    prices.map(([price, currency], sort) => ({
      nftGroupId: g.id,
      name: `${currency} price`,
      price,
      currency,
      sort,
    })),
  );
  return g;
}

export let serial = 0;
export async function token(
  g: { id: number; cltnId: number; cltnTimeId: number | null },
  ownerId: number | null,
  status: NftStatus = "ACTIVE",
) {
  serial += 1;
  return await insertRow(t.db, nfts, {
    cltnId: g.cltnId,
    nftGroupId: g.id,
    cltnTimeId: g.cltnTimeId,
    ownerId,
    type: "TICKET",
    status,
    name: "Standing",
    serial,
  });
}

/** Every page of a list, following nextCursor. */
export async function allPages(url: string) {
  const items: TDiscoverCltnCard[] = [];
  let cursor: number | null = null;
  let pages = 0;
  do {
    const sep = url.includes("?") ? "&" : "?";
    const res = await get(`${url}${cursor === null ? "" : `${sep}cursor=${cursor}`}`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as TDiscoverCltnList;
    items.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor !== null && pages < 200);
  return { items, pages, ids: items.map((i) => i.id) };
}

export const idsOf = (res: { json(): unknown }) => (res.json() as TDiscoverCltnList).items.map((i) => i.id);

export function expectValidation(res: { statusCode: number; json(): unknown }, field: string, key?: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { code: string; field: string; data: { fields: Record<string, string> } };
  expect(body.code).toBe("VALIDATION");
  expect(body.field).toBe(field);
  if (key) expect(body.data.fields[field]).toBe(key);
}

export function expectNotFound(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ code: "NOT_FOUND", message: expect.any(String) });
}

/** The scene most tests look at: one brand with collections on sale, upcoming, ended and sold out. */
export let scene: {
  brand: Awaited<ReturnType<typeof brand>>;
  hall: Awaited<ReturnType<typeof place>>;
  onSale: Awaited<ReturnType<typeof cltn>>;
  upcoming: Awaited<ReturnType<typeof cltn>>;
  ended: Awaited<ReturnType<typeof cltn>>;
  soldOut: Awaited<ReturnType<typeof cltn>>;
  day1: Awaited<ReturnType<typeof time>>;
  day2: Awaited<ReturnType<typeof time>>;
  vip: Awaited<ReturnType<typeof group>>;
  floor: Awaited<ReturnType<typeof group>>;
  stopped: Awaited<ReturnType<typeof group>>;
  zoneId: number;
};

export async function openDiscoverScene() {
  t = await buildTestApp();
  // The server suite shares one database per run: only seed where the demo is not loaded yet.
  await seedCatalogue(t.db, readDemoCatalogue(), { walletKey: t.app.secrets.walletKey, ifMissing: true });
  await rebuildCltnSearchDocs(t.db, { missing: true });

  const b = await brand(`Moonrise Promotions ${RUN}`);
  const hall = await place(`Aurora Hall ${RUN}`);
  const zone = await insertRow(t.db, placeZones, {
    placeId: hall.id,
    name: "Floor A",
    color: "#ff0000",
    shape: {
      type: "polygon",
      points: [
        [0, 0],
        [1, 0],
        [1, 1],
      ],
    },
  });
  const template = await insertRow(t.db, qtnrTemplates, {
    name: "Attendee",
    items: [{ id: "name", name: "Name", type: "TEXT", required: true, editable: true }],
  });
  const onSale = await cltn({
    brandId: b.id,
    name: `Starlight Orchestra ${RUN}`,
    category: "classical",
    placeId: hall.id,
    qtnrTemplateId: template.id,
    isAdult: true,
    extra: {
      i18n: {
        ko: { name: `스타라이트 오케스트라 ${RUN}`, description: "공연" },
        "zh-tw": { memo: "請攜帶證件" },
      },
    },
  });
  const day2 = await time(onSale.id, 9);
  const day1 = await time(onSale.id, 8);
  const vip = await group(onSale.id, {
    name: "VIP",
    timeId: day1.id,
    zoneId: zone.id,
    totalCnt: 10,
    issuedCnt: 3,
    perWallet: 4,
    sort: 1,
    prices: [
      [150_000, "KRW"],
      [11_000, "USD"],
    ],
  });
  const floor = await group(onSale.id, {
    name: "Floor",
    timeId: day2.id,
    totalCnt: 200,
    issuedCnt: 199,
    perWallet: 2,
    prices: [
      [9_900, "USD"],
      [80_000, "KRW"],
    ],
  });
  // Cheaper, but stopped: not a price anyone can pay now.
  const stopped = await group(onSale.id, {
    name: "Early bird",
    timeId: day1.id,
    status: "STOP",
    sort: 0,
    prices: [[10_000, "KRW"]],
  });
  const upcoming = await cltn({ brandId: b.id, type: "MEMBERSHIP", sale: [5, 60], category: "membership" });
  await group(upcoming.id, { name: "Member", prices: [[30_000, "KRW"]] });
  const ended = await cltn({ brandId: b.id, name: `Starlight Farewell ${RUN}`, sale: [-30, -1] });
  await group(ended.id);
  const soldOut = await cltn({ brandId: b.id, placeId: hall.id });
  await group(soldOut.id, { totalCnt: 5, issuedCnt: 5 });
  scene = {
    brand: b,
    hall,
    onSale,
    upcoming,
    ended,
    soldOut,
    day1,
    day2,
    vip,
    floor,
    stopped,
    zoneId: zone.id,
  };
}
