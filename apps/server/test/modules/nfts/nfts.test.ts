import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRow } from "../../../src/db/client.ts";
import { cltns, nftGroups, nfts, orders } from "../../../src/db/schema/index.ts";
import { customer, HOUR, openWalletWorld, qrOf, signedIn, stranger, t, token } from "../../wallet-world.ts";

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

  it("pins the next event and moves the cards that need their holder out of the list", async () => {
    const owner = await signedIn();
    const later = await token(owner.id, { startsIn: 48 * HOUR });
    const tonight = await token(owner.id, { startsIn: 5 * HOUR });
    const over = await token(owner.id, { startsIn: -5 * HOUR }); // ended two hours ago
    const season = await token(owner.id, { type: "MEMBERSHIP" });
    const answers = await token(owner.id, { startsIn: 2 * HOUR });
    const failedSend = await token(owner.id, { startsIn: 3 * HOUR });
    const notDrawn = await token(owner.id, { startsIn: 24 * HOUR });
    await t.db.update(nfts).set({ status: "QTNR_REQUIRED" }).where(eq(nfts.id, answers.id));
    await t.db.update(nfts).set({ status: "SEND_FAIL" }).where(eq(nfts.id, failedSend.id));
    await t.db.update(nfts).set({ status: "FAIL" }).where(eq(nfts.id, notDrawn.id));
    await t.db.update(cltns).set({ kind: "APPLICATION" }).where(eq(cltns.id, notDrawn.cltnId));

    const res = await t.app.inject({ method: "GET", url: "/api/v1/nfts/highlights", cookies: owner.cookies });
    expect(res.statusCode).toBe(200);
    const highlights = res.json();
    // The soonest ticket still ahead: not the membership, not the one that ended, not a failed card.
    expect(highlights.nextUp).toMatchObject({ id: tonight.id, status: "ACTIVE" });
    expect(highlights.attention.map((i: { id: number }) => i.id)).toEqual([failedSend.id, answers.id]);
    expect(highlights.moreAttention).toBe(false);

    const ids = async (query: string) =>
      (await t.app.inject({ method: "GET", url: `/api/v1/nfts?${query}`, cookies: owner.cookies }))
        .json()
        .items.map((i: { id: number }) => i.id);
    // The list keeps its order; with except=attention it leaves the strip's cards to the strip.
    expect(await ids("except=attention")).toEqual(
      [notDrawn.id, over.id, season.id, tonight.id, later.id].sort((a, b) => b - a),
    );
    expect(await ids("")).toContain(answers.id);

    // Nothing ahead and nothing wrong: both empty; someone else's cards never show.
    const newcomer = await signedIn();
    const highlightsOf = async (who: typeof newcomer) =>
      (await t.app.inject({ method: "GET", url: "/api/v1/nfts/highlights", cookies: who.cookies })).json();
    expect(await highlightsOf(newcomer)).toEqual({
      pendingOrders: [],
      nextUp: null,
      attention: [],
      moreAttention: false,
    });
    expect((await t.app.inject({ method: "GET", url: "/api/v1/nfts/highlights" })).statusCode).toBe(401);

    // A payment still being confirmed, and one paid whose tickets are not made yet, show on home;
    // an order whose tickets exist, or that never got paid, does not.
    const order = (status: "PAYING" | "PAID" | "RESERVED", id: string) =>
      t.db.insert(orders).values({
        id,
        userId: newcomer.id,
        cltnId: tonight.cltnId,
        nftGroupId: 0,
        status,
        currency: "KRW",
        lines: [],
        ticketCount: 2,
        subtotal: 0,
        amount: 0,
        expiresAt: new Date(Date.now() + 600_000),
      });
    const suffix = `${newcomer.id}`;
    await order("PAYING", `ord_paying_${suffix}`);
    await order("PAID", `ord_paid_${suffix}`);
    await order("RESERVED", `ord_reserved_${suffix}`);
    await order("PAID", `ord_issued_${suffix}`);
    const made = await token(newcomer.id, { startsIn: 24 * HOUR });
    await t.db
      .update(nfts)
      .set({ orderId: `ord_issued_${suffix}` })
      .where(eq(nfts.id, made.id));
    const pending = (await highlightsOf(newcomer)).pendingOrders;
    expect(pending.map((o: { id: string; state: string }) => [o.id, o.state]).sort()).toEqual([
      [`ord_paid_${suffix}`, "issuing"],
      [`ord_paying_${suffix}`, "confirming"],
    ]);
    expect(pending[0]).toMatchObject({ ticketCount: 2, cltnName: expect.any(String) });
  });

  it("says the organiser's texts in the page's language where they wrote one, else their own", async () => {
    const owner = await signedIn();
    const ticket = await token(owner.id, { startsIn: 24 * HOUR });
    await t.db
      .update(cltns)
      .set({
        description: "About the night",
        memo: "Bring ID",
        extra: {
          i18n: { ko: { name: "도어 나이트", description: "공연 소개", memo: "신분증을 챙겨 주세요." } },
        },
      })
      .where(eq(cltns.id, ticket.cltnId));
    const group = await insertRow(t.db, nftGroups, {
      cltnId: ticket.cltnId,
      name: "Standing",
      names: { ko: "스탠딩" },
      totalCnt: 10,
      mintableCntPerWallet: 2,
    });
    await t.db.update(nfts).set({ nftGroupId: group.id }).where(eq(nfts.id, ticket.id));
    const card = async (lang: string) =>
      (
        await t.app.inject({
          method: "GET",
          url: `/api/v1/nfts/${ticket.id}`,
          cookies: owner.cookies,
          headers: { "accept-language": lang },
        })
      ).json();
    expect(await card("ko")).toMatchObject({
      cltnName: "도어 나이트",
      name: "스탠딩",
      description: "공연 소개",
      memo: "신분증을 챙겨 주세요.",
    });
    const inJa = await card("ja");
    expect(inJa).toMatchObject({ name: "Standing", description: "About the night", memo: "Bring ID" });
    expect(inJa.cltnName).toMatch(/^Door Night/);
    const list = (
      await t.app.inject({
        method: "GET",
        url: "/api/v1/nfts",
        cookies: owner.cookies,
        headers: { "accept-language": "ko" },
      })
    ).json();
    expect(list.items[0]).toMatchObject({ id: ticket.id, cltnName: "도어 나이트", name: "스탠딩" });
  });
});
