import { randomUUID } from "node:crypto";
import type {
  TDiscoverCltnCard,
  TDiscoverCltnDetail,
  TDiscoverCltnList,
  TDiscoverNftGroup,
  TDiscoverProduct,
} from "@admit/contract/discover";
import type { NftStatus } from "@admit/contract/enums";
import type { Currency } from "@admit/contract/money";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { one } from "../src/db/client.ts";
import {
  brands,
  cltns,
  cltnTimes,
  nftGroupPrices,
  nftGroups,
  nftHistories,
  nfts,
  places,
  placeZones,
  qtnrTemplates,
} from "../src/db/schema/index.ts";
import { readDemoCatalogue } from "../src/db/seed/catalogue-files.ts";
import { seedCatalogue } from "../src/db/seed/seed-catalogue.ts";
import { createSignedInUser } from "./fixtures.ts";
import { buildTestApp } from "./helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
const PASSWORD = "discover-pass-1";
const DAY = 24 * 3_600_000;
/** Unique per run, so searches and brands only find this file's rows on a shared server database. */
const RUN = randomUUID().slice(0, 8);

const get = (url: string, cookies?: Record<string, string>, headers?: Record<string, string>) =>
  t.app.inject({ method: "GET", url: `/api/v1/discover${url}`, cookies, headers });

async function brand(name = `Brand ${RUN} ${randomUUID().slice(0, 4)}`) {
  return one(
    await t.db
      .insert(brands)
      .values({
        name,
        description: "Makes shows",
        logoImg: "/l.svg",
        profileImg: "/p.svg",
        bannerImg: "/b.svg",
      })
      .returning(),
  );
}

async function place(name: string) {
  return one(
    await t.db
      .insert(places)
      .values({ name, address: "1 Test-ro, Seoul", lat: 37.5, lng: 127.1, timeZone: "Asia/Seoul" })
      .returning(),
  );
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
}

async function cltn(o: CltnOptions) {
  const now = Date.now();
  const [from, to] = o.sale ?? [-10, 10];
  const type = o.type ?? "TICKET";
  return one(
    await t.db
      .insert(cltns)
      .values({
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
        timeZone: "Asia/Seoul",
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
      })
      .returning(),
  );
}

async function time(cltnId: number, inDays: number) {
  const startAt = new Date(Date.now() + inDays * DAY);
  return one(
    await t.db
      .insert(cltnTimes)
      .values({
        cltnId,
        startAt,
        endAt: new Date(startAt.getTime() + 3 * 3_600_000),
        openAt: new Date(startAt.getTime() - 3_600_000),
      })
      .returning(),
  );
}

async function group(
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
  const g = one(
    await t.db
      .insert(nftGroups)
      .values({
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
      })
      .returning(),
  );
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

let serial = 0;
async function token(
  g: { id: number; cltnId: number; cltnTimeId: number | null },
  ownerId: number | null,
  status: NftStatus = "ACTIVE",
) {
  serial += 1;
  return one(
    await t.db
      .insert(nfts)
      .values({
        cltnId: g.cltnId,
        nftGroupId: g.id,
        cltnTimeId: g.cltnTimeId,
        ownerId,
        type: "TICKET",
        status,
        name: "Standing",
        serial,
      })
      .returning(),
  );
}

/** Every page of a list, following nextCursor. */
async function allPages(url: string) {
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

const idsOf = (res: { json(): unknown }) => (res.json() as TDiscoverCltnList).items.map((i) => i.id);

function expectValidation(res: { statusCode: number; json(): unknown }, field: string, key?: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { code: string; field: string; data: { fields: Record<string, string> } };
  expect(body.code).toBe("VALIDATION");
  expect(body.field).toBe(field);
  if (key) expect(body.data.fields[field]).toBe(key);
}

function expectNotFound(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ code: "NOT_FOUND", message: expect.any(String) });
}

