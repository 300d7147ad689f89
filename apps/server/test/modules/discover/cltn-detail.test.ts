import type { TDiscoverCltnDetail, TDiscoverNftGroup, TDiscoverProduct } from "@admit/contract/discover";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nftGroupPrices, nftGroups } from "../../../src/db/schema/index.ts";
import { createSignedInUser } from "../../fixtures.ts";
import {
  brand,
  cltn,
  expectNotFound,
  expectValidation,
  get,
  group,
  openDiscoverScene,
  PASSWORD,
  RUN,
  scene,
  t,
  time,
  token,
} from "./discover-scene.ts";

beforeAll(openDiscoverScene, 120_000);
afterAll(() => t.close());

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

  it("names the products and prices in the page's language where the organiser wrote one", async () => {
    await t.db
      .update(nftGroups)
      .set({ names: { ko: "VIP 스탠딩" }, descriptions: { ko: "어디서든 서서 관람" } })
      .where(eq(nftGroups.id, scene.vip.id));
    await t.db
      .update(nftGroupPrices)
      .set({ names: { ko: "원화 가격" } })
      .where(and(eq(nftGroupPrices.nftGroupId, scene.vip.id), eq(nftGroupPrices.currency, "KRW")));
    const inKo = (await get(`/cltns/${scene.onSale.id}/nfts`, undefined, { "accept-language": "ko" })).json()
      .items as TDiscoverProduct[];
    const vip = inKo.find((i) => i.id === scene.vip.id);
    expect(vip).toMatchObject({ name: "VIP 스탠딩", description: "어디서든 서서 관람" });
    // A price without a Korean name keeps the organiser's own.
    expect(vip?.priceList.map((p) => p.name)).toEqual(["원화 가격", "USD price"]);
    const inJa = (await get(`/cltns/${scene.onSale.id}/nfts`, undefined, { "accept-language": "ja" })).json()
      .items as TDiscoverProduct[];
    expect(inJa.find((i) => i.id === scene.vip.id)).toMatchObject({
      name: "VIP",
      description: "Stand anywhere",
    });
    // The catalogue's cards say the collection's name in the page's language too.
    const cards = (await get("/cltns?limit=100", undefined, { "accept-language": "ko" })).json() as {
      items: { id: number; name: string }[];
    };
    expect(cards.items.find((c) => c.id === scene.onSale.id)?.name).toBe(`스타라이트 오케스트라 ${RUN}`);
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
