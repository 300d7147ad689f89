import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chainWrites,
  cltns,
  cltnTimes,
  nftGroups,
  nftHistories,
  nfts,
  orders,
  qtnrTemplates,
  seatHolds,
  seatReqs,
  type users,
} from "../../../src/db/schema/index.ts";
import type { TokenIssuer } from "../../../src/integrations/issuer/token-issuer.ts";
import { mintUnrecorded, resumeInterruptedIssuing } from "../../../src/modules/issuing/issue-order.ts";
import { burnTakenBack, takenBackUnburned } from "../../../src/modules/nfts/burn-taken-back.ts";
import { createSignedInUser, waitFor } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";
import { saleFixture } from "../../sale-fixtures.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
type Who = { id: number; cookies: Record<string, string> };
type Sale = Awaited<ReturnType<typeof saleFixture>>;
const PASSWORD = "purchase-pass-1";
const signedIn = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  createSignedInUser(t, PASSWORD, overrides);

const call = (method: "GET" | "POST" | "PUT", url: string, who?: Who, payload?: unknown, headers = {}) =>
  t.app.inject({
    method,
    url: `/api/v1/discover${url}`,
    cookies: who?.cookies,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A general-admission selection of `count` KRW tickets, as the wizard sends it. */
const gaSelection = (sale: Sale, count: number, extra: Record<string, unknown> = {}) => ({
  priceUnit: "KRW",
  list: [{ id: sale.gaKrw.id, count, price: sale.gaKrw.price }],
  amount: sale.gaKrw.price * count,
  ...extra,
});

/** Pays a reservation on the sandbox's checkout page, as the browser would: answers the success URL's query. */
async function approveOnSandbox(checkoutUrl: string) {
  const res = await t.app.inject({ method: "POST", url: `${checkoutUrl}/approve` });
  expect(res.statusCode).toBe(303);
  const url = new URL(res.headers.location as string, "http://local.test");
  return {
    paymentKey: url.searchParams.get("paymentKey") as string,
    amount: Number(url.searchParams.get("amount")),
  };
}

async function buyGa(sale: Sale, who: Who, count: number, key = crypto.randomUUID()) {
  const res = await call(
    "POST",
    `/orders/reservation?nftGroupId=${sale.ga.id}`,
    who,
    gaSelection(sale, count),
    {
      "idempotency-key": key,
    },
  );
  expect(res.statusCode).toBe(201);
  const reservation = res.json();
  const paid = await approveOnSandbox(reservation.checkout.checkoutUrl);
  const pay = await call("POST", `/orders/${reservation.orderId}/payment`, who, paid, {
    "idempotency-key": `pay-${key}`,
  });
  expect(pay.statusCode).toBe(200);
  return { reservation, order: pay.json() };
}

/** The chain issuer, made to fail while `failing` is set (the chain being down, say); burns while `burnFailing` is. */
const failure = { failing: false, burnFailing: false };
const failingIssuer = (real: TokenIssuer): TokenIssuer => ({
  name: real.name,
  async mint(nftId) {
    if (failure.failing) throw new Error("the chain is not answering");
    return real.mint(nftId);
  },
  async burn(nftId) {
    if (failure.burnFailing) throw new Error("the chain is not answering");
    return real.burn(nftId);
  },
  move: (request) => real.move(request),
  settle: () => real.settle(),
});

beforeAll(async () => {
  // Every buyer of this file signs in from one address: more than the per-address limit of a minute.
  t = await buildTestApp({ SIGNIN_PER_IP_PER_MINUTE: "1000" }, { issuer: failingIssuer });
});
afterAll(() => t.close());

describe("prices", () => {
  it("quotes lines, the referral discount and the booking fee; a changed price is 'product info expired'", async () => {
    const sale = await saleFixture(t.db, { bookingFeeKrw: 2_000 });
    const res = await call("POST", "/nft_groups/price", undefined, {
      priceUnit: "KRW",
      nftGroupId: sale.ga.id,
      list: [{ id: sale.gaKrw.id, count: 2, price: 55_000 }],
      refCode: sale.refCode.toLowerCase(),
    });
    expect(res.json()).toMatchObject({
      currency: "KRW",
      subtotal: 110_000,
      discount: 11_000,
      taxItems: [{ type: "platform", amount: 4_000 }],
      total: 103_000,
      ticketCount: 2,
      refCode: sale.refCode,
    });
    const stale = await call("POST", "/nft_groups/price", undefined, {
      priceUnit: "KRW",
      nftGroupId: sale.ga.id,
      list: [{ id: sale.gaKrw.id, count: 1, price: 50_000 }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "PRODUCT_INFO_EXPIRED" });
    const badRef = await call("POST", "/nft_groups/price", undefined, {
      priceUnit: "KRW",
      nftGroupId: sale.ga.id,
      list: [{ id: sale.gaKrw.id, count: 1, price: 55_000 }],
      refCode: "NOPE",
    });
    expect(badRef.json()).toMatchObject({ code: "VALIDATION", field: "refCode" });
    const tooBig = await call("POST", "/nft_groups/price", undefined, {
      priceUnit: "KRW",
      nftGroupId: sale.ga.id,
      list: [{ id: sale.gaKrw.id, count: 2_100_000_001, price: 55_000 }],
    });
    expect(tooBig.json()).toMatchObject({ code: "VALIDATION" });
  });

  it("checks counts before paying: max per purchase, stock left, the account's limit", async () => {
    const sale = await saleFixture(t.db, { gaTotal: 3, perWallet: 2 });
    const buyer = await signedIn();
    const valid = (list: unknown) => call("POST", "/payment/valid", buyer, list);
    expect((await valid([{ id: sale.ga.id, count: 21 }])).json()).toMatchObject({
      code: "MAX_COUNT",
      data: { count: 20 },
    });
    expect((await valid([{ id: sale.ga.id, count: 4 }])).json()).toMatchObject({
      code: "NOT_ENOUGH_TICKETS",
      data: { remaining: 3 },
    });
    expect((await valid([{ id: sale.ga.id, count: 3 }])).json()).toMatchObject({ code: "PURCHASE_LIMIT" });
    expect((await valid([{ id: sale.ga.id, count: 2 }])).json()).toEqual({ ok: true });
    expect((await call("POST", "/payment/valid", undefined, [{ id: sale.ga.id, count: 1 }])).statusCode).toBe(
      401,
    );
  });
});

describe("the attendee questionnaire of a purchase", () => {
  it("answers the collection's template, the default one without, and 404 for no collection", async () => {
    const sale = await saleFixture(t.db);
    const plain = await call("GET", `/cltns/${sale.cltn.id}/qtnr-template`);
    expect(plain.json()).toMatchObject({
      id: null,
      required: false,
      items: [
        { id: "name", required: true },
        { id: "phone", key: "phone" },
      ],
    });
    const [template] = await t.db
      .insert(qtnrTemplates)
      .values({
        name: "Wristband",
        items: [{ id: "email", name: "E-mail", type: "TEXT", required: true, editable: false, key: "email" }],
      })
      .returning();
    await t.db
      .update(cltns)
      .set({ qtnrTemplateId: template?.id, qtnrRequired: true })
      .where(eq(cltns.id, sale.cltn.id));
    const own = await call("GET", `/cltns/${sale.cltn.id}/qtnr-template`);
    expect(own.json()).toEqual({
      id: template?.id,
      name: "Wristband",
      required: true,
      items: [{ id: "email", name: "E-mail", type: "TEXT", required: true, editable: false, key: "email" }],
    });
    // The reservation checks the answers by the same items.
    const buyer = await signedIn();
    const missing = await call(
      "POST",
      `/orders/reservation?nftGroupId=${sale.ga.id}`,
      buyer,
      gaSelection(sale, 1, { attendees: [{ email: "nope" }] }),
    );
    expect(missing.json()).toMatchObject({ code: "VALIDATION", data: { fields: { email: "email" } } });
    expect((await call("GET", "/cltns/2000000000/qtnr-template")).statusCode).toBe(404);
  });
});

describe("general admission: reserve, pay on the sandbox, issue", () => {
  it("issues the tokens (ISSUING, then ACTIVE with MINTED and FIRST_BUY) and lists the order", async () => {
    const sale = await saleFixture(t.db);
    const buyer = await signedIn();
    const { reservation, order } = await buyGa(sale, buyer, 2);
    expect(reservation).toMatchObject({
      amount: 110_000,
      currency: "KRW",
      checkout: { provider: "sandbox" },
    });
    expect(order).toMatchObject({ status: "PAID", listStatus: "buy", ticketCount: 2, amount: 110_000 });
    expect(order.nftIds).toHaveLength(2);
    const issued = await waitFor(
      () => call("GET", `/orders/${reservation.orderId}`, buyer).then((r) => r.json()),
      (o) => o.status === "ISSUED",
    );
    expect(issued.status).toBe("ISSUED");
    const tokens = await t.db.select().from(nfts).where(eq(nfts.orderId, reservation.orderId));
    expect(tokens.map((n) => n.status)).toEqual(["ACTIVE", "ACTIVE"]);
    const history = await t.db
      .select()
      .from(nftHistories)
      .where(eq(nftHistories.nftId, tokens[0]?.id ?? 0));
    expect(history.map((h) => h.type).sort()).toEqual(["FIRST_BUY", "MINTED"]);
    const card = await t.app.inject({
      method: "GET",
      url: `/api/v1/nfts/${tokens[0]?.id}`,
      cookies: buyer.cookies,
    });
    expect(card.json()).toMatchObject({ status: "ACTIVE", cltnName: sale.cltn.name });
    const list = (await call("GET", "/orders", buyer)).json() as { id: string }[];
    expect(list.map((o) => o.id)).toContain(reservation.orderId);
    const group = (await call("GET", `/cltns/${sale.cltn.id}/nft_groups`, buyer)).json();
    expect(group.items.find((g: { id: number }) => g.id === sale.ga.id)).toMatchObject({
      mintableCnt: 48,
      buyCnt: 2,
    });
  });

  it("refuses a tampered amount (5501) and answers a double submit once", async () => {
    const sale = await saleFixture(t.db);
    const buyer = await signedIn();
    const tampered = await call("POST", `/orders/reservation?nftGroupId=${sale.ga.id}`, buyer, {
      ...gaSelection(sale, 1),
      amount: 100,
    });
    expect(tampered.json()).toMatchObject({ code: "5501" });
    const key = crypto.randomUUID();
    const first = await call(
      "POST",
      `/orders/reservation?nftGroupId=${sale.ga.id}`,
      buyer,
      gaSelection(sale, 1),
      {
        "idempotency-key": key,
      },
    );
    const again = await call(
      "POST",
      `/orders/reservation?nftGroupId=${sale.ga.id}`,
      buyer,
      gaSelection(sale, 1),
      {
        "idempotency-key": key,
      },
    );
    expect(again.json().orderId).toBe(first.json().orderId);
    const paid = await approveOnSandbox(first.json().checkout.checkoutUrl);
    const url = `/orders/${first.json().orderId}/payment`;
    const wrong = await call("POST", url, buyer, { ...paid, amount: paid.amount - 1 });
    expect(wrong.json()).toMatchObject({ code: "5501" });
    const [a, b] = await Promise.all([call("POST", url, buyer, paid), call("POST", url, buyer, paid)]);
    expect([a.statusCode, b.statusCode].filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    const tokens = await t.db.select().from(nfts).where(eq(nfts.orderId, first.json().orderId));
    expect(tokens).toHaveLength(1);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, first.json().orderId));
    expect(row?.status === "PAID" || row?.status === "ISSUED").toBe(true);
  });

  it("a declined card fails the order and gives the stock back", async () => {
    const sale = await saleFixture(t.db, { gaTotal: 2 });
    const buyer = await signedIn();
    const res = await call(
      "POST",
      `/orders/reservation?nftGroupId=${sale.ga.id}`,
      buyer,
      gaSelection(sale, 2),
    );
    const declined = await t.app.inject({
      method: "POST",
      url: `${res.json().checkout.checkoutUrl}/decline`,
    });
    const failUrl = new URL(declined.headers.location as string, "http://local.test");
    expect(failUrl.pathname).toBe("/pay/result/fail");
    expect(failUrl.searchParams.get("code")).toBe("DECLINED");
    // The browser never comes back with a paymentKey; the customer gives up: the reservation lapses.
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, res.json().orderId));
    const other = await signedIn();
    const retry = await call(
      "POST",
      `/orders/reservation?nftGroupId=${sale.ga.id}`,
      other,
      gaSelection(sale, 2),
    );
    expect(retry.statusCode).toBe(201);
  });

  it("a retry after a declined card replaces the unpaid reservation, up to the account's limit", async () => {
    const sale = await saleFixture(t.db, { perWallet: 2 });
    const buyer = await signedIn();
    const reserve = () =>
      call("POST", `/orders/reservation?nftGroupId=${sale.ga.id}`, buyer, gaSelection(sale, 2), {
        "idempotency-key": crypto.randomUUID(),
      });
    const first = (await reserve()).json();
    await t.app.inject({ method: "POST", url: `${first.checkout.checkoutUrl}/decline` });
    const retry = await reserve();
    expect(retry.statusCode).toBe(201);
    const [old] = await t.db.select().from(orders).where(eq(orders.id, first.orderId));
    expect(old).toMatchObject({ status: "FAILED", failure: "SUPERSEDED" });
    const [group] = await t.db.select().from(nftGroups).where(eq(nftGroups.id, sale.ga.id));
    expect(group?.reservedCnt).toBe(2);
    // The replaced reservation cannot be paid any more; the new one can.
    const stale = await approveOnSandbox(first.checkout.checkoutUrl).catch(() => null);
    if (stale)
      expect((await call("POST", `/orders/${first.orderId}/payment`, buyer, stale)).statusCode).not.toBe(200);
    const paid = await approveOnSandbox(retry.json().checkout.checkoutUrl);
    expect((await call("POST", `/orders/${retry.json().orderId}/payment`, buyer, paid)).statusCode).toBe(200);
  });

  it("buys in USD and for free; outside the sale period is 3101", async () => {
    const sale = await saleFixture(t.db);
    const buyer = await signedIn();
    const usd = await call("POST", `/orders/reservation?nftGroupId=${sale.ga.id}`, buyer, {
      priceUnit: "USD",
      list: [{ id: sale.gaUsd.id, count: 1, price: 4_200 }],
      amount: 4_200,
    });
    expect(usd.json()).toMatchObject({ currency: "USD", amount: 4_200 });
    await t.db.execute(sql`update nft_group_prices set price = 0 where id = ${sale.gaKrw.id}`);
    const free = await call("POST", `/payment/free?nftGroupId=${sale.ga.id}`, buyer, {
      priceUnit: "KRW",
      list: [{ id: sale.gaKrw.id, count: 1, price: 0 }],
      amount: 0,
    });
    expect(free.statusCode).toBe(201);
    expect(free.json()).toMatchObject({ status: "PAID", amount: 0 });
    const notFree = await call("POST", `/payment/free?nftGroupId=${sale.ga.id}`, buyer, gaSelection(sale, 1));
    expect(notFree.json()).toMatchObject({ code: "5501" });
    await t.db.execute(
      sql`update cltns set sale_end_at = now() - interval '1 minute' where id = ${sale.cltn.id}`,
    );
    const late = await call("POST", `/orders/reservation?nftGroupId=${sale.ga.id}`, buyer, {
      priceUnit: "USD",
      list: [{ id: sale.gaUsd.id, count: 1, price: 4_200 }],
      amount: 4_200,
    });
    expect(late.json()).toMatchObject({ code: "3101" });
  });

  it("keeps the account's limit (4504) and the stock (4501)", async () => {
    const sale = await saleFixture(t.db, { gaTotal: 3, perWallet: 2 });
    const buyer = await signedIn();
    await buyGa(sale, buyer, 2);
    const over = await call(
      "POST",
      `/orders/reservation?nftGroupId=${sale.ga.id}`,
      buyer,
      gaSelection(sale, 1),
    );
    expect(over.json()).toMatchObject({ code: "4504" });
    const other = await signedIn();
    const short = await call(
      "POST",
      `/orders/reservation?nftGroupId=${sale.ga.id}`,
      other,
      gaSelection(sale, 2),
    );
    expect(short.json()).toMatchObject({ code: "4501", data: { remaining: 1 } });
  });
});