/** The scene most tests look at: one brand with collections on sale, upcoming, ended and sold out. */
let scene: {
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

beforeAll(async () => {
  t = await buildTestApp();
  // The server suite shares one database per run: only seed where the demo is not loaded yet.
  await seedCatalogue(t.db, readDemoCatalogue(), { walletKey: t.app.secrets.walletKey, ifMissing: true });

  const b = await brand(`Moonrise Promotions ${RUN}`);
  const hall = await place(`Aurora Hall ${RUN}`);
  const zone = one(
    await t.db
      .insert(placeZones)
      .values({
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
      })
      .returning(),
  );
  const template = one(
    await t.db
      .insert(qtnrTemplates)
      .values({
        name: "Attendee",
        items: [{ id: "name", name: "Name", type: "TEXT", required: true, editable: true }],
      })
      .returning(),
  );
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
}, 120_000);
afterAll(() => t.close());

describe("GET /discover/cltns", () => {
  it("lists collections on sale and upcoming, never ended ones, newest first, with card fields", async () => {
    const { items, ids } = await allPages("/cltns?limit=100");
    expect(ids).toEqual(expect.arrayContaining([scene.onSale.id, scene.upcoming.id, scene.soldOut.id]));
    expect(ids).not.toContain(scene.ended.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const card = items.find((i) => i.id === scene.onSale.id);
    expect(card).toEqual({
      id: scene.onSale.id,
      name: scene.onSale.name,
      type: "TICKET",
      kind: "TICKET",
      category: "classical",
      image: "/i.svg",
      logoImg: "/lg.svg",
      color: "#123456",
      brand: { id: scene.brand.id, name: scene.brand.name, image: "/p.svg" },
      placeName: scene.hall.name,
      locationType: "offline",
      timeZone: "Asia/Seoul",
      firstDate: scene.day1.startAt.toISOString(),
      lastDate: scene.day2.startAt.toISOString(),
      hideStartDate: false,
      // The collection's own currency first; the stopped group's 10,000 KRW does not count.
      lowestPrices: [
        { currency: "KRW", price: 80_000 },
        { currency: "USD", price: 9_900 },
      ],
      isAdult: true,
      saleStartAt: scene.onSale.saleStartAt.toISOString(),
      saleEndAt: scene.onSale.saleEndAt.toISOString(),
      saleState: "ON_SALE",
      soldOut: false,
    });
    expect(items.find((i) => i.id === scene.upcoming.id)).toMatchObject({
      type: "MEMBERSHIP",
      saleState: "UPCOMING",
      placeName: null,
      // A membership without dates shows its period.
      firstDate: scene.upcoming.periodStartAt?.toISOString(),
      lastDate: scene.upcoming.periodEndAt?.toISOString(),
      lowestPrices: [{ currency: "KRW", price: 30_000 }],
    });
    expect(items.find((i) => i.id === scene.soldOut.id)).toMatchObject({
      soldOut: true,
      saleState: "ON_SALE",
    });
  });

  it("sorts OLDEST first and filters by type", async () => {
    const oldest = await allPages("/cltns?sort=OLDEST&limit=100");
    expect(oldest.ids).toEqual([...oldest.ids].sort((a, b) => a - b));
    expect(oldest.ids.indexOf(scene.onSale.id)).toBeLessThan(oldest.ids.indexOf(scene.upcoming.id));

    const memberships = await allPages("/cltns?type=MEMBERSHIP&limit=100");
    expect(memberships.items.every((i) => i.type === "MEMBERSHIP")).toBe(true);
    expect(memberships.ids).toContain(scene.upcoming.id);
    const tickets = await allPages("/cltns?type=TICKET&limit=100");
    expect(tickets.items.every((i) => i.type === "TICKET")).toBe(true);
    expect(tickets.ids).toContain(scene.onSale.id);
    expect(tickets.ids).not.toContain(scene.upcoming.id);
  });

  it("pages by cursor without gaps or repeats, in both orders", async () => {
    const whole = await allPages("/cltns?limit=100");
    // Other test files may add collections meanwhile (shared server database): they get higher ids.
    const known = Math.max(...whole.ids);
    for (const sort of ["NEWEST", "OLDEST"] as const) {
      const paged = await allPages(`/cltns?sort=${sort}&limit=2`);
      expect(paged.pages).toBeGreaterThan(1);
      expect(new Set(paged.ids).size).toBe(paged.ids.length);
      const seen = paged.ids.filter((id) => id <= known).sort((a, b) => a - b);
      expect(seen).toEqual([...whole.ids].sort((a, b) => a - b));
    }
    const first = (await get("/cltns?limit=1")).json() as TDiscoverCltnList;
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).toBe(first.items[0]?.id);
    const last = (await get(`/cltns?limit=100&cursor=1`)).json() as TDiscoverCltnList;
    expect(last).toEqual({ items: [], nextCursor: null });
  });

  it("needs no login, and a session changes nothing", async () => {
    const user = await createSignedInUser(t, PASSWORD);
    const url = `/cltns/search?keyword=${encodeURIComponent(`moonrise promotions ${RUN}`)}`;
    const anonymous = await get(url);
    const signedIn = await get(url, user.cookies);
    expect(anonymous.statusCode).toBe(200);
    expect(idsOf(anonymous)).toHaveLength(3);
    expect(signedIn.json()).toEqual(anonymous.json());
    expect((await get("/cltns?limit=5", user.cookies)).statusCode).toBe(200);
  });

  it("refuses an unknown type, sort, limit or cursor with VALIDATION", async () => {
    expectValidation(await get("/cltns?type=COUPON"), "type", "valid.invalid");
    expectValidation(await get("/cltns?sort=newest"), "sort", "valid.invalid");
    expectValidation(await get("/cltns?limit=0"), "limit", "valid.min");
    expectValidation(await get("/cltns?limit=101"), "limit", "valid.max");
    expectValidation(await get("/cltns?cursor=-1"), "cursor", "valid.min");
    expectValidation(await get("/cltns?cursor=abc"), "cursor");
  });
});

describe("GET /discover/cltns/search", () => {
  it("finds by collection name, brand name, place name and category, case-insensitively and trimmed", async () => {
    const byName = await get(`/cltns/search?keyword=${encodeURIComponent(`  starlight orchestra ${RUN} `)}`);
    expect(byName.statusCode).toBe(200);
    expect(idsOf(byName)).toEqual([scene.onSale.id]);

    const byBrand = idsOf(
      await get(`/cltns/search?keyword=${encodeURIComponent(`MOONRISE PROMOTIONS ${RUN}`)}`),
    );
    expect(byBrand.sort()).toEqual([scene.onSale.id, scene.upcoming.id, scene.soldOut.id].sort());
    // Ended collections stay off the discover search too.
    expect(byBrand).not.toContain(scene.ended.id);

    const byPlace = idsOf(await get(`/cltns/search?keyword=${encodeURIComponent(`aurora hall ${RUN}`)}`));
    expect(byPlace.sort()).toEqual([scene.onSale.id, scene.soldOut.id].sort());

    const byCategory = idsOf(await get("/cltns/search?keyword=CLASSICAL&limit=100"));
    expect(byCategory).toContain(scene.onSale.id);
    expect(byCategory).not.toContain(scene.soldOut.id);
  });

  it("filters by type and pages like the list", async () => {
    const keyword = encodeURIComponent(`moonrise promotions ${RUN}`);
    expect(idsOf(await get(`/cltns/search?keyword=${keyword}&type=MEMBERSHIP`))).toEqual([scene.upcoming.id]);
    const first = (
      await get(`/cltns/search?keyword=${keyword}&limit=2&sort=OLDEST`)
    ).json() as TDiscoverCltnList;
    expect(first.items.map((i) => i.id)).toEqual([scene.onSale.id, scene.upcoming.id]);
    const second = (
      await get(`/cltns/search?keyword=${keyword}&limit=2&sort=OLDEST&cursor=${first.nextCursor}`)
    ).json() as TDiscoverCltnList;
    expect(second).toEqual({ items: [expect.objectContaining({ id: scene.soldOut.id })], nextCursor: null });
  });

  it("takes LIKE wildcards literally", async () => {
    expect(idsOf(await get("/cltns/search?keyword=%25"))).toEqual([]);
    expect(
      idsOf(await get(`/cltns/search?keyword=${encodeURIComponent(`Starlight_Orchestra ${RUN}`)}`)),
    ).toEqual([]);
  });

  it("refuses a missing, blank or too long keyword with VALIDATION", async () => {
    expectValidation(await get("/cltns/search"), "keyword", "valid.required");
    expectValidation(await get("/cltns/search?keyword="), "keyword", "valid.required");
    expectValidation(await get("/cltns/search?keyword=%20%20%20"), "keyword", "valid.required");
    expectValidation(await get(`/cltns/search?keyword=${"x".repeat(61)}`), "keyword", "valid.maxLength");
    expect((await get(`/cltns/search?keyword=${"x".repeat(60)}`)).statusCode).toBe(200);
  });
});

describe("GET /discover/cltns/{id}", () => {
  it("answers everything the detail page needs", async () => {
    const res = await get(`/cltns/${scene.onSale.id}?lang=en`);
    expect(res.statusCode).toBe(200);
    const detail = res.json() as TDiscoverCltnDetail;
    expect(detail).toMatchObject({
      id: scene.onSale.id,
      name: scene.onSale.name,
      lang: "en",
      textLang: null,
      description: "The show",
      memo: "Bring ID",
      place: { id: scene.hall.id, name: scene.hall.name, address: "1 Test-ro, Seoul", lat: 37.5, lng: 127.1 },
      onlineUrl: null,
      timeZone: "Asia/Seoul",
      refundPlan: "TW_B",
      hasQtnr: true,
      qtnrRequired: true,
      isAdult: true,
      isSeated: true,
      currency: "KRW",
      network: "POLYGON",
      hideStartDate: false,
      saleState: "ON_SALE",
      brand: { id: scene.brand.id, name: scene.brand.name, image: "/p.svg" },
      lowestPrices: [
        { currency: "KRW", price: 80_000 },
        { currency: "USD", price: 9_900 },
      ],
    });
    // Dates in time order, whatever order they were added in.
    expect(detail.times).toEqual([
      {
        id: scene.day1.id,
        cltnId: scene.onSale.id,
        startAt: scene.day1.startAt.toISOString(),
        endAt: scene.day1.endAt.toISOString(),
        openAt: scene.day1.openAt?.toISOString(),
        timeZone: "Asia/Seoul",
      },
      expect.objectContaining({ id: scene.day2.id }),
    ]);
  });

  it("uses the host's text in the asked language, else the collection's own", async () => {
    const ko = (await get(`/cltns/${scene.onSale.id}?lang=ko`)).json() as TDiscoverCltnDetail;
    expect(ko).toMatchObject({
      lang: "ko",
      textLang: "ko",
      name: `스타라이트 오케스트라 ${RUN}`,
      description: "공연",
      memo: "Bring ID",
    });
    const zh = (await get(`/cltns/${scene.onSale.id}?lang=zh-tw`)).json() as TDiscoverCltnDetail;
    expect(zh).toMatchObject({ textLang: "zh-tw", name: scene.onSale.name, memo: "請攜帶證件" });
    const ja = (await get(`/cltns/${scene.onSale.id}?lang=ja`)).json() as TDiscoverCltnDetail;
    expect(ja).toMatchObject({ lang: "ja", textLang: null, name: scene.onSale.name });
    // Without lang: the session's language, else Accept-Language.
    const byHeader = (
      await get(`/cltns/${scene.onSale.id}`, undefined, { "accept-language": "ko-KR,ko;q=0.9" })
    ).json() as TDiscoverCltnDetail;
    expect(byHeader).toMatchObject({ lang: "ko", textLang: "ko" });
    const user = await createSignedInUser(t, PASSWORD, { language: "ko" });
    const bySession = (await get(`/cltns/${scene.onSale.id}`, user.cookies)).json() as TDiscoverCltnDetail;
    expect(bySession).toMatchObject({ lang: "ko", textLang: "ko" });
  });

  it("ignores an extra field that is not per-language text", async () => {
    const b = await brand();
    const odd = await cltn({ brandId: b.id, extra: { i18n: "nope", other: 1 } });
    expect((await get(`/cltns/${odd.id}?lang=ko`)).json()).toMatchObject({ textLang: null, name: odd.name });
  });

  it("still shows a collection whose sale ended, marked ENDED", async () => {
    const res = await get(`/cltns/${scene.ended.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ saleState: "ENDED", isSeated: false, place: null, times: [] });
  });

  it("answers 404 NOT_FOUND for an unknown id and VALIDATION for a bad id or lang", async () => {
    expectNotFound(await get("/cltns/2000000000"));
    expectValidation(await get("/cltns/abc"), "id");
    expectValidation(await get("/cltns/0"), "id", "valid.min");
    expectValidation(await get(`/cltns/${scene.onSale.id}?lang=fr`), "lang", "valid.invalid");
  });
});

describe("GET /discover/cltns/{id}/nfts", () => {
  it("lists the products by date with prices, what is left and whether seated", async () => {
    const res = await get(`/cltns/${scene.onSale.id}/nfts`);
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: TDiscoverProduct[] };
    // Day 1 (stopped sort 0, VIP sort 1), then day 2.
    expect(items.map((i) => i.id)).toEqual([scene.stopped.id, scene.vip.id, scene.floor.id]);
    expect(items[1]).toEqual({
      id: scene.vip.id,
      name: "VIP",
      description: "Stand anywhere",
      cltnTimeId: scene.day1.id,
      startAt: scene.day1.startAt.toISOString(),
      endAt: scene.day1.endAt.toISOString(),
      status: "SALE",
      priceList: [
        { id: expect.any(Number), name: "KRW price", price: 150_000, currency: "KRW" },
        { id: expect.any(Number), name: "USD price", price: 11_000, currency: "USD" },
      ],
      isSeated: true,
      zoneName: "Floor A",
      totalCnt: 10,
      remaining: 7,
    });
    expect(items[0]).toMatchObject({ status: "STOP", isSeated: false, zoneName: null });
    expect(items[2]).toMatchObject({ remaining: 1, totalCnt: 200 });
  });

  it("answers 404 for an unknown collection", async () => {
    expectNotFound(await get("/cltns/2000000000/nfts"));
    expectValidation(await get("/cltns/x/nfts"), "id");
  });
});

describe("GET /discover/cltns/{id}/nft_groups", () => {
  const groupsOf = async (id: number, cookies?: Record<string, string>) => {
    const res = await get(`/cltns/${id}/nft_groups`, cookies);
    expect(res.statusCode).toBe(200);
    return new Map((res.json() as { items: TDiscoverNftGroup[] }).items.map((g) => [g.id, g]));
  };

  it("without a session: buyCnt 0 and maxCnt = min(mintableCnt, mintableCntPerWallet)", async () => {
    const groups = await groupsOf(scene.onSale.id);
    expect(groups.get(scene.vip.id)).toEqual({
      id: scene.vip.id,
      name: "VIP",
      cltnTimeId: scene.day1.id,
      startAt: scene.day1.startAt.toISOString(),
      endAt: scene.day1.endAt.toISOString(),
      status: "SALE",
      priceList: [
        expect.objectContaining({ price: 150_000, currency: "KRW" }),
        expect.objectContaining({ price: 11_000, currency: "USD" }),
      ],
      isSeated: true,
      zoneName: "Floor A",
      attributes: { gate: "A" },
      mintableCnt: 7,
      mintableCntPerWallet: 4,
      buyCnt: 0,
      maxCnt: 4,
    });
    // Only one left of the floor: that is the most anyone can buy.
    expect(groups.get(scene.floor.id)).toMatchObject({ mintableCnt: 1, mintableCntPerWallet: 2, maxCnt: 1 });
    expect(groups.get(scene.stopped.id)).toMatchObject({ status: "STOP" });
  });

  it("with a session: counts the user's tokens of each group into buyCnt and maxCnt", async () => {
    const buyer = await createSignedInUser(t, PASSWORD);
    const other = await createSignedInUser(t, PASSWORD);
    const b = await brand();
    const c = await cltn({ brandId: b.id });
    const day = await time(c.id, 3);
    const roomy = await group(c.id, { timeId: day.id, totalCnt: 100, issuedCnt: 10, perWallet: 4 });
    const capped = await group(c.id, { timeId: day.id, totalCnt: 100, issuedCnt: 0, perWallet: 2, sort: 1 });
    await token(roomy, buyer.id);
    await token(roomy, buyer.id);
    // A token that never reached the wallet and someone else's do not count.
    await token(roomy, buyer.id, "ISSUE_FAIL");
    await token(roomy, other.id);
    await token(capped, buyer.id);
    await token(capped, buyer.id);
    await token(capped, buyer.id);

    const mine = await groupsOf(c.id, buyer.cookies);
    expect(mine.get(roomy.id)).toMatchObject({ mintableCnt: 90, buyCnt: 2, maxCnt: 2 });
    // More held than the per-wallet limit (e.g. received as gifts): nothing more, never negative.
    expect(mine.get(capped.id)).toMatchObject({ mintableCnt: 100, buyCnt: 3, maxCnt: 0 });

    const theirs = await groupsOf(c.id, other.cookies);
    expect(theirs.get(roomy.id)).toMatchObject({ buyCnt: 1, maxCnt: 3 });
    const anonymous = await groupsOf(c.id);
    expect(anonymous.get(roomy.id)).toMatchObject({ buyCnt: 0, maxCnt: 4 });
  });

  it("answers an empty list for a collection without groups and 404 for an unknown one", async () => {
    const b = await brand();
    const bare = await cltn({ brandId: b.id });
    expect((await get(`/cltns/${bare.id}/nft_groups`)).json()).toEqual({ items: [] });
    expectNotFound(await get("/cltns/2000000000/nft_groups"));
  });
});

describe("GET /discover/nfts/{id} and its histories", () => {
  it("shows one product with its collection, brand and date", async () => {
    const res = await get(`/nfts/${scene.vip.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: scene.vip.id,
      name: "VIP",
      description: "Stand anywhere",
      attributes: { gate: "A" },
      status: "SALE",
      totalCnt: 10,
      remaining: 7,
      isSeated: true,
      zoneName: "Floor A",
      priceList: [{ currency: "KRW" }, { currency: "USD" }],
      time: {
        id: scene.day1.id,
        cltnId: scene.onSale.id,
        startAt: scene.day1.startAt.toISOString(),
        timeZone: "Asia/Seoul",
      },
      cltn: {
        id: scene.onSale.id,
        name: scene.onSale.name,
        type: "TICKET",
        kind: "TICKET",
        timeZone: "Asia/Seoul",
        hideStartDate: false,
        brand: { id: scene.brand.id, name: scene.brand.name, image: "/p.svg" },
      },
    });
    expectNotFound(await get("/nfts/2000000000"));
    expectValidation(await get("/nfts/-3"), "id");
  });

  it("lists issuing and changes of hands newest first, paged, with counts and no personal data", async () => {
    const holder = await createSignedInUser(t, PASSWORD, { name: "Private Person" });
    const b = await brand();
    const c = await cltn({ brandId: b.id });
    const g = await group(c.id);
    const otherGroup = await group(c.id, { sort: 1 });
    const a = await token(g, holder.id);
    const z = await token(g, holder.id);
    const elsewhere = await token(otherGroup, holder.id);
    const add = async (nftId: number, type: "MINTED" | "FIRST_BUY" | "SEND" | "USE") =>
      one(
        await t.db
          .insert(nftHistories)
          .values({ nftId, type, actorId: holder.id, detail: { email: holder.user.email, gate: "North" } })
          .returning(),
      );
    const h1 = await add(a.id, "MINTED");
    const h2 = await add(a.id, "FIRST_BUY");
    const h3 = await add(z.id, "MINTED");
    await add(a.id, "USE");
    const h5 = await add(a.id, "SEND");
    await add(elsewhere.id, "MINTED");

    const first = await get(`/nfts/${g.id}/histories?page=1&size=3`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      items: [
        { id: h5.id, type: "SEND", nftSerial: a.serial, createdAt: h5.createdAt.toISOString() },
        { id: h3.id, type: "MINTED", nftSerial: z.serial, createdAt: h3.createdAt.toISOString() },
        { id: h2.id, type: "FIRST_BUY", nftSerial: a.serial, createdAt: h2.createdAt.toISOString() },
      ],
      page: 1,
      size: 3,
      total: 4,
      counts: { MINTED: 2, FIRST_BUY: 1, SEND: 1, SELL_REG: 0, SELL: 0 },
    });
    expect(first.body).not.toContain(holder.user.email);
    expect(first.body).not.toContain("North");
    expect(first.body).not.toContain("Private Person");

    const second = (await get(`/nfts/${g.id}/histories?page=2&size=3`)).json();
    expect(second.items.map((i: { id: number }) => i.id)).toEqual([h1.id]);
    expect((await get(`/nfts/${g.id}/histories?page=3&size=3`)).json()).toMatchObject({
      items: [],
      total: 4,
    });
    // Defaults: page 1 of 20.
    expect((await get(`/nfts/${g.id}/histories`)).json()).toMatchObject({ page: 1, size: 20, total: 4 });
    expect((await get(`/nfts/${scene.stopped.id}/histories`)).json()).toMatchObject({ items: [], total: 0 });
  });

  it("answers 404 for an unknown group and VALIDATION for bad paging", async () => {
    expectNotFound(await get("/nfts/2000000000/histories"));
    expectValidation(await get(`/nfts/${scene.vip.id}/histories?page=0`), "page", "valid.min");
    expectValidation(await get(`/nfts/${scene.vip.id}/histories?size=101`), "size", "valid.max");
  });
});

