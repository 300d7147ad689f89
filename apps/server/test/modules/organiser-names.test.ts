/**
 * Organisers' names — brands, places, seat zones, coupons, ticket types — reach each reader in their
 * language through one resolver (lib/organiser-names.ts): a request's language for the API and the
 * door, the recipient's `users.language` for notifications and mails; a language the organiser left
 * out falls back to their own text.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRow } from "../../src/db/client.ts";
import {
  brands,
  cltns,
  coupons,
  heldCoupons,
  nftGroups,
  nfts,
  notifications,
  places,
  placeZones,
  seats,
} from "../../src/db/schema/index.ts";
import { waitForMails } from "../fixtures.ts";
import { brandId, customer, HOUR, host, openWalletWorld, qrOf, signedIn, t, token } from "../wallet-world.ts";

beforeAll(async () => {
  await openWalletWorld();
  await t.db
    .update(brands)
    .set({
      names: { ko: "블루웨이브", en: "Blue Wave" },
      descriptions: { ko: "서울의 공연 기획사예요." },
      description: "A Seoul promoter.",
    })
    .where(eq(brands.id, brandId));
});
afterAll(() => t.close());

type Who = { id: number; cookies: Record<string, string> };
const get = (url: string, lang: string, who: Who = customer) =>
  t.app.inject({
    method: "GET",
    url: `/api/v1${url}`,
    cookies: who.cookies,
    headers: { "accept-language": lang },
  });

/** A ticket of the test brand on seat A-2 of "R Seat · Left" at a named hall, of a named group. */
async function seatedTicket(ownerId: number, startsIn = 0, opensIn = -HOUR) {
  const nft = await token(ownerId, { startsIn, opensIn });
  const place = await insertRow(t.db, places, {
    name: "Riverside Hall",
    names: { ko: "리버사이드 홀", ja: "リバーサイドホール" },
    address: "424 Olympic-ro, Seoul",
    addresses: { ko: "서울특별시 송파구 올림픽로 424" },
    timeZone: "Asia/Seoul",
  });
  const zone = await insertRow(t.db, placeZones, {
    placeId: place.id,
    name: "R Seat · Left",
    names: { ko: "R석 · 좌측", ja: "R席 · 左側" },
    color: "#2563EB",
    shape: {
      type: "polygon",
      points: [
        [0, 0],
        [10, 0],
        [10, 10],
      ],
    },
  });
  const [seat] = await t.db
    .insert(seats)
    .values({ placeId: place.id, zoneId: zone.id, row: "A", number: 2, x: 1, y: 1 })
    .returning();
  const group = await insertRow(t.db, nftGroups, {
    cltnId: nft.cltnId,
    cltnTimeId: nft.cltnTimeId,
    zoneId: zone.id,
    name: "R Seat · Left (Day 1)",
    names: { ko: "R석 · 좌측 (1일차)" },
    totalCnt: 10,
    mintableCntPerWallet: 4,
  });
  await t.db.update(cltns).set({ placeId: place.id }).where(eq(cltns.id, nft.cltnId));
  await t.db
    .update(nfts)
    .set({ seatId: seat?.id, nftGroupId: group.id, name: group.name })
    .where(eq(nfts.id, nft.id));
  return { ...nft, name: group.name, placeId: place.id, groupId: group.id };
}