describe("seats", () => {
  it("holds seats for one selection; others get 6500; changing seats keeps the end; clear frees them", async () => {
    const sale = await saleFixture(t.db);
    const [s1, s2, s3] = sale.seats;
    const a = await signedIn();
    const b = await signedIn();
    const hold = (who: Who, ids: number[], seatReqId?: string) =>
      call("PUT", "/seats/reserve", who, {
        idList: ids,
        seatReqId,
        cltnTimeId: sale.time.id,
        nftGroupId: sale.seated.id,
      });
    const first = (await hold(a, [s1?.id ?? 0, s2?.id ?? 0])).json();
    expect(first.seatReqId).toMatch(/^[\w-]{16,}$/);
    const taken = await hold(b, [s2?.id ?? 0]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "6500", data: { seatIds: [s2?.id] } });
    const changed = (await hold(a, [s1?.id ?? 0, s3?.id ?? 0], first.seatReqId)).json();
    expect(changed.endTime).toBe(first.endTime);
    expect((await hold(b, [s2?.id ?? 0])).statusCode).toBe(200);
    const map = (
      await call("GET", `/seats/${sale.place.id}?cltnId=${sale.cltn.id}&cltnTimeId=${sale.time.id}`, a)
    ).json();
    const state = (id?: number) => map.seats.find((s: { id: number }) => s.id === id)?.state;
    expect([state(s1?.id), state(s2?.id), state(s3?.id)]).toEqual(["MINE", "HELD", "MINE"]);
    const time = (await call("GET", `/seats/reserve/time?seatReqId=${first.seatReqId}`, a)).json();
    expect(time).toEqual({ endTime: first.endTime, seatIds: expect.arrayContaining([s1?.id, s3?.id]) });
    await call("PUT", "/seats/reserve/clear", a, { seatReqId: first.seatReqId });
    expect((await hold(b, [s1?.id ?? 0])).statusCode).toBe(200);
    const zones = (
      await call("GET", `/seats/${sale.place.id}/zone?cltnId=${sale.cltn.id}&cltnTimeId=${sale.time.id}`)
    ).json();
    // b's new selection replaced b's earlier one (one live selection per date): only s1 is held.
    expect(zones.zones[0]).toMatchObject({ nftGroupId: sale.seated.id, total: 10, available: 9 });
  });

  it("one account cannot hold every seat: a new selection for the date ends the previous one", async () => {
    const sale = await saleFixture(t.db, { seatCount: 42, perWallet: 4 });
    const a = await signedIn();
    const ids = sale.seats.map((seat) => seat.id);
    // Eleven selections of four seats each once held all 42 seats of the zone.
    for (let i = 0; i < 11; i++) {
      const res = await call("PUT", "/seats/reserve", a, {
        idList: ids.slice(i * 4, i * 4 + 4),
        cltnTimeId: sale.time.id,
        nftGroupId: sale.seated.id,
      });
      expect(res.statusCode).toBe(200);
    }
    const zones = (
      await call("GET", `/seats/${sale.place.id}/zone?cltnId=${sale.cltn.id}&cltnTimeId=${sale.time.id}`)
    ).json();
    expect(zones.zones[0]).toMatchObject({ total: 42, available: 40 });
    const live = await t.db
      .select()
      .from(seatHolds)
      .where(sql`${seatHolds.userId} = ${a.id} and ${seatHolds.heldUntil} > now()`);
    expect(live).toHaveLength(2);
    // Beyond the limit at once: refused with the count the account may still take.
    const five = await call("PUT", "/seats/reserve", a, {
      idList: ids.slice(0, 5),
      cltnTimeId: sale.time.id,
      nftGroupId: sale.seated.id,
    });
    expect(five.json()).toMatchObject({ code: "MAX_COUNT", data: { count: 4 } });
  });

  it("a new selection may keep seats of the one it replaces, and releases that one's reservation", async () => {
    const sale = await saleFixture(t.db, { perWallet: 2 });
    const [s1, s2, s3] = (sale.seats ?? []).map((seat) => seat.id);
    const a = await signedIn();
    const b = await signedIn();
    const hold = (who: Who, ids: (number | undefined)[]) =>
      call("PUT", "/seats/reserve", who, {
        idList: ids,
        cltnTimeId: sale.time.id,
        nftGroupId: sale.seated.id,
      });
    const first = (await hold(a, [s1, s2])).json();
    const reservation = (
      await call("POST", `/orders/reservation?nftGroupId=${sale.seated.id}`, a, {
        priceUnit: "KRW",
        list: [{ id: sale.seatKrw.id, count: 2, price: 88_000 }],
        amount: 176_000,
        seatReqId: first.seatReqId,
      })
    ).json();
    expect(reservation.orderId).toBeTruthy();
    // The reservation's two seats are the account's whole limit: the new selection is allowed all
    // the same, since it ends the selection the reservation was made from.
    const second = await hold(a, [s2, s3]);
    expect(second.statusCode).toBe(200);
    expect(second.json().seatReqId).not.toBe(first.seatReqId);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, reservation.orderId));
    expect(order?.status).toBe("EXPIRED");
    const map = (
      await call("GET", `/seats/${sale.place.id}?cltnId=${sale.cltn.id}&cltnTimeId=${sale.time.id}`, a)
    ).json();
    const state = (id?: number) => map.seats.find((seat: { id: number }) => seat.id === id)?.state;
    expect([state(s1), state(s2), state(s3)]).toEqual(["AVAILABLE", "MINE", "MINE"]);
    expect((await hold(b, [s1])).statusCode).toBe(200);
    const live = await t.db
      .select()
      .from(seatReqs)
      .where(sql`${seatReqs.userId} = ${a.id} and ${seatReqs.live}`);
    expect(live.map((r) => r.id)).toEqual([second.json().seatReqId]);
  });

  it("a new selection that meets a taken seat takes none of its seats", async () => {
    const sale = await saleFixture(t.db);
    const [s1, s2, s3] = (sale.seats ?? []).map((seat) => seat.id);
    const a = await signedIn();
    const b = await signedIn();
    const c = await signedIn();
    const hold = (who: Who, ids: (number | undefined)[]) =>
      call("PUT", "/seats/reserve", who, {
        idList: ids,
        cltnTimeId: sale.time.id,
        nftGroupId: sale.seated.id,
      });
    expect((await hold(a, [s1])).statusCode).toBe(200);
    expect((await hold(b, [s2])).statusCode).toBe(200);
    const refused = await hold(a, [s3, s2]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "6500", data: { seatIds: [s2] } });
    // s3 went straight back; a is choosing again, so its earlier seat is free too.
    expect((await hold(c, [s3, s1])).statusCode).toBe(200);
    const live = await t.db
      .select()
      .from(seatReqs)
      .where(sql`${seatReqs.userId} = ${a.id} and ${seatReqs.live}`);
    expect(live).toEqual([]);
  });

  it("frees a lapsed hold without anyone's help, and a hold that lapses mid-payment cannot be paid", async () => {
    const sale = await saleFixture(t.db);
    const seat = sale.seats[0]?.id ?? 0;
    const a = await signedIn();
    const b = await signedIn();
    const held = (
      await call("PUT", "/seats/reserve", a, {
        idList: [seat],
        cltnTimeId: sale.time.id,
        nftGroupId: sale.seated.id,
      })
    ).json();
    const reservation = await call("POST", `/orders/reservation?nftGroupId=${sale.seated.id}`, a, {
      priceUnit: "KRW",
      list: [{ id: sale.seatKrw.id, count: 1, price: 88_000 }],
      amount: 88_000,
      seatReqId: held.seatReqId,
    });
    expect(reservation.json()).toMatchObject({ expiresAt: held.endTime });
    const paid = await approveOnSandbox(reservation.json().checkout.checkoutUrl);
    // The hold runs out while the customer is on the provider's page.
    await t.db
      .update(seatHolds)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(seatHolds.seatId, seat));
    await t.db
      .update(seatReqs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(seatReqs.id, held.seatReqId));
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, reservation.json().orderId));
    const late = await call("POST", `/orders/${reservation.json().orderId}/payment`, a, paid);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: "PAYMENT_TIME_EXCEEDED" });
    const other = await call("PUT", "/seats/reserve", b, {
      idList: [seat],
      cltnTimeId: sale.time.id,
      nftGroupId: sale.seated.id,
    });
    expect(other.statusCode).toBe(200);
  });

  it("a retry after a cancelled checkout keeps the held seats for the new order", async () => {
    const sale = await saleFixture(t.db);
    const seat = sale.seats[6]?.id ?? 0;
    const buyer = await signedIn();
    const held = (
      await call("PUT", "/seats/reserve", buyer, {
        idList: [seat],
        cltnTimeId: sale.time.id,
        nftGroupId: sale.seated.id,
      })
    ).json();
    const reserve = () =>
      call("POST", `/orders/reservation?nftGroupId=${sale.seated.id}`, buyer, {
        priceUnit: "KRW",
        list: [{ id: sale.seatKrw.id, count: 1, price: 88_000 }],
        amount: 88_000,
        seatReqId: held.seatReqId,
      });
    const first = (await reserve()).json();
    await t.app.inject({ method: "POST", url: `${first.checkout.checkoutUrl}/cancel` });
    const retry = await reserve();
    expect(retry.statusCode).toBe(201);
    expect(retry.json().expiresAt).toBe(held.endTime);
    const map = (
      await call("GET", `/seats/${sale.place.id}?cltnId=${sale.cltn.id}&cltnTimeId=${sale.time.id}`, buyer)
    ).json();
    expect(map.seats.find((s: { id: number }) => s.id === seat).state).toBe("MINE");
    const paid = await approveOnSandbox(retry.json().checkout.checkoutUrl);
    const order = (await call("POST", `/orders/${retry.json().orderId}/payment`, buyer, paid)).json();
    expect(order.lines[0].seats).toEqual(["A A-7"]);
  });

  it("sells a seated ticket with its seat on the order and the card", async () => {
    const sale = await saleFixture(t.db);
    const seat = sale.seats[4];
    const buyer = await signedIn();
    const held = (
      await call("PUT", "/seats/reserve", buyer, {
        idList: [seat?.id],
        cltnTimeId: sale.time.id,
        nftGroupId: sale.seated.id,
      })
    ).json();
    const reservation = (
      await call("POST", `/orders/reservation?nftGroupId=${sale.seated.id}`, buyer, {
        priceUnit: "KRW",
        list: [{ id: sale.seatKrw.id, count: 1, price: 88_000 }],
        amount: 88_000,
        seatReqId: held.seatReqId,
      })
    ).json();
    const paid = await approveOnSandbox(reservation.checkout.checkoutUrl);
    const order = (await call("POST", `/orders/${reservation.orderId}/payment`, buyer, paid)).json();
    expect(order.lines[0].seats).toEqual(["A A-5"]);
    const map = (
      await call("GET", `/seats/${sale.place.id}?cltnId=${sale.cltn.id}&cltnTimeId=${sale.time.id}`)
    ).json();
    expect(map.seats.find((s: { id: number }) => s.id === seat?.id).state).toBe("SOLD");
  });
});

