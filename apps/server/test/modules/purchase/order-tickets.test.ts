import type { QtnrItem } from "@admit/contract/catalogue";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  brands,
  cltns,
  hostBrands,
  nftGroupPrices,
  nftGroups,
  nfts,
  orders,
  qtnrTemplates,
  sandboxPayments,
  type users,
} from "../../../src/db/schema/index.ts";
import { cancelEvent } from "../../../src/modules/purchase/cancel-event.ts";
import { createSignedInUser, waitFor } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";
import { saleFixture } from "../../sale-fixtures.ts";

/** Orders follow their tickets (issue 25): where each went, who may cancel and who may change the answers. */
let t: Awaited<ReturnType<typeof buildTestApp>>;
type Who = { id: number; cookies: Record<string, string> };
type Sale = Awaited<ReturnType<typeof saleFixture>>;
const PASSWORD = "order-tickets-1";
const signedIn = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  createSignedInUser(t, PASSWORD, overrides);

beforeAll(async () => {
  t = await buildTestApp({ SIGNIN_PER_IP_PER_MINUTE: "1000", CHANGES_PER_MINUTE: "1000" });
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, who: Who, payload?: unknown, headers = {}) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    cookies: who.cookies,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The sandbox's checkout page approves, as the browser would: the success URL's query. */
async function approve(checkoutUrl: string) {
  const res = await t.app.inject({ method: "POST", url: `${checkoutUrl}/approve` });
  return new URL(res.headers.location as string, "http://local.test").searchParams;
}

const NAME_PHONE: QtnrItem[] = [
  { id: "name", name: "Name", type: "TEXT", required: true, editable: true },
  { id: "phone", name: "Phone", type: "TEXT", required: true, editable: true, key: "phone" },
];

/** A sale whose tickets may be sent and resold (up to their price), asking each attendee's name and phone. */
async function questionedSale(): Promise<Sale> {
  const sale = await saleFixture(t.db);
  const [template] = await t.db
    .insert(qtnrTemplates)
    .values({ name: "Attendee", items: NAME_PHONE })
    .returning();
  await t.db
    .update(cltns)
    .set({ qtnrTemplateId: template?.id, qtnrRequired: true, sellYn: true, maxPrice: 55_000 })
    .where(eq(cltns.id, sale.cltn.id));
  return sale;
}

/** Buys `names.length` tickets, one attendee each, and waits until they are issued. */
async function buyTickets(sale: Sale, who: Who, names: string[], bookingFee = 0) {
  const reserved = await call(
    "POST",
    `/discover/orders/reservation?nftGroupId=${sale.ga.id}`,
    who,
    {
      priceUnit: "KRW",
      list: [{ id: sale.gaKrw.id, count: names.length, price: sale.gaKrw.price }],
      amount: (sale.gaKrw.price + bookingFee) * names.length,
      attendees: names.map((name, i) => ({ name, phone: `0101234567${i}` })),
    },
    { "idempotency-key": crypto.randomUUID() },
  );
  expect(reserved.statusCode, reserved.body).toBe(201);
  const { orderId, checkout } = reserved.json();
  const back = await approve(checkout.checkoutUrl);
  const paid = await call(
    "POST",
    `/discover/orders/${orderId}/payment`,
    who,
    { paymentKey: back.get("paymentKey"), amount: Number(back.get("amount")) },
    { "idempotency-key": crypto.randomUUID() },
  );
  expect(paid.statusCode, paid.body).toBe(200);
  // Issued, and every token recorded on the chain (the embedded chain mines slowly on a busy machine).
  const order = await waitFor(
    () => call("GET", `/discover/orders/${orderId}`, who).then((r) => r.json()),
    (o) => o.status === "ISSUED" && o.tickets.every((x: { state: string }) => x.state !== "ISSUING"),
    25_000,
  );
  expect(order.status).toBe("ISSUED");
  return { orderId: orderId as string, nftIds: order.nftIds as number[] };
}

/** Lists the ticket; `reserve` is `buyer`'s reservation of it with a body (the resale step's answers). */
async function resell(nftId: number, seller: Who, buyer: Who) {
  const listed = await call("POST", `/nfts/${nftId}/sell/regist`, seller, { price: 50_000 });
  expect(listed.statusCode, listed.body).toBe(200);
  await waitFor(
    () => t.db.select().from(nfts).where(eq(nfts.id, nftId)),
    ([n]) => n?.status === "SELLING",
  );
  const reserve = (body: unknown) =>
    call("POST", `/nfts/${nftId}/buy/reservation`, buyer, body, { "idempotency-key": crypto.randomUUID() });
  return { reserve };
}

async function payResale(reservation: { orderId: string; checkout: { checkoutUrl: string } }, buyer: Who) {
  const back = await approve(reservation.checkout.checkoutUrl);
  const paid = await call("POST", "/nfts/buy/payment", buyer, {
    certiCode: back.get("paymentKey"),
    orderId: reservation.orderId,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json();
}

const nftRow = async (id: number) => (await t.db.select().from(nfts).where(eq(nfts.id, id)))[0];

describe("an order follows its tickets", () => {
  it("says per ticket where it went (sent to whom, resold); with none left to cancel, cancelling is refused and names a ticket gone with 4505", {
    timeout: 90_000,
  }, async () => {
    const sale = await questionedSale();
    const seller = await signedIn({ name: "Mina Kim" });
    const { orderId, nftIds } = await buyTickets(sale, seller, ["Mina Kim", "Joon Park"]);
    const [first, second] = nftIds as [number, number];

    const fresh = (await call("GET", `/discover/orders/${orderId}`, seller)).json();
    expect(fresh.tickets).toEqual([
      { nftId: first, state: "HELD", held: true, to: null, refundable: true },
      { nftId: second, state: "HELD", held: true, to: null, refundable: true },
    ]);
    expect(fresh.refundQuote).toMatchObject({ refundable: true });

    const friend = await signedIn({ name: "Dana Cho" });
    const sent = await call("POST", `/nfts/${first}/send`, seller, { email: friend.user.email });
    expect(sent.json(), sent.body).toMatchObject({ status: "DONE" });
    const buyer = await signedIn({ name: "Jae Lee" });
    const { reserve } = await resell(second, seller, buyer);
    const reserved = await reserve({ attendees: [{ name: "Jae Lee", phone: "01055556666" }] });
    expect(reserved.statusCode, reserved.body).toBe(201);
    await payResale(reserved.json(), buyer);

    const after = (await call("GET", `/discover/orders/${orderId}`, seller)).json();
    expect(after).toMatchObject({ status: "ISSUED", listStatus: "buy" });
    expect(after.tickets).toEqual([
      { nftId: first, state: "SENT", held: false, to: "Dana Cho", refundable: false },
      { nftId: second, state: "RESOLD", held: false, to: null, refundable: false },
    ]);
    expect(after.refundQuote).toMatchObject({ refundable: false, refund: 0, rule: "tickets-moved" });

    const nothing = await call("POST", `/discover/orders/${orderId}/cancel`, seller);
    expect(nothing.json()).toMatchObject({ code: "NON_REFUNDABLE", data: { reason: "nothing-to-cancel" } });
    const cancelled = await call("POST", `/discover/orders/${orderId}/cancel`, seller, {
      nftIds: [second, first],
    });
    expect(cancelled.statusCode).toBe(404);
    expect(cancelled.json()).toMatchObject({
      code: "4505",
      data: { reason: "not-held", nftIds: [first, second] },
    });
    // Nothing moved: the receivers keep their tickets (the friend owes the host their answers), the order stays paid.
    expect(await nftRow(first)).toMatchObject({ ownerId: friend.id, status: "QTNR_REQUIRED" });
    expect(await nftRow(second)).toMatchObject({ ownerId: buyer.id, status: "ACTIVE" });
    expect((await call("GET", `/discover/orders/${orderId}`, seller)).json()).toMatchObject({
      status: "ISSUED",
    });
  });
});

describe("cancelling the tickets still held of a mixed order", () => {
  it("refunds only those, with the fee of the terms per ticket; the sent one stays its holder's; the event's cancellation refunds the rest once", {
    timeout: 90_000,
  }, async () => {
    const sale = await saleFixture(t.db, { bookingFeeKrw: 1_000 });
    const buyer = await signedIn({ name: "Mina Kim" });
    const { orderId, nftIds } = await buyTickets(sale, buyer, ["Mina Kim", "Joon Park", "Dana Cho"], 1_000);
    const [first, second, third] = nftIds as [number, number, number];
    // Booked ten days ago, thirty days before the show: past the 7-day grace, the flat fee of 4,000 a ticket.
    await t.db.update(orders).set({ paidAt: sql`now() - interval '10 days'` }).where(eq(orders.id, orderId));
    const friend = await signedIn({ name: "Dana Cho" });
    expect(
      (await call("POST", `/nfts/${first}/send`, buyer, { email: friend.user.email })).json(),
    ).toMatchObject({
      status: "DONE",
    });

    const quoted = (await call("GET", `/discover/orders/${orderId}`, buyer)).json();
    expect(quoted.amount).toBe(168_000);
    expect(quoted.refundQuote).toEqual({
      refundable: true,
      fee: 8_000,
      refund: 102_000,
      bookingFeeRefunded: false,
      daysBefore: 30,
      rule: "FLAT",
      nftIds: [second, third],
      partial: true,
    });
    const cancelled = await call("POST", `/discover/orders/${orderId}/cancel`, buyer);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = cancelled.json();
    expect(after).toMatchObject({
      status: "ISSUED",
      listStatus: "part-refund",
      refundQuote: { refundable: false },
    });
    expect(after.tickets.map((x: { state: string }) => x.state)).toEqual(["SENT", "REFUNDED", "REFUNDED"]);
    expect(after.ticketRefunds).toMatchObject([
      { nftIds: [second, third], status: "REFUNDED", amount: 102_000, fee: 8_000 },
    ]);
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
    expect(payment).toMatchObject({ status: "PARTIAL_CANCELED", cancelledAmount: 102_000 });
    expect(await nftRow(first)).toMatchObject({ ownerId: friend.id });
    expect(await nftRow(second)).toMatchObject({ ownerId: null, status: "EXPIRED" });
    const [group] = await t.db.select().from(nftGroups).where(eq(nftGroups.id, sale.ga.id));
    expect(group?.issuedCnt).toBe(1);
    // Nothing is left to cancel; asking again takes nothing more.
    const again = await call("POST", `/discover/orders/${orderId}/cancel`, buyer);
    expect(again.json()).toMatchObject({ code: "NON_REFUNDABLE", data: { reason: "nothing-to-cancel" } });

    // The event is called off: what was not refunded yet comes back, and no more.
    await cancelEvent(t.app, sale.cltn.id);
    const [all] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
    expect(all).toMatchObject({ status: "CANCELED", cancelledAmount: 168_000 });
    expect((await call("GET", `/discover/orders/${orderId}`, buyer)).json()).toMatchObject({
      status: "REFUNDED",
      refundAmount: 66_000,
      refundReason: "EVENT_CANCELLED",
    });
  });

  it("cancels the tickets picked of an order all held, and the order reads refunded once the last one is", {
    timeout: 90_000,
  }, async () => {
    const sale = await saleFixture(t.db);
    const buyer = await signedIn({ name: "Mina Kim" });
    const { orderId, nftIds } = await buyTickets(sale, buyer, ["Mina Kim", "Joon Park"]);
    const [first, second] = nftIds as [number, number];
    const picked = await call("POST", `/discover/orders/${orderId}/cancel`, buyer, { nftIds: [second] });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json()).toMatchObject({
      status: "ISSUED",
      listStatus: "part-refund",
      refundQuote: { refundable: true, refund: 55_000, nftIds: [first], partial: true },
    });
    expect(picked.json().tickets.map((x: { state: string }) => x.state)).toEqual(["HELD", "REFUNDED"]);
    const rest = await call("POST", `/discover/orders/${orderId}/cancel`, buyer);
    expect(rest.json()).toMatchObject({ status: "REFUNDED", listStatus: "refund", refundAmount: 110_000 });
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
    expect(payment).toMatchObject({ status: "CANCELED", cancelledAmount: 110_000 });
    const [group] = await t.db.select().from(nftGroups).where(eq(nftGroups.id, sale.ga.id));
    expect(group?.issuedCnt).toBe(0);
  });
});

describe("an order in its reader's language", () => {
  it("names the event, the brand, each line and each seat as the organiser wrote them in the reader's language", {
    timeout: 90_000,
  }, async () => {
    const sale = await saleFixture(t.db);
    await t.db
      .update(cltns)
      .set({ extra: { i18n: { ko: { name: "세일 나이트" } } } })
      .where(eq(cltns.id, sale.cltn.id));
    await t.db
      .update(brands)
      .set({ names: { ko: "세일 브랜드" } })
      .where(eq(brands.id, sale.brand.id));
    await t.db
      .update(nftGroupPrices)
      .set({ names: { ko: "성인" } })
      .where(eq(nftGroupPrices.id, sale.gaKrw.id));
    const buyer = await signedIn({ name: "Mina Kim" });
    const { orderId } = await buyTickets(sale, buyer, ["Mina Kim"]);
    const inKo = (
      await call("GET", `/discover/orders/${orderId}`, buyer, undefined, { "accept-language": "ko" })
    ).json();
    expect(inKo).toMatchObject({
      cltnName: "세일 나이트",
      brandName: "세일 브랜드",
      lines: [{ name: "성인" }],
    });
    const inEn = (
      await call("GET", `/discover/orders/${orderId}`, buyer, undefined, { "accept-language": "en" })
    ).json();
    expect(inEn).toMatchObject({
      cltnName: sale.cltn.name,
      brandName: sale.brand.name,
      lines: [{ name: "Adult" }],
    });
    const listed = (
      await call("GET", "/discover/orders", buyer, undefined, { "accept-language": "ko" })
    ).json();
    expect(listed.find((o: { id: string }) => o.id === orderId)).toMatchObject({
      cltnName: "세일 나이트",
      brandName: "세일 브랜드",
    });
  });
});

describe("attendee answers follow the ticket's holder", () => {
  it("the buyer who sent a ticket cannot change its answers (4505), keeps editing the one held; the holder and the brand's host may", {
    timeout: 90_000,
  }, async () => {
    const sale = await questionedSale();
    const buyer = await signedIn({ name: "Mina Kim" });
    const { orderId, nftIds } = await buyTickets(sale, buyer, ["Mina Kim", "Joon Park"]);
    const [first, second] = nftIds as [number, number];
    const friend = await signedIn({ name: "Joon Park" });
    expect(
      (await call("POST", `/nfts/${first}/send`, buyer, { email: friend.user.email })).json(),
    ).toMatchObject({
      status: "DONE",
    });
    const edit = (attendees: unknown) => call("PUT", `/discover/orders/${orderId}`, buyer, { attendees });

    // The order's edit screen, for the ticket sent away: refused, nothing saved anywhere.
    const refused = await edit([
      { name: "Someone Else", phone: "01000000000" },
      { name: "Joon Park", phone: "01012345671" },
    ]);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: "4505", field: "attendees.0" });
    expect((await nftRow(first))?.qtnrInfo).toBeNull();
    // The card's questionnaire of the ticket that left: not theirs either.
    const byCard = await call("POST", `/nfts/${first}/qtnr-info`, buyer, {
      answers: { name: "Someone Else", phone: "01000000000" },
      edit: false,
    });
    expect(byCard.json()).toMatchObject({ code: "4505" });

    // The ticket still held: its answers change, on the order and on that token (not the other).
    const saved = await edit([null, { name: "Joon Park", phone: "01099998888" }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().attendees).toEqual([
      { name: "Mina Kim", phone: "+821012345670" },
      { name: "Joon Park", phone: "+821099998888" },
    ]);
    expect((await nftRow(second))?.qtnrInfo).toEqual({ name: "Joon Park", phone: "+821099998888" });
    expect((await nftRow(first))?.qtnrInfo).toBeNull();

    // The new holder answers for themselves; the brand's host changes them on request.
    const mine = await call("POST", `/nfts/${first}/qtnr-info`, friend, {
      answers: { name: "Joon Park", phone: "01077778888" },
      edit: false,
    });
    expect(mine.json(), mine.body).toEqual({ ok: true });
    expect(await nftRow(first)).toMatchObject({ status: "ACTIVE" });
    const host = await signedIn({ role: "HOST" });
    await t.db.insert(hostBrands).values({ userId: host.id, brandId: sale.brand.id });
    const byHost = await call("POST", `/nfts/${first}/qtnr-info`, host, {
      answers: { name: "Joon Park", phone: "01011112222" },
      edit: true,
    });
    expect(byHost.json(), byHost.body).toEqual({ ok: true });
    expect((await nftRow(first))?.qtnrInfo).toEqual({ name: "Joon Park", phone: "+821011112222" });
    const otherHost = await signedIn({ role: "HOST" });
    expect(
      (
        await call("POST", `/nfts/${first}/qtnr-info`, otherHost, {
          answers: { name: "X", phone: "01011112222" },
          edit: true,
        })
      ).json(),
    ).toMatchObject({ code: "4505" });
  });
});

describe("a resale buyer answers the host's questions", () => {
  it("the reservation asks the questionnaire as a first sale does; the ticket arrives with the buyer's answers, not the seller's", {
    timeout: 90_000,
  }, async () => {
    const sale = await questionedSale();
    const seller = await signedIn({ name: "Mina Kim" });
    const { nftIds } = await buyTickets(sale, seller, ["Mina Kim"]);
    const nftId = nftIds[0] as number;
    const buyer = await signedIn({ name: "Jae Lee" });
    const { reserve } = await resell(nftId, seller, buyer);

    expect((await reserve(undefined)).json()).toMatchObject({ code: "VALIDATION", field: "attendees" });
    expect((await reserve({ attendees: [{ name: "Jae Lee" }] })).json()).toMatchObject({
      code: "VALIDATION",
      field: "attendees.0",
    });
    const reserved = await reserve({ attendees: [{ name: "Jae Lee", phone: "01055556666" }] });
    expect(reserved.statusCode, reserved.body).toBe(201);
    const order = await payResale(reserved.json(), buyer);
    expect(order).toMatchObject({
      status: "ISSUED",
      attendees: [{ name: "Jae Lee", phone: "+821055556666" }],
      // Resale purchases are final: held, but no cancellation takes it back.
      tickets: [{ nftId, state: "HELD", held: true, refundable: false }],
    });
    expect(await nftRow(nftId)).toMatchObject({
      ownerId: buyer.id,
      status: "ACTIVE",
      qtnrInfo: { name: "Jae Lee", phone: "+821055556666" },
    });
    const card = (await call("GET", `/nfts/${nftId}/qtnr-template`, buyer)).json();
    expect(card.answers).toEqual({ name: "Jae Lee", phone: "+821055556666" });
  });
});
