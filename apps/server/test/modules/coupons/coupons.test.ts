import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRow, one } from "../../../src/db/client.ts";
import {
  brands,
  couponHistories,
  coupons,
  heldCoupons,
  hostBrands,
  nftGroups,
  nfts,
  type users,
} from "../../../src/db/schema/index.ts";
import { dynamicQr } from "../../../src/lib/qr-code.ts";
import { createCltn, createSignedInUser } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
const PASSWORD = "coupon-pass-1";
let brandId: number;
let otherBrandId: number;
type Who = { id: number; cookies: Record<string, string> };
let customer: Who;
let stranger: Who;
let host: Who;
let otherHost: Who;

const DAY = 86_400_000;
const signedIn = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  createSignedInUser(t, PASSWORD, overrides);

/** A coupon offer of the test brand (usable now unless changed) and a copy held by `ownerId`. */
async function heldCoupon(
  ownerId: number,
  offer: Partial<typeof coupons.$inferInsert> = {},
  nftId: number | null = null,
) {
  const coupon = await insertRow(t.db, coupons, {
    brandId,
    name: `Welcome drink ${randomUUID().slice(0, 6)}`,
    image: "/c.svg",
    discountType: "GIFT",
    validFrom: new Date(Date.now() - DAY),
    validTo: new Date(Date.now() + DAY),
    useLimit: 1,
    ...offer,
  });
  const held = one(
    await t.db
      .insert(heldCoupons)
      .values({ couponId: coupon.id, ownerId, nftId })
      .returning({ id: heldCoupons.id }),
  );
  return held.id;
}

async function membership(ownerId: number) {
  const cltn = await createCltn(t.db, {
    brandId,
    type: "MEMBERSHIP",
    kind: "MEMBERSHIP",
    category: "sports",
    name: "Coupon Club",
    color: "#123456",
    saleStartAt: new Date(Date.now() - 30 * DAY),
    saleEndAt: new Date(Date.now() + DAY),
    periodStartAt: new Date(Date.now() - DAY),
    periodEndAt: new Date(Date.now() + 30 * DAY),
  });
  return await insertRow(t.db, nfts, {
    cltnId: cltn.id,
    ownerId,
    type: "MEMBERSHIP",
    status: "ACTIVE",
    name: "Member",
    serial: 1,
  });
}

const get = (url: string, who?: Who) => t.app.inject({ method: "GET", url, cookies: who?.cookies });
const post = (url: string, who?: Who, payload?: object) =>
  t.app.inject({ method: "POST", url, cookies: who?.cookies, ...(payload ? { payload } : {}) });
const checkin = (qrData: string, who = host, gate?: string) =>
  post("/api/v1/host/checkin", who, { qrData, gate });

beforeAll(async () => {
  t = await buildTestApp();
  brandId = (await insertRow(t.db, brands, { name: "Coupon Brand", logoImg: "/l.svg", profileImg: "/p.svg" }))
    .id;
  otherBrandId = (
    await insertRow(t.db, brands, {
      name: "Other Brand",
      logoImg: "/l.svg",
      profileImg: "/p.svg",
    })
  ).id;
  customer = await signedIn({ name: "Jae Park" });
  stranger = await signedIn();
  host = await signedIn({ role: "HOST" });
  otherHost = await signedIn({ role: "HOST" });
  await t.db.insert(hostBrands).values([
    { userId: host.id, brandId },
    { userId: otherHost.id, brandId: otherBrandId },
  ]);
});
afterAll(() => t.close());

describe("the holder's coupons", () => {
  it("lists by mode with the derived status, and hides others' coupons behind 4505", async () => {
    const owner = await signedIn();
    const usable = await heldCoupon(owner.id);
    const upcoming = await heldCoupon(owner.id, { validFrom: new Date(Date.now() + DAY) });
    const lapsed = await heldCoupon(owner.id, { validTo: new Date(Date.now() - 1000) });
    const paused = await heldCoupon(owner.id, { paused: true });
    const able = (await get("/api/v1/coupons", owner)).json() as { id: number; status: string }[];
    expect(able.map((c) => [c.id, c.status])).toEqual([
      [upcoming, "UNUSE"],
      [usable, "ACTIVE"],
    ]);
    const disabled = (await get("/api/v1/coupons?mode=disabled", owner)).json() as {
      id: number;
      status: string;
    }[];
    expect(disabled.map((c) => [c.id, c.status])).toEqual([
      [paused, "DEACTIVE"],
      [lapsed, "EXPIRED"],
    ]);
    expect((await get("/api/v1/coupons?mode=everything", owner)).json()).toMatchObject({
      code: "VALIDATION",
    });
    expect((await get("/api/v1/coupons")).statusCode).toBe(401);
    for (const url of [`/api/v1/coupons/${usable}`, `/api/v1/coupons/${usable}/status`]) {
      const res = await get(url, stranger);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: "4505" });
    }
    expect((await post(`/api/v1/coupons/${usable}/qr`, stranger)).json()).toMatchObject({ code: "4505" });
  });

  it("gives a door code only while the coupon is ACTIVE", async () => {
    const upcoming = await heldCoupon(customer.id, { validFrom: new Date(Date.now() + DAY) });
    const res = await post(`/api/v1/coupons/${upcoming}/qr`, customer);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "3101", data: { status: "UNUSE" } });
    const usable = await heldCoupon(customer.id);
    expect((await post(`/api/v1/coupons/${usable}/qr`, customer)).json()).toMatchObject({
      qrType: "DYNAMIC",
      qrValidTime: 30,
      qrData: expect.stringMatching(/^A1\./),
    });
  });

  it("counts a token's coupons on its card (usable now, and all)", async () => {
    const token = await membership(customer.id);
    await heldCoupon(customer.id, {}, token.id);
    await heldCoupon(customer.id, { validTo: new Date(Date.now() - 1000) }, token.id);
    const card = (await get(`/api/v1/nfts/${token.id}`, customer)).json();
    expect(card.couponUseStatus).toEqual({ useableCnt: 1, totalCnt: 2 });
  });
});