describe("cancelling", () => {
  it("shows the fee first, refunds through the provider, takes the tokens back and puts the stock on sale", async () => {
    const sale = await saleFixture(t.db, { daysAway: 8, bookingFeeKrw: 2_000 });
    const buyer = await signedIn();
    const key = crypto.randomUUID();
    const res = await call(
      "POST",
      `/orders/reservation?nftGroupId=${sale.ga.id}`,
      buyer,
      { ...gaSelection(sale, 1), amount: 57_000 },
      { "idempotency-key": key },
    );
    const paid = await approveOnSandbox(res.json().checkout.checkoutUrl);
    const orderId = res.json().orderId;
    await call("POST", `/orders/${orderId}/payment`, buyer, paid);
    // Issued (minted on chain) before the customer changes their mind.
    await waitFor(
      async () => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status,
      (status) => status === "ISSUED",
    );
    // Booked 10 days ago (so no booking grace, and the booking fee stays), 8 days before the event: 10 %.
    await t.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(orders.id, orderId));
    const detail = (await call("GET", `/orders/${orderId}`, buyer)).json();
    expect(detail.refundQuote).toMatchObject({
      refundable: true,
      fee: 5_500,
      refund: 49_500,
      bookingFeeRefunded: false,
    });
    const cancelled = (await call("POST", `/orders/${orderId}/cancel`, buyer)).json();
    expect(cancelled).toMatchObject({
      status: "REFUNDED",
      listStatus: "refund",
      refundAmount: 49_500,
      refundFee: 5_500,
    });
    const tokens = await t.db.select().from(nfts).where(eq(nfts.orderId, orderId));
    expect(tokens.every((n) => n.ownerId === null && n.status === "EXPIRED")).toBe(true);
    // Off the chain too: each token's mint is followed by its burn.
    const writes = await t.db
      .select({ kind: chainWrites.kind, status: chainWrites.status })
      .from(chainWrites)
      .where(
        inArray(
          chainWrites.nftId,
          tokens.map((n) => n.id),
        ),
      )
      .orderBy(chainWrites.nonce);
    expect(writes).toEqual(
      tokens
        .flatMap(() => [expect.objectContaining({ status: "confirmed" })])
        .concat(tokens.map(() => ({ kind: "burn", status: "confirmed" }))),
    );
    const group = (await call("GET", `/cltns/${sale.cltn.id}/nft_groups`)).json();
    expect(group.items.find((g: { id: number }) => g.id === sale.ga.id).mintableCnt).toBe(50);
    expect((await call("POST", `/orders/${orderId}/cancel`, buyer)).json()).toMatchObject({
      status: "REFUNDED",
    });
  });

  it("a token refunded before its mint is left off the chain at every start, and never logged", async () => {
    const sale = await saleFixture(t.db, { daysAway: 20 });
    const buyer = await signedIn();
    failure.failing = true;
    let orderId: string;
    try {
      ({
        reservation: { orderId },
      } = await buyGa(sale, buyer, 1));
      await waitFor(
        () => t.db.select().from(nfts).where(eq(nfts.orderId, orderId)),
        (rows) => rows[0]?.status === "ISSUE_FAIL",
      );
    } finally {
      failure.failing = false;
    }
    expect((await call("POST", `/orders/${orderId}/cancel`, buyer)).json()).toMatchObject({
      status: "REFUNDED",
    });
    const [token] = await t.db.select().from(nfts).where(eq(nfts.orderId, orderId));
    expect(token).toMatchObject({ ownerId: null, status: "EXPIRED", tokenId: null });
    // What a start with demo data runs: the token is not asked for, so nothing fails or is logged.
    const asked: number[] = [];
    const logged: unknown[] = [];
    const log = { ...t.app.log, warn: (o: unknown) => void logged.push(o) } as typeof t.app.log;
    const issuer = {
      ...t.app.issuer,
      mint: (id: number) => {
        asked.push(id);
        return t.app.issuer.mint(id);
      },
    };
    for (let start = 0; start < 2; start++) await mintUnrecorded({ db: t.db, issuer, log });
    expect(asked).not.toContain(token?.id);
    expect(logged).toEqual([]);
    expect(await takenBackUnburned(t.db)).not.toContain(token?.id);
  });

  it("burns a refunded token whose burn failed at the next sweep, once", async () => {
    const sale = await saleFixture(t.db, { daysAway: 20 });
    const buyer = await signedIn();
    const { reservation } = await buyGa(sale, buyer, 1);
    const orderId = reservation.orderId as string;
    await waitFor(
      async () => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status,
      (status) => status === "ISSUED",
    );
    const burns = async (ids: number[]) =>
      (
        await t.db
          .select({ status: chainWrites.status })
          .from(chainWrites)
          .where(
            sql`${chainWrites.nftId} = any(${`{${ids.join(",")}}`}::int[]) and ${chainWrites.kind} = 'burn'`,
          )
      ).map((w) => w.status);
    failure.burnFailing = true;
    try {
      expect((await call("POST", `/orders/${orderId}/cancel`, buyer)).json()).toMatchObject({
        status: "REFUNDED",
      });
    } finally {
      failure.burnFailing = false;
    }
    const tokens = (await t.db.select({ id: nfts.id }).from(nfts).where(eq(nfts.orderId, orderId))).map(
      (n) => n.id,
    );
    expect(await burns(tokens)).toEqual([]);
    // A minute on, the sweep finds it out of every wallet and still on chain, and burns it.
    expect(await takenBackUnburned(t.db)).not.toEqual(expect.arrayContaining(tokens));
    await t.db
      .update(nfts)
      .set({ updatedAt: sql`now() - interval '2 minutes'` })
      .where(inArray(nfts.id, tokens));
    expect(await takenBackUnburned(t.db)).toEqual(expect.arrayContaining(tokens));
    await burnTakenBack(t.app, await takenBackUnburned(t.db));
    expect(await burns(tokens)).toEqual(["confirmed"]);
    // Burned, it is no longer the sweep's.
    expect(await takenBackUnburned(t.db)).not.toEqual(expect.arrayContaining(tokens));
  });

  it("refuses on the event day and for a used ticket", async () => {
    const sale = await saleFixture(t.db, { daysAway: 20 });
    const buyer = await signedIn();
    const { reservation } = await buyGa(sale, buyer, 1);
    // The event starts in a minute (bought earlier): the same calendar day whatever the hour — an
    // event that started a minute ago past midnight counts as "after the event", refused as well.
    await t.db
      .update(cltnTimes)
      .set({ startAt: new Date(Date.now() + 60_000) })
      .where(eq(cltnTimes.id, sale.time.id));
    const res = await call("POST", `/orders/${reservation.orderId}/cancel`, buyer);
    expect(res.json()).toMatchObject({ code: "NON_REFUNDABLE" });
    const other = await saleFixture(t.db, { daysAway: 20 });
    const { reservation: r2 } = await buyGa(other, buyer, 1);
    await t.db.update(nfts).set({ useCnt: 1, status: "USED" }).where(eq(nfts.orderId, r2.orderId));
    expect((await call("POST", `/orders/${r2.orderId}/cancel`, buyer)).json()).toMatchObject({
      code: "NON_REFUNDABLE",
    });
    expect((await call("POST", `/orders/${r2.orderId}/cancel`, await signedIn())).json()).toMatchObject({
      code: "4505",
    });
  });
});

