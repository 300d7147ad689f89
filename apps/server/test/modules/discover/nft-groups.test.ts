import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRow } from "../../../src/db/client.ts";
import { nftHistories } from "../../../src/db/schema/index.ts";
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
  scene,
  t,
  token,
} from "./discover-scene.ts";

beforeAll(openDiscoverScene, 120_000);
afterAll(() => t.close());

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
      await insertRow(t.db, nftHistories, {
        nftId,
        type,
        actorId: holder.id,
        detail: { email: holder.user.email, gate: "North" },
      });
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
