import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { places } from "../../../src/db/schema/index.ts";
import { rebuildCltnSearchDocs } from "../../../src/db/search-docs.ts";
import { brand, cltn, get, idsOf, openDiscoverScene, place, RUN, t } from "./discover-scene.ts";

beforeAll(openDiscoverScene, 120_000);
afterAll(() => t.close());

const search = async (keyword: string, more = "") => {
  const res = await get(`/cltns/search?keyword=${encodeURIComponent(keyword)}&limit=100${more}`);
  expect(res.statusCode).toBe(200);
  return idsOf(res);
};

/** ASCII as full-width forms (ＪＡＺＺ), with the ideographic space, as a Japanese keyboard types them. */
const fullWidth = (text: string) =>
  [...text].map((c) => (c === " " ? "\u3000" : String.fromCharCode(c.charCodeAt(0) + 0xfee0))).join("");

describe("GET /discover/cltns/search in every language", () => {
  let masterclass: { id: number };
  let byBrand: { id: number };
  let byVenue: { id: number };

  beforeAll(async () => {
    const b = await brand(`Keys Academy ${RUN}`);
    masterclass = await cltn({
      brandId: b.id,
      name: `Jazz Piano Masterclass ${RUN}`,
      category: "class",
      extra: {
        i18n: {
          ko: { name: `재즈 피아노 마스터클래스 ${RUN}` },
          ja: { name: `ジャズピアノ講座 ${RUN}` },
          "zh-tw": { name: `爵士鋼琴大師班 ${RUN}` },
        },
      },
    });
    const blueNote = await brand(`Blue Note Seoul ${RUN}`, { ko: `블루노트 서울 ${RUN}` });
    byBrand = await cltn({ brandId: blueNote.id, name: `Late Set ${RUN}` });
    const hall = await place(`Aurora Hall ${RUN}`, { names: { ja: `オーロラホール ${RUN}` } });
    byVenue = await cltn({ brandId: b.id, name: `Winter Recital ${RUN}`, placeId: hall.id });
  });

  it("finds a collection by a word of its Korean name, not only its own (English) one", async () => {
    expect(await search("재즈")).toContain(masterclass.id);
    expect(await search("피아노")).toContain(masterclass.id);
    expect(await search(`마스터클래스 ${RUN}`)).toEqual([masterclass.id]);
  });

  it("finds two-character Japanese and Chinese words inside a longer name", async () => {
    expect(await search("講座")).toContain(masterclass.id);
    expect(await search("鋼琴")).toContain(masterclass.id);
    expect(await search("大師")).toContain(masterclass.id);
  });

  it("matches full-width Latin and any case as the plain letters", async () => {
    expect(await search(fullWidth(`JAZZ PIANO masterclass ${RUN}`))).toEqual([masterclass.id]);
    expect(await search(`jAzZ pIaNo MASTERCLASS ${RUN}`)).toEqual([masterclass.id]);
  });

  it("finds by the brand's and the venue's names in another language", async () => {
    expect(await search(`블루노트 서울 ${RUN}`)).toEqual([byBrand.id]);
    expect(await search(`オーロラホール ${RUN}`)).toEqual([byVenue.id]);
  });

  it("follows a brand's and a place's new names once their documents are rebuilt", async () => {
    const hall = await place(`Cedar Hall ${RUN}`);
    const moved = await cltn({
      brandId: (await brand()).id,
      name: `Spring Recital ${RUN}`,
      placeId: hall.id,
    });
    expect(await search(`시더홀 ${RUN}`)).toEqual([]);
    await t.db
      .update(places)
      .set({ names: { ko: `시더홀 ${RUN}` } })
      .where(eq(places.id, hall.id));
    await rebuildCltnSearchDocs(t.db, { placeId: hall.id });
    expect(await search(`시더홀 ${RUN}`)).toEqual([moved.id]);
  });

  it("ranks a name that starts with the keyword, then one containing it, then brand and venue matches", async () => {
    const key = `q${RUN}`;
    // Made in the reverse of the ranked order, so newest first would list them the other way.
    const first = await cltn({ brandId: (await brand()).id, name: `${key} Live` });
    const inName = await cltn({ brandId: (await brand()).id, name: `Encore-${key}` });
    const brandStarts = await cltn({ brandId: (await brand(`${key} Records`)).id });
    const inVenue = await cltn({
      brandId: (await brand()).id,
      placeId: (await place(`Hall-${key}`)).id,
    });
    expect(await search(key)).toEqual([first.id, inName.id, brandStarts.id, inVenue.id]);
    // Pages follow the ranking: two and two, nothing repeated or lost.
    const page1 = await get(`/cltns/search?keyword=${key}&limit=2`);
    const body1 = page1.json() as { items: { id: number }[]; nextCursor: number | null };
    expect(body1.items.map((i) => i.id)).toEqual([first.id, inName.id]);
    const page2 = await get(`/cltns/search?keyword=${key}&limit=2&cursor=${body1.nextCursor}`);
    expect(idsOf(page2)).toEqual([brandStarts.id, inVenue.id]);
    expect((page2.json() as { nextCursor: number | null }).nextCursor).toBeNull();
  });
});