describe("after paying", () => {
  it("a token whose issuing failed is ISSUE_FAIL, and its holder's retry issues it", async () => {
    const sale = await saleFixture(t.db);
    const buyer = await signedIn();
    failure.failing = true;
    let nftId: number;
    try {
      const { reservation } = await buyGa(sale, buyer, 1);
      const [failed] = await waitFor(
        () => t.db.select().from(nfts).where(eq(nfts.orderId, reservation.orderId)),
        (rows) => rows[0]?.status === "ISSUE_FAIL",
      );
      expect(failed?.status).toBe("ISSUE_FAIL");
      nftId = failed?.id ?? 0;
      const order = (await call("GET", `/orders/${reservation.orderId}`, buyer)).json();
      expect(order.status).toBe("PAID");
    } finally {
      failure.failing = false;
    }
    const retry = (who: Who) =>
      t.app.inject({ method: "POST", url: `/api/v1/nfts/${nftId}/issue/retry`, cookies: who.cookies });
    expect((await retry(await signedIn())).json()).toMatchObject({ code: "4505" });
    const accepted = await retry(buyer);
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toEqual({ status: "ISSUING" });
    const issued = await waitFor(
      () => t.db.select().from(nfts).where(eq(nfts.id, nftId)),
      (rows) => rows[0]?.status === "ACTIVE",
    );
    expect(issued[0]?.status).toBe("ACTIVE");
    const history = await t.db.select().from(nftHistories).where(eq(nftHistories.nftId, nftId));
    expect(history.map((h) => h.type).sort()).toEqual(["FIRST_BUY", "MINTED"]);
    // Only a failed token can be retried.
    expect((await retry(buyer)).json()).toMatchObject({
      code: "BAD_REQUEST",
      data: { reason: "not-failed" },
    });

    // A token given without an order (a host's grant) is issued by the call itself.
    const [granted] = await t.db
      .insert(nfts)
      .values({
        cltnId: sale.cltn.id,
        nftGroupId: sale.ga.id,
        cltnTimeId: sale.time.id,
        ownerId: buyer.id,
        type: "TICKET",
        status: "ISSUE_FAIL",
        name: "Standing",
        serial: 9_001,
      })
      .returning();
    nftId = granted?.id ?? 0;
    expect((await retry(buyer)).statusCode).toBe(202);
    const [now] = await t.db.select().from(nfts).where(eq(nfts.id, nftId));
    expect(now?.status).toBe("ACTIVE");
    const minted = await t.db.select().from(nftHistories).where(eq(nftHistories.nftId, nftId));
    expect(minted.map((h) => h.type)).toEqual(["MINTED"]);
  });

  it("a token left issuing by a job that stopped is minted by the sweep, never failed for the wait", async () => {
    const sale = await saleFixture(t.db);
    const buyer = await signedIn();
    const stuck = (minutesAgo: number, serial: number) =>
      t.db
        .insert(nfts)
        .values({
          cltnId: sale.cltn.id,
          nftGroupId: sale.ga.id,
          cltnTimeId: sale.time.id,
          ownerId: buyer.id,
          type: "TICKET",
          status: "ISSUING",
          name: "Standing",
          serial,
          updatedAt: new Date(Date.now() - minutesAgo * 60_000),
        })
        .returning();
    const [old] = await stuck(9, 9_101);
    const [recent] = await stuck(0, 9_102);
    expect(await resumeInterruptedIssuing(t.app, 60_000)).toBeGreaterThanOrEqual(1);
    const rows = await t.db
      .select()
      .from(nfts)
      .where(inArray(nfts.id, [old?.id ?? 0, recent?.id ?? 0]));
    // The recent one is its job's, still at work: left to it.
    expect(Object.fromEntries(rows.map((r) => [r.serial, r.status]))).toEqual({
      9101: "ACTIVE",
      9102: "ISSUING",
    });
  });

  it("edits the attendee answers of a paid order; the tokens follow", async () => {
    const sale = await saleFixture(t.db);
    const buyer = await signedIn();
    const { reservation } = await buyGa(sale, buyer, 2);
    const edit = (who: Who, attendees: unknown) =>
      t.app.inject({
        method: "PUT",
        url: `/api/v1/discover/orders/${reservation.orderId}`,
        cookies: who.cookies,
        payload: { attendees },
      });
    const answers = [
      { name: "Mina Kim", phone: "01012345678" },
      { name: "Joon Park", phone: "01098765432" },
    ];
    expect((await edit(buyer, answers.slice(0, 1))).json()).toMatchObject({
      code: "VALIDATION",
      field: "attendees",
    });
    expect((await edit(buyer, [answers[0], { name: "", phone: "01098765432" }])).json()).toMatchObject({
      code: "VALIDATION",
      field: "attendees.1",
    });
    expect((await edit(await signedIn(), answers)).json()).toMatchObject({ code: "4505" });
    const saved = await edit(buyer, answers);
    expect(saved.statusCode).toBe(200);
    const tokens = await t.db
      .select()
      .from(nfts)
      .where(eq(nfts.orderId, reservation.orderId))
      .orderBy(nfts.id);
    expect(tokens.map((n) => (n.qtnrInfo as { name?: string } | null)?.name)).toEqual([
      "Mina Kim",
      "Joon Park",
    ]);
  });

  it("stops counts at 2100000000 and money at 9e15 minor units (XRP's drops pass 2,100,000,000 at 2,100 XRP)", async () => {
    const sale = await saleFixture(t.db);
    const buyer = await signedIn();
    const over = 9_000_000_000_000_001;
    const quote = await call("POST", "/nft_groups/price", buyer, {
      priceUnit: "KRW",
      list: [{ id: sale.gaKrw.id, count: 1, price: over }],
    });
    expect(quote.json()).toMatchObject({ code: "VALIDATION" });
    const reserve = await call("POST", `/orders/reservation?nftGroupId=${sale.ga.id}`, buyer, {
      ...gaSelection(sale, 1),
      amount: over,
    });
    expect(reserve.json()).toMatchObject({ code: "VALIDATION", field: "amount" });
    const valid = await call("POST", "/payment/valid", buyer, [{ id: sale.ga.id, count: 2_100_000_001 }]);
    expect(valid.json()).toMatchObject({ code: "VALIDATION" });
  });
});