describe("redeeming a coupon at the door", () => {
  it("redeems once: the same code again, or 20 scanners at once, redeem nothing more", async () => {
    const id = await heldCoupon(customer.id, { useLimit: 3 });
    const { qrData } = (await post(`/api/v1/coupons/${id}/qr`, customer)).json();
    const scans = await Promise.all(Array.from({ length: 20 }, () => checkin(qrData, host, "Bar")));
    const results = scans.map((r) => r.json().result);
    expect(results.filter((r) => r === "ADMITTED")).toHaveLength(1);
    expect(results.filter((r) => r === "ALREADY_USED")).toHaveLength(19);
    const admitted = scans.map((r) => r.json()).find((r) => r.result === "ADMITTED");
    expect(admitted).toMatchObject({
      kind: "COUPON",
      nft: null,
      coupon: { id, holderName: "Jae Park", remaining: 2, useLimit: 3 },
      usedGate: "Bar",
    });
    expect((await get(`/api/v1/coupons/${id}/status`, customer)).json()).toMatchObject({
      status: "ACTIVE",
      useCnt: 1,
    });
    const history = (await get(`/api/v1/coupons/${id}/history`, customer)).json() as { type: string }[];
    expect(history.filter((h) => h.type === "USE")).toHaveLength(1);
    expect(history.filter((h) => h.type === "USE_FAIL")).toHaveLength(19);
  });

  it("never redeems beyond the use limit, even with fresh codes scanned together", async () => {
    const id = await heldCoupon(customer.id, { useLimit: 2 });
    const codes = Array.from({ length: 10 }, () => dynamicQr(t.app.secrets.qrKeys, id, 30, Date.now(), "c"));
    const scans = await Promise.all(codes.map((c) => checkin(c)));
    expect(scans.filter((r) => r.json().result === "ADMITTED")).toHaveLength(2);
    const status = (await get(`/api/v1/coupons/${id}/status`, customer)).json();
    expect(status).toMatchObject({ status: "USED", useCnt: 2, useLimit: 2 });
    expect((await post(`/api/v1/coupons/${id}/qr`, customer)).json()).toMatchObject({ code: "3101" });
  });

  it("answers wrong brand, expired code, paused, not yet valid and lapsed coupons", async () => {
    const id = await heldCoupon(customer.id);
    const code = (await post(`/api/v1/coupons/${id}/qr`, customer)).json().qrData;
    // Another brand's host learns nothing of it: the answer to a coupon code that is not there.
    const unknown = dynamicQr(t.app.secrets.qrKeys, 2_000_000_000, 30, Date.now(), "c");
    const unknownAnswer = (await checkin(unknown, otherHost)).json();
    expect(unknownAnswer).toMatchObject({ result: "INVALID_SIGNATURE", coupon: null, historyId: null });
    expect((await checkin(code, otherHost)).json()).toEqual(unknownAnswer);
    expect(await t.db.select().from(couponHistories).where(eq(couponHistories.heldCouponId, id))).toEqual([]);
    const stale = dynamicQr(t.app.secrets.qrKeys, id, 30, Date.now() - 60_000, "c");
    expect((await checkin(stale)).json()).toMatchObject({ result: "EXPIRED_CODE" });
    const cases = [
      [{ paused: true }, "LOCKED"],
      [{ validFrom: new Date(Date.now() + DAY) }, "NOT_OPEN"],
      [{ validTo: new Date(Date.now() - 1000) }, "EVENT_ENDED"],
    ] as const;
    for (const [offer, result] of cases) {
      const other = await heldCoupon(customer.id, offer);
      const fresh = dynamicQr(t.app.secrets.qrKeys, other, 30, Date.now(), "c");
      expect((await checkin(fresh)).json()).toMatchObject({ result, kind: "COUPON" });
    }
    // A coupon code is not a token code: the same number as a token id admits nothing.
    expect((await checkin(`${code.slice(0, -4)}AAAA`)).json()).toMatchObject({ result: "INVALID_SIGNATURE" });
  });

  it("undoes a redemption once, for the brand's hosts only", async () => {
    const id = await heldCoupon(customer.id);
    const code = (await post(`/api/v1/coupons/${id}/qr`, customer)).json().qrData;
    const { historyId } = (await checkin(code)).json();
    const url = `/api/v1/host/checkin/coupons/${historyId}/cancel`;
    expect((await post(url, otherHost)).statusCode).toBe(404);
    expect((await post(url, customer)).statusCode).toBe(403);
    expect((await post(url, host)).json()).toEqual({ id, useCnt: 0 });
    expect((await post(url, host)).statusCode).toBe(404);
    expect((await get(`/api/v1/coupons/${id}/status`, customer)).json()).toMatchObject({ status: "ACTIVE" });
  });
});