describe("GET /discover/cltn_times/{cltnTimeId}", () => {
  it("answers one date with its collection and time zone", async () => {
    const res = await get(`/cltn_times/${scene.day2.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: scene.day2.id,
      cltnId: scene.onSale.id,
      startAt: scene.day2.startAt.toISOString(),
      endAt: scene.day2.endAt.toISOString(),
      openAt: scene.day2.openAt?.toISOString(),
      timeZone: "Asia/Seoul",
    });
    expectNotFound(await get("/cltn_times/2000000000"));
    expectValidation(await get("/cltn_times/later"), "cltnTimeId");
  });
});

describe("GET /discover/nft_groups/prices", () => {
  it("answers the group's prices in the currency, the currencies it has and no invented fees", async () => {
    const usd = await get(`/nft_groups/prices?nftGroupId=${scene.vip.id}&crcy=USD`);
    expect(usd.statusCode).toBe(200);
    expect(usd.json()).toEqual({
      nftGroupId: scene.vip.id,
      currency: "USD",
      prices: [{ id: expect.any(Number), name: "USD price", price: 11_000, currency: "USD" }],
      currencies: ["KRW", "USD"],
      taxItems: [],
    });
    const eur = await get(`/nft_groups/prices?nftGroupId=${scene.vip.id}&crcy=EUR`);
    expect(eur.json()).toMatchObject({ currency: "EUR", prices: [], currencies: ["KRW", "USD"] });
  });

  it("refuses an unknown currency or a missing group id, and 404s an unknown group", async () => {
    expectValidation(await get(`/nft_groups/prices?nftGroupId=${scene.vip.id}&crcy=usd`), "crcy");
    expectValidation(await get(`/nft_groups/prices?nftGroupId=${scene.vip.id}&crcy=BTC`), "crcy");
    expectValidation(await get(`/nft_groups/prices?nftGroupId=${scene.vip.id}`), "crcy");
    expectValidation(await get("/nft_groups/prices?crcy=KRW"), "nftGroupId", "valid.required");
    expectNotFound(await get("/nft_groups/prices?nftGroupId=2000000000&crcy=KRW"));
  });
});

describe("brands", () => {
  it("GET /discover/brands/{id} answers the profile", async () => {
    const res = await get(`/brands/${scene.brand.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: scene.brand.id,
      name: scene.brand.name,
      description: "Makes shows",
      image: "/p.svg",
      logoImg: "/l.svg",
      bannerImg: "/b.svg",
    });
    expectNotFound(await get("/brands/2000000000"));
    expectValidation(await get("/brands/x"), "id");
  });

  it("GET /discover/brands/{id}/cltns lists all its collections, ended ones marked, paged and filtered", async () => {
    const all = await allPages(`/brands/${scene.brand.id}/cltns?limit=100`);
    expect(all.ids).toEqual([scene.soldOut.id, scene.ended.id, scene.upcoming.id, scene.onSale.id]);
    expect(all.items.find((i) => i.id === scene.ended.id)).toMatchObject({ saleState: "ENDED" });
    const paged = await allPages(`/brands/${scene.brand.id}/cltns?limit=1&sort=OLDEST`);
    expect(paged.pages).toBe(4);
    expect(paged.ids).toEqual([...all.ids].reverse());
    const memberships = await allPages(`/brands/${scene.brand.id}/cltns?type=MEMBERSHIP`);
    expect(memberships.ids).toEqual([scene.upcoming.id]);
    const empty = await brand();
    expect((await get(`/brands/${empty.id}/cltns`)).json()).toEqual({ items: [], nextCursor: null });
    expectNotFound(await get("/brands/2000000000/cltns"));
    expectValidation(await get(`/brands/${scene.brand.id}/cltns?sort=BEST`), "sort");
  });
});

