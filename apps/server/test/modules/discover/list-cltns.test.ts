import type { TDiscoverCltnList } from "@admit/contract/discover";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { labelBrands, labels } from "../../../src/db/schema/index.ts";
import { createSignedInUser } from "../../fixtures.ts";
import {
  allPages,
  brand,
  cltn,
  expectValidation,
  get,
  idsOf,
  openDiscoverScene,
  PASSWORD,
  RUN,
  scene,
  t,
} from "./discover-scene.ts";

beforeAll(openDiscoverScene, 120_000);
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

  it("in a white label that names its brands lists only theirs, and every brand in one that names none", async () => {
    const own = await brand();
    const mine = await cltn({ brandId: own.id, name: `Label Night ${RUN}` });
    const label = `lbl-${RUN}`;
    const open = `open-${RUN}`;
    const theme = {
      primary: "#111111",
      onPrimary: "#ffffff",
      background: "#ffffff",
      surface: "#ffffff",
      text: "#111111",
      textMuted: "#555555",
      statusBar: "#111111",
    };
    for (const name of [label, open])
      await t.db
        .insert(labels)
        .values({ name, displayName: name, logo: "/l.svg", startLogo: "/l.svg", theme });
    await t.db.insert(labelBrands).values({ labelName: label, brandId: own.id });

    const inLabel = await allPages(`/cltns?limit=100&label=${label}`);
    expect(inLabel.ids).toEqual([mine.id]);
    const everyBrand = await allPages(`/cltns?limit=100&label=${open}`);
    expect(everyBrand.ids).toEqual(expect.arrayContaining([mine.id, scene.onSale.id]));
    // Search keeps to the label's brands too.
    const found = await get(`/cltns/search?keyword=${encodeURIComponent(RUN)}&label=${label}`);
    expect(idsOf(found)).toEqual([mine.id]);
    expectValidation(await get("/cltns?label=Not%20A%20Label"), "label");
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
