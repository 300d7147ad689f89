import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customer, openWalletWorld, qrOf, signedIn, stranger, t, token } from "../../wallet-world.ts";

beforeAll(openWalletWorld);
afterAll(() => t.close());

describe("the wallet's tokens", () => {
  it("lists, shows and polls only the owner's tokens; others get 404 with 4505", async () => {
    const mine = await token(customer.id);
    const list = await t.app.inject({
      method: "GET",
      url: "/api/v1/nfts?limit=100",
      cookies: customer.cookies,
    });
    expect(list.json().items.map((i: { id: number }) => i.id)).toContain(mine.id);
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/v1/nfts/${mine.id}`,
      cookies: customer.cookies,
    });
    expect(detail.json()).toMatchObject({
      id: mine.id,
      cltnType: "TICKET",
      status: "ACTIVE",
      contractAddress: null,
      tokenId: null,
      nftUseStatus: { useableCnt: 1, totalCnt: 1 },
      qrType: "DYNAMIC",
      qrValidTime: 30,
    });
    for (const url of [
      `/api/v1/nfts/${mine.id}`,
      `/api/v1/nfts/${mine.id}/status`,
      `/api/v1/nfts/${mine.id}/history`,
    ]) {
      const res = await t.app.inject({ method: "GET", url, cookies: stranger.cookies });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: "4505" });
    }
    expect((await qrOf(mine.id, stranger)).json()).toMatchObject({ code: "4505" });
    expect(
      (
        await t.app.inject({ method: "GET", url: "/api/v1/nfts/2000000000", cookies: customer.cookies })
      ).json(),
    ).toMatchObject({ code: "4505" });
  });

  it("pages by cursor without gaps or repeats", async () => {
    const owner = await signedIn();
    const made = [];
    for (let i = 0; i < 7; i++) made.push((await token(owner.id)).id);
    const seen: number[] = [];
    let cursor: number | null = null;
    do {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/v1/nfts?limit=3${cursor ? `&cursor=${cursor}` : ""}`,
        cookies: owner.cookies,
      });
      const page = res.json() as { items: { id: number }[]; nextCursor: number | null };
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
  });
});
