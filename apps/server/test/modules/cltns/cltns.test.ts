import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nfts } from "../../../src/db/schema/index.ts";
import { openWalletWorld, signedIn, t, token } from "../../wallet-world.ts";

beforeAll(openWalletWorld);
afterAll(() => t.close());

describe("the wallet's collections ('my event')", () => {
  it("groups the user's tokens by collection with counts, and lists one collection's tokens", async () => {
    const owner = await signedIn();
    const a = await token(owner.id);
    const b = await token(owner.id, { type: "MEMBERSHIP" });
    const c = await t.db
      .insert(nfts)
      .values({ ...a, id: undefined, serial: 2 })
      .returning();
    const list = await t.app.inject({ method: "GET", url: "/api/v1/cltns", cookies: owner.cookies });
    // Newest token first: the second ticket came last.
    expect(list.json()).toMatchObject([
      { id: a.cltnId, type: "TICKET", nftCount: 2 },
      { id: b.cltnId, type: "MEMBERSHIP", nftCount: 1 },
    ]);
    const tickets = await t.app.inject({
      method: "GET",
      url: "/api/v1/cltns?type=TICKET",
      cookies: owner.cookies,
    });
    expect(tickets.json().map((x: { id: number }) => x.id)).toEqual([a.cltnId]);
    const ofOne = await t.app.inject({
      method: "GET",
      url: `/api/v1/cltns/${a.cltnId}/nfts`,
      cookies: owner.cookies,
    });
    expect(ofOne.json().items.map((x: { id: number }) => x.id)).toEqual([c[0]?.id, a.id]);
    const info = await t.app.inject({ method: "GET", url: `/api/v1/cltns/${a.cltnId}` });
    expect(info.json()).toMatchObject({ id: a.cltnId, brandName: "Door Brand", type: "TICKET" });
    expect((await t.app.inject({ method: "GET", url: "/api/v1/cltns/2000000000" })).json()).toMatchObject({
      code: "1003",
    });
  });
});
