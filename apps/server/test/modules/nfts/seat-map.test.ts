import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRow } from "../../../src/db/client.ts";
import { cltns, nfts, places, placeZones, seats } from "../../../src/db/schema/index.ts";
import { customer, openWalletWorld, stranger, t, token } from "../../wallet-world.ts";

beforeAll(openWalletWorld);
afterAll(() => t.close());

describe("seat map", () => {
  it("draws the place with the token's seat marked, for the holder and through a link", async () => {
    const ticket = await token(customer.id);
    const place = await insertRow(t.db, places, { name: "Hall", address: "Seoul", timeZone: "Asia/Seoul" });
    const zone = await insertRow(t.db, placeZones, {
      placeId: place.id,
      name: "Floor",
      color: "#ff0000",
      shape: {
        type: "polygon",
        points: [
          [0, 0],
          [10, 0],
          [10, 10],
        ],
      },
    });
    const [s1, s2] = await t.db
      .insert(seats)
      .values([
        { placeId: place.id, zoneId: zone.id, row: "A", number: 1, x: 1, y: 1 },
        { placeId: place.id, zoneId: zone.id, row: "A", number: 2, x: 2, y: 1 },
      ])
      .returning();
    const plain = await t.app.inject({
      method: "GET",
      url: `/api/v1/nfts/${ticket.id}/seat`,
      cookies: customer.cookies,
    });
    expect(plain.statusCode).toBe(404);
    await t.db.update(cltns).set({ placeId: place.id }).where(eq(cltns.id, ticket.cltnId));
    await t.db.update(nfts).set({ seatId: s2?.id }).where(eq(nfts.id, ticket.id));
    const map = (
      await t.app.inject({ method: "GET", url: `/api/v1/nfts/${ticket.id}/seat`, cookies: customer.cookies })
    ).json();
    expect(map).toMatchObject({
      place: { name: "Hall" },
      seatId: s2?.id,
      seatName: "Floor A-2",
      zones: [{ name: "Floor" }],
    });
    expect(map.seats.map((x: { id: number }) => x.id)).toEqual([s1?.id, s2?.id]);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/v1/nfts/${ticket.id}/seat`,
          cookies: stranger.cookies,
        })
      ).statusCode,
    ).toBe(404);
    const { link } = (
      await t.app.inject({
        method: "POST",
        url: "/api/v1/nfts/access-links",
        payload: { nftIds: [ticket.id] },
        cookies: customer.cookies,
      })
    ).json();
    const viaLink = await t.app.inject({
      method: "GET",
      url: `/api/v1/access_links/${link}/nfts/${ticket.id}/seat`,
    });
    expect(viaLink.json()).toMatchObject({ seatId: s2?.id });
  });
});