describe("organisers' names in the reader's language", () => {
  it("the wallet card and its seat map name the brand, the place and the zone in ko, in en the organiser's own", async () => {
    const ticket = await seatedTicket(customer.id);
    expect((await get(`/nfts/${ticket.id}`, "ko")).json()).toMatchObject({
      name: "R석 · 좌측 (1일차)",
      brandName: "블루웨이브",
      seat: { name: "R석 · 좌측 A-2" },
      place: { name: "리버사이드 홀", address: "서울특별시 송파구 올림픽로 424" },
    });
    expect((await get(`/nfts/${ticket.id}`, "en")).json()).toMatchObject({
      name: "R Seat · Left (Day 1)",
      brandName: "Blue Wave",
      seat: { name: "R Seat · Left A-2" },
      place: { name: "Riverside Hall", address: "424 Olympic-ro, Seoul" },
    });
    // Japanese: the zone and the place were named, the address and the brand fall back.
    expect((await get(`/nfts/${ticket.id}`, "ja")).json()).toMatchObject({
      brandName: "Door Brand",
      seat: { name: "R席 · 左側 A-2" },
      place: { name: "リバーサイドホール", address: "424 Olympic-ro, Seoul" },
    });
    expect((await get(`/nfts/${ticket.id}/seat`, "ko")).json()).toMatchObject({
      place: { name: "리버사이드 홀" },
      seatName: "R석 · 좌측 A-2",
      zones: [{ name: "R석 · 좌측" }],
    });
  });

  it("the sale's seat map, the brand page and the collection's detail name them in the page's language", async () => {
    const ticket = await seatedTicket(customer.id);
    const zoneMap = (
      await get(
        `/discover/seats/${ticket.placeId}/zone?cltnId=${ticket.cltnId}&cltnTimeId=${ticket.cltnTimeId}`,
        "ko",
      )
    ).json();
    expect(zoneMap.zones).toMatchObject([{ name: "R석 · 좌측" }]);
    expect((await get(`/discover/brands/${brandId}`, "ko")).json()).toMatchObject({
      name: "블루웨이브",
      description: "서울의 공연 기획사예요.",
    });
    expect((await get(`/discover/brands/${brandId}`, "ja")).json()).toMatchObject({
      name: "Door Brand",
      description: "A Seoul promoter.",
    });
    expect((await get(`/discover/cltns/${ticket.cltnId}?lang=ko`, "ko")).json()).toMatchObject({
      brand: { name: "블루웨이브" },
      placeName: "리버사이드 홀",
      place: { name: "리버사이드 홀", address: "서울특별시 송파구 올림픽로 424" },
    });
    const groups = (await get(`/discover/cltns/${ticket.cltnId}/nfts`, "ko")).json();
    expect(JSON.stringify(groups)).toContain('"zoneName":"R석 · 좌측"');
  });

  it("the deletion sheet names the tickets that hold it back in the reader's language", async () => {
    const owner = await signedIn();
    await seatedTicket(owner.id, 48 * HOUR, 47 * HOUR);
    expect((await get("/users/withdraw/can", "ko", owner)).json()).toMatchObject({
      can: false,
      tickets: [{ name: "R석 · 좌측 (1일차)" }],
    });
  });

  it("an RSVP page names the brand and the place in the page's language", async () => {
    const ticket = await seatedTicket(customer.id);
    await t.db.update(cltns).set({ kind: "RSVP" }).where(eq(cltns.id, ticket.cltnId));
    expect((await get(`/cltns/${ticket.cltnId}/rsvp`, "ko")).json()).toMatchObject({
      cltn: { brandName: "블루웨이브", place: "리버사이드 홀" },
    });
  });

  it("coupons read in ko, and in en as the organiser wrote them", async () => {
    const coupon = await insertRow(t.db, coupons, {
      brandId,
      name: "Welcome dram on the house",
      names: { ko: "웰컴 드램 한 잔 무료" },
      description: "One highball at the bar.",
      descriptions: { ko: "바에서 하이볼 한 잔을 드려요." },
      image: "/c.svg",
      discountType: "GIFT",
      validFrom: new Date(Date.now() - 24 * HOUR),
      validTo: new Date(Date.now() + 24 * HOUR),
    });
    await t.db.insert(heldCoupons).values({ couponId: coupon.id, ownerId: customer.id });
    const mine = (list: { couponId: number }[]) => list.find((c) => c.couponId === coupon.id);
    expect(mine((await get("/coupons?mode=able", "ko")).json())).toMatchObject({
      name: "웰컴 드램 한 잔 무료",
      description: "바에서 하이볼 한 잔을 드려요.",
      brandName: "블루웨이브",
    });
    expect(mine((await get("/coupons?mode=able", "en")).json())).toMatchObject({
      name: "Welcome dram on the house",
      description: "One highball at the bar.",
      brandName: "Blue Wave",
    });
  });

  it("the door's result, guest list and last scans name the ticket and the seat in the host's language", async () => {
    const ticket = await seatedTicket(customer.id);
    const { qrData } = (await qrOf(ticket.id)).json() as { qrData: string };
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/host/checkin",
      payload: { qrData },
      cookies: host.cookies,
      headers: { "accept-language": "ko" },
    });
    expect(res.json()).toMatchObject({
      result: "ADMITTED",
      nft: { name: "R석 · 좌측 (1일차)", seat: "R석 · 좌측 A-2" },
    });
    const guests = (await get(`/host/events/${ticket.cltnTimeId}/guests`, "ko", host)).json();
    expect(guests.items).toMatchObject([{ ticketName: "R석 · 좌측 (1일차)", seat: "R석 · 좌측 A-2" }]);
    const scans = (await get(`/host/events/${ticket.cltnTimeId}/scans`, "ko", host)).json();
    expect(scans.items[0]).toMatchObject({ seat: "R석 · 좌측 A-2" });
    const event = (await get(`/host/events/${ticket.cltnTimeId}`, "ko", host)).json();
    expect(event).toMatchObject({ placeName: "리버사이드 홀" });
  });

  it("a ko receiver's notification and mail name the ticket in ko, whatever the sender reads", async () => {
    const friend = await signedIn({ name: "Jun Park", language: "ko" });
    const ticket = await seatedTicket(customer.id, 48 * HOUR, 47 * HOUR);
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/v1/nfts/${ticket.id}/send`,
      cookies: customer.cookies,
      headers: { "accept-language": "en" },
      payload: { email: friend.user.email },
    });
    expect(sent.json()).toMatchObject({ status: "DONE" });
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, friend.id));
    expect(note?.detail).toMatchObject({ name: "R석 · 좌측 (1일차)", brandName: "블루웨이브" });
    const [mail] = await waitForMails(t.db, friend.user.email);
    expect(mail?.subject).toContain("R석 · 좌측 (1일차)");
  });
});
