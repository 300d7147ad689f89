import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, sandboxPayments, users } from "../../src/db/schema/index.ts";
import { createSignedInUser } from "../fixtures.ts";
import { buildTestApp } from "../helper.ts";
import { saleFixture } from "../sale-fixtures.ts";

const PUBLIC_URL = "https://admit.test";
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

type Who = Awaited<ReturnType<typeof createSignedInUser>>;
const post = (url: string, who: Who, payload: object, key: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/discover${url}`,
    cookies: who.cookies,
    headers: { origin: PUBLIC_URL, "idempotency-key": key },
    payload,
  });

describe("Idempotency-Key", () => {
  it("answers a repeat with the first answer, even after the payment, and opens no second checkout", async () => {
    const sale = await saleFixture(t.db);
    const who = await createSignedInUser(t, "idem-pass-1");
    const selection = {
      priceUnit: "KRW",
      list: [{ id: sale.gaKrw.id, count: 1, price: sale.gaKrw.price }],
      amount: sale.gaKrw.price,
    };
    const key = crypto.randomUUID();
    const first = await post(`/orders/reservation?nftGroupId=${sale.ga.id}`, who, selection, key);
    expect(first.statusCode).toBe(201);
    const { orderId, checkout } = first.json();
    // The same body with its keys in another order is the same request.
    const again = await post(
      `/orders/reservation?nftGroupId=${sale.ga.id}`,
      who,
      { amount: selection.amount, list: selection.list, priceUnit: "KRW" },
      key,
    );
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(
      await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId)),
    ).toHaveLength(1);

    const approve = await t.app.inject({
      method: "POST",
      url: `${checkout.checkoutUrl}/approve`,
      headers: { origin: PUBLIC_URL, "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    const back = new URL(String(approve.headers.location), PUBLIC_URL);
    const body = { paymentKey: back.searchParams.get("paymentKey"), amount: sale.gaKrw.price };
    const paid = await post(`/orders/${orderId}/payment`, who, body, `pay-${key}`);
    expect(paid.statusCode).toBe(200);
    const replayedPay = await post(`/orders/${orderId}/payment`, who, body, `pay-${key}`);
    expect(replayedPay.json()).toEqual(paid.json());
    // After the payment the reservation's key still answers the reservation.
    const late = await post(`/orders/reservation?nftGroupId=${sale.ga.id}`, who, selection, key);
    expect(late.json()).toEqual(first.json());
    expect(await t.db.select().from(orders).where(eq(orders.reservationKey, key))).toHaveLength(1);
  });

  it("refuses the same key with another body, path or account: 422 IDEMPOTENCY_CONFLICT, in the user's language", async () => {
    const sale = await saleFixture(t.db);
    const who = await createSignedInUser(t, "idem-pass-1");
    const other = await createSignedInUser(t, "idem-pass-1");
    const selection = (count: number) => ({
      priceUnit: "KRW",
      list: [{ id: sale.gaKrw.id, count, price: sale.gaKrw.price }],
      amount: sale.gaKrw.price * count,
    });
    const key = crypto.randomUUID();
    expect(
      (await post(`/orders/reservation?nftGroupId=${sale.ga.id}`, who, selection(1), key)).statusCode,
    ).toBe(201);
    const messages = new Set<string>();
    for (const lang of ["en", "ko", "ja", "zh-tw"] as const) {
      await t.db.update(users).set({ language: lang }).where(eq(users.id, who.id));
      const conflict = await post(`/orders/reservation?nftGroupId=${sale.ga.id}`, who, selection(2), key);
      expect(conflict.statusCode).toBe(422);
      expect(conflict.json()).toMatchObject({ code: "IDEMPOTENCY_CONFLICT" });
      messages.add(conflict.json().message);
    }
    expect(messages.size).toBe(4);
    const otherPath = await post(`/payment/free?nftGroupId=${sale.ga.id}`, who, selection(1), key);
    expect(otherPath.json()).toMatchObject({ code: "IDEMPOTENCY_CONFLICT" });
    // Keys are the account's own: another customer's same key is a request of their own.
    const theirs = await post(`/orders/reservation?nftGroupId=${sale.ga.id}`, other, selection(1), key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().orderId).not.toBe(undefined);
  });

  it("keeps no undecided answer: a refusal is replayed, a request without a key is not remembered", async () => {
    const sale = await saleFixture(t.db, { gaTotal: 1 });
    const who = await createSignedInUser(t, "idem-pass-1");
    const selection = {
      priceUnit: "KRW",
      list: [{ id: sale.gaKrw.id, count: 2, price: sale.gaKrw.price }],
      amount: sale.gaKrw.price * 2,
    };
    const key = crypto.randomUUID();
    const refused = await post(`/orders/reservation?nftGroupId=${sale.ga.id}`, who, selection, key);
    expect(refused.statusCode).toBe(400);
    const again = await post(`/orders/reservation?nftGroupId=${sale.ga.id}`, who, selection, key);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(refused.json());
    const bad = await post(`/orders/reservation?nftGroupId=${sale.ga.id}`, who, selection, "short");
    expect(bad.json()).toMatchObject({ code: "VALIDATION", field: "Idempotency-Key" });
  });
});