describe("the demo catalogue", () => {
  const demo = readDemoCatalogue();
  const jazz = demo.cltns.find((c) => c.id === 44);

  it("shows the fixed event (44) with its dates, products and prices", async () => {
    if (!jazz) throw new Error("the demo catalogue has no collection 44");
    const detail = (await get("/cltns/44?lang=en")).json() as TDiscoverCltnDetail;
    expect(detail).toMatchObject({ id: 44, name: jazz.name, category: jazz.category, isSeated: false });
    expect(detail.times).toHaveLength(jazz.times.length);
    expect(detail.lowestPrices.map((p) => p.currency)).toEqual(["KRW", "USD"]);

    const products = (await get("/cltns/44/nfts")).json() as { items: TDiscoverProduct[] };
    expect(products.items.map((p) => p.name).sort()).toEqual(jazz.groups.map((g) => g.name).sort());
    const groups = (await get("/cltns/44/nft_groups")).json() as { items: TDiscoverNftGroup[] };
    const ga = groups.items.find((g) => g.name === jazz.groups[0]?.name);
    expect(ga).toMatchObject({ buyCnt: 0, priceList: [{ currency: "KRW" }, { currency: "USD" }] });

    const time = (await get(`/cltn_times/${ga?.cltnTimeId}`)).json();
    expect(time).toMatchObject({ cltnId: 44, timeZone: jazz.timeZone });
    const usd = (await get(`/nft_groups/prices?nftGroupId=${ga?.id}&crcy=USD`)).json();
    expect(usd.prices).toEqual([
      expect.objectContaining({ currency: "USD", price: jazz.groups[0]?.prices[1]?.price }),
    ]);
  });

  it("finds demo collections by keyword and shows seated ones as seated", async () => {
    // On a shared server database the demo may have been seeded on another day: ask the row.
    const [row44] = await t.db.select({ saleEndAt: cltns.saleEndAt }).from(cltns).where(eq(cltns.id, 44));
    const listed = (row44?.saleEndAt.getTime() ?? 0) > Date.now();
    expect(idsOf(await get("/cltns/search?keyword=JAZZ%20night&limit=100")).includes(44)).toBe(listed);
    const seated = demo.cltns.find((c) => c.groups.some((g) => g.zone));
    if (!seated) throw new Error("the demo catalogue has no seated collection");
    const [found] = await t.db.select({ id: cltns.id }).from(cltns).where(eq(cltns.name, seated.name));
    expect((await get(`/cltns/${found?.id}`)).json()).toMatchObject({ isSeated: true });
    const brandOf44 = (await get("/cltns/44")).json() as TDiscoverCltnDetail;
    const brandList = await allPages(`/brands/${brandOf44.brand.id}/cltns?limit=100`);
    expect(brandList.ids).toContain(44);
  });
});
