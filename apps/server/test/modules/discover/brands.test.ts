import type { TDiscoverCltnDetail, TDiscoverNftGroup, TDiscoverProduct } from "@admit/contract/discover";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cltns } from "../../../src/db/schema/index.ts";
import { readDemoCatalogue } from "../../../src/db/seed/catalogue-files.ts";
import {
  allPages,
  brand,
  expectNotFound,
  expectValidation,
  get,
  idsOf,
  openDiscoverScene,
  scene,
  t,
} from "./discover-scene.ts";

beforeAll(openDiscoverScene, 120_000);
afterAll(() => t.close());

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