describe("coupons through access links", () => {
  it("opens the coupons named and those that came with a named token, nothing else", async () => {
    const token = await membership(customer.id);
    const benefit = await heldCoupon(customer.id, {}, token.id);
    const named = await heldCoupon(customer.id);
    const notShared = await heldCoupon(customer.id);
    const created = await post("/api/v1/nfts/access-links", customer, {
      nftIds: [token.id],
      couponIds: [named],
    });
    expect(created.statusCode).toBe(201);
    const { link, id: linkId } = created.json();
    const base = `/api/v1/access_links/${link}`;
    const listed = (await get(`${base}/coupons`)).json() as { id: number }[];
    expect(listed.map((c) => c.id)).toEqual([benefit, named]);
    expect((await get(`${base}/coupons/${benefit}`)).json()).toMatchObject({ id: benefit, status: "ACTIVE" });
    expect((await get(`${base}/coupons/${notShared}`)).json()).toMatchObject({ code: "4505" });
    const { qrData } = (await post(`${base}/coupons/${named}/qr`)).json();
    expect((await checkin(qrData)).json()).toMatchObject({ result: "ADMITTED", kind: "COUPON" });
    expect((await get(`${base}/coupons/${named}/status`)).json()).toMatchObject({
      status: "USED",
      useCnt: 1,
    });
    expect((await post(`${base}/coupons/${named}/qr`)).json()).toMatchObject({ code: "3101" });
    const links = (await get("/api/v1/nfts/access-links", customer)).json();
    expect(links[0]).toMatchObject({ id: linkId, nftIds: [token.id], couponIds: [benefit, named] });

    await t.app.inject({
      method: "DELETE",
      url: `/api/v1/nfts/access-links/${linkId}`,
      cookies: customer.cookies,
    });
    expect((await get(`${base}/coupons`)).statusCode).toBe(404);
  });

  it("refuses someone else's coupon and an empty link", async () => {
    const theirs = await heldCoupon(stranger.id);
    expect((await post("/api/v1/nfts/access-links", customer, { couponIds: [theirs] })).json()).toMatchObject(
      { code: "4505" },
    );
    expect((await post("/api/v1/nfts/access-links", customer, { nftIds: [] })).json()).toMatchObject({
      code: "VALIDATION",
    });
  });
});

describe("a product's coupon offers (public)", () => {
  it("lists the collection's live offers, not paused or lapsed ones; an unknown product is 404", async () => {
    const cltn = await createCltn(t.db, { brandId, name: "Offer Night", color: "#123456" });
    const group = await insertRow(t.db, nftGroups, {
      cltnId: cltn.id,
      name: "Standing",
      totalCnt: 10,
      mintableCntPerWallet: 2,
    });
    const offer = (name: string, extra: Partial<typeof coupons.$inferInsert> = {}) =>
      t.db.insert(coupons).values({
        brandId,
        cltnId: cltn.id,
        name,
        image: "/c.svg",
        discountType: "AMOUNT",
        discountValue: 5_000,
        currency: "KRW",
        validFrom: new Date(Date.now() - DAY),
        validTo: new Date(Date.now() + DAY),
        ...extra,
      });
    await offer("Live offer");
    await offer("Paused offer", { paused: true });
    await offer("Lapsed offer", { validTo: new Date(Date.now() - 1000) });
    const res = await get(`/api/v1/discover/nfts/${group.id}/coupons`);
    expect(res.json()).toEqual([
      expect.objectContaining({
        name: "Live offer",
        brandName: "Coupon Brand",
        discountValue: 5_000,
        currency: "KRW",
      }),
    ]);
    expect((await get("/api/v1/discover/nfts/2000000000/coupons")).statusCode).toBe(404);
  });
});
