import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  nftGroups,
  nfts,
  orderRefunds,
  orders,
  sandboxPayments,
  seatHolds,
} from "../../../src/db/schema/index.ts";
import { PaymentError, type PaymentProvider } from "../../../src/integrations/payments/payment-provider.ts";
import { ISSUE_ORDER_QUEUE } from "../../../src/jobs/issue-order-job.ts";
import { jobIdOf } from "../../../src/jobs/queue.ts";
import { recoverPayments } from "../../../src/modules/payments/recover-payments.ts";
import { createSignedInUser, waitFor, waitForMails } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";
import { saleFixture } from "../../sale-fixtures.ts";

const PUBLIC_URL = "https://admit.test";
type Who = Awaited<ReturnType<typeof createSignedInUser>>;
type Sale = Awaited<ReturnType<typeof saleFixture>>;
type Fault = "none" | "unavailable" | "lose-answer" | "refuse";

/**
 * The sandbox provider with faults the tests switch on: `unavailable` answers nothing and does
 * nothing; `lose-answer` does the work at the provider and then loses its answer (a timeout after
 * the provider acted — the case a crash at that line also leaves); `refuse` says no and does nothing.
 */
const faults: Record<"confirm" | "cancel" | "lookup", Fault> = {
  confirm: "none",
  cancel: "none",
  lookup: "none",
};
const unavailable = () => new PaymentError("PROVIDER_UNAVAILABLE", "timed out", "TimeoutError");
function faulty(real: PaymentProvider): PaymentProvider {
  const run = async <T>(fault: keyof typeof faults, call: () => Promise<T>): Promise<T> => {
    const mode = faults[fault];
    if (mode === "unavailable") throw unavailable();
    if (mode === "refuse") throw new PaymentError("NOT_CANCELABLE", "refused", "NOT_CANCELABLE_PAYMENT");
    const result = await call();
    if (mode === "lose-answer") throw unavailable();
    return result;
  };
  return {
    name: real.name,
    checkoutSession: (input) => real.checkoutSession(input),
    confirm: (input) => run("confirm", () => real.confirm(input)),
    cancel: (input) => run("cancel", () => real.cancel(input)),
    lookup: (orderId) => run("lookup", () => real.lookup(orderId)),
  };
}

/** The job queue, made to drop issuing jobs while set: a crash between the payment's commit and the send. */
let dropIssuing = false;
const dropping = (boss: PgBoss) =>
  new Proxy(boss, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (prop === "send")
        return (name: string, ...rest: unknown[]) =>
          dropIssuing && name === ISSUE_ORDER_QUEUE
            ? Promise.resolve(null)
            : (target.send as (...args: unknown[]) => Promise<string | null>)(name, ...rest);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL }, { payments: faulty, queue: dropping });
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, who: Who, payload?: object, headers = {}) =>
  t.app.inject({
    method,
    url: `/api/v1/discover${url}`,
    cookies: who.cookies,
    headers: { origin: PUBLIC_URL, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });

const reset = () => Object.assign(faults, { confirm: "none", cancel: "none", lookup: "none" });

/** Reserves `count` general-admission tickets and approves them on the sandbox page. */
async function approvedGa(sale: Sale, who: Who, count = 1) {
  const res = await call("POST", `/orders/reservation?nftGroupId=${sale.ga.id}`, who, {
    priceUnit: "KRW",
    list: [{ id: sale.gaKrw.id, count, price: sale.gaKrw.price }],
    amount: sale.gaKrw.price * count,
  });
  expect(res.statusCode).toBe(201);
  const reservation = res.json();
  const approve = await t.app.inject({
    method: "POST",
    url: `${reservation.checkout.checkoutUrl}/approve`,
    headers: { origin: PUBLIC_URL, "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });
  const back = new URL(String(approve.headers.location), PUBLIC_URL);
  return {
    orderId: reservation.orderId as string,
    body: {
      paymentKey: back.searchParams.get("paymentKey") ?? "",
      amount: Number(back.searchParams.get("amount")),
    },
  };
}

const pay = (who: Who, p: { orderId: string; body: object }) =>
  call("POST", `/orders/${p.orderId}/payment`, who, p.body, { "idempotency-key": `pay-${p.orderId}` });

const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const charged = async (orderId: string) =>
  (
    await t.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.orderId, orderId), sql`${sandboxPayments.status} <> 'IN_PROGRESS'`))
  )[0];
/** The order as if its request had stopped answering a while ago: the sweep's business now. */
const age = (id: string) =>
  t.db.update(orders).set({ updatedAt: sql`now() - interval '10 minutes'` }).where(eq(orders.id, id));
const listed = async (who: Who) =>
  (await call("GET", "/orders", who)).json() as { id: string; listStatus: string }[];

describe("payment recovery", () => {
  it("a confirm whose answer was lost shows 'confirming', and the customer's retry settles it as paid", async () => {
    reset();
    const sale = await saleFixture(t.db);
    const who = await createSignedInUser(t, "recovery-pass-1");
    const p = await approvedGa(sale, who, 2);
    faults.confirm = "lose-answer";
    const first = await pay(who, p);
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({ code: "UNAVAILABLE", data: { status: "PAYING" } });
    expect((await charged(p.orderId))?.status).toBe("DONE");
    // Never a vanished order: it is listed, as being confirmed, and counts against the stock.
    expect((await listed(who)).find((o) => o.id === p.orderId)?.listStatus).toBe("confirming");

    faults.confirm = "none";
    const retry = await pay(who, p);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({
      status: expect.stringMatching(/^(PAID|ISSUED)$/),
      listStatus: "buy",
    });
    const tokens = await t.db.select().from(nfts).where(eq(nfts.orderId, p.orderId));
    expect(tokens).toHaveLength(2);
    const [group] = await t.db.select().from(nftGroups).where(eq(nftGroups.id, sale.ga.id));
    expect(group).toMatchObject({ issuedCnt: 2, reservedCnt: 0 });
  });

  it("the sweep asks the provider: charged → paid and issued; never charged → released", async () => {
    reset();
    const sale = await saleFixture(t.db, { gaTotal: 3 });
    const who = await createSignedInUser(t, "recovery-pass-1");
    const paid = await approvedGa(sale, who);
    faults.confirm = "lose-answer";
    expect((await pay(who, paid)).statusCode).toBe(503);
    const notPaid = await approvedGa(sale, who);
    faults.confirm = "unavailable";
    expect((await pay(who, notPaid)).statusCode).toBe(503);
    reset();
    // Not yet: a request may still be waiting for the provider's answer.
    await recoverPayments(t.app);
    expect((await orderRow(paid.orderId))?.status).toBe("PAYING");

    await age(paid.orderId);
    await age(notPaid.orderId);
    await recoverPayments(t.app);
    expect(
      await waitFor(
        () => orderRow(paid.orderId),
        (o) => o?.status === "ISSUED",
      ),
    ).toMatchObject({
      status: "ISSUED",
    });
    expect(await orderRow(notPaid.orderId)).toMatchObject({ status: "FAILED", failure: "NOT_CONFIRMED" });
    expect(await charged(notPaid.orderId)).toBeUndefined();
    const [group] = await t.db.select().from(nftGroups).where(eq(nftGroups.id, sale.ga.id));
    expect(group).toMatchObject({ issuedCnt: 1, reservedCnt: 0 });
    const list = await listed(who);
    expect(list.map((o) => o.id)).toContain(paid.orderId);
    expect(list.map((o) => o.id)).not.toContain(notPaid.orderId);
  });

  it("a provider that cannot answer the sweep leaves the order confirming until it can", async () => {
    reset();
    const sale = await saleFixture(t.db);
    const who = await createSignedInUser(t, "recovery-pass-1");
    const p = await approvedGa(sale, who);
    faults.confirm = "lose-answer";
    await pay(who, p);
    await age(p.orderId);
    faults.lookup = "unavailable";
    await recoverPayments(t.app);
    expect((await orderRow(p.orderId))?.status).toBe("PAYING");
    faults.lookup = "none";
    await recoverPayments(t.app);
    expect((await orderRow(p.orderId))?.status).toMatch(/^(PAID|ISSUED)$/);
  });

  it("a payment confirmed after its seats went to someone else is refunded in full, with a mail", async () => {
    reset();
    const sale = await saleFixture(t.db, { seatCount: 4 });
    const who = await createSignedInUser(t, "recovery-pass-1");
    const other = await createSignedInUser(t, "recovery-pass-1");
    const seat = sale.seats[0]?.id as number;
    const hold = await call("PUT", `/seats/reserve`, who, {
      nftGroupId: sale.seated.id,
      cltnTimeId: sale.time.id,
      idList: [seat],
    });
    expect(hold.statusCode).toBe(200);
    const res = await call("POST", `/orders/reservation?nftGroupId=${sale.seated.id}`, who, {
      priceUnit: "KRW",
      list: [{ id: sale.seatKrw.id, count: 1, price: sale.seatKrw.price }],
      amount: sale.seatKrw.price,
      seatReqId: hold.json().seatReqId,
    });
    expect(res.statusCode).toBe(201);
    const approve = await t.app.inject({
      method: "POST",
      url: `${res.json().checkout.checkoutUrl}/approve`,
      headers: { origin: PUBLIC_URL, "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    const back = new URL(String(approve.headers.location), PUBLIC_URL);
    const p = {
      orderId: res.json().orderId as string,
      body: { paymentKey: back.searchParams.get("paymentKey") ?? "", amount: sale.seatKrw.price },
    };
    faults.confirm = "lose-answer";
    expect((await pay(who, p)).statusCode).toBe(503);
    reset();
    // The process was down past the hold: the seat lapsed and another customer took it.
    await t.db
      .update(seatHolds)
      .set({ heldUntil: sql`now() - interval '1 minute'` })
      .where(eq(seatHolds.orderId, p.orderId));
    const taken = await call("PUT", `/seats/reserve`, other, {
      nftGroupId: sale.seated.id,
      cltnTimeId: sale.time.id,
      idList: [seat],
    });
    expect(taken.statusCode).toBe(200);
    await age(p.orderId);
    await recoverPayments(t.app);

    expect(await orderRow(p.orderId)).toMatchObject({
      status: "REFUNDED",
      refundReason: "UNFULFILLED",
      refundAmount: sale.seatKrw.price,
      refundFee: 0,
      failure: "HOLD_LOST",
    });
    expect(await charged(p.orderId)).toMatchObject({
      status: "CANCELED",
      cancelledAmount: sale.seatKrw.price,
    });
    expect(await t.db.select().from(nfts).where(eq(nfts.orderId, p.orderId))).toHaveLength(0);
    const detail = (await call("GET", `/orders/${p.orderId}`, who)).json();
    expect(detail).toMatchObject({ status: "REFUNDED", listStatus: "refund", refundReason: "UNFULFILLED" });
    const [mail] = await waitForMails(t.db, who.user.email);
    expect(mail?.subject).toContain(sale.cltn.name);
    expect(mail?.text).toContain(`${PUBLIC_URL}/profile/orders/${p.orderId}`);
    // The other customer's hold is untouched.
    const [held] = await t.db.select().from(seatHolds).where(eq(seatHolds.seatId, seat));
    expect(held?.userId).toBe(other.id);
  });

  it("a refund whose answer was lost stays 'refunding' and is finished by asking again, once", async () => {
    reset();
    const sale = await saleFixture(t.db, { daysAway: 30 });
    const who = await createSignedInUser(t, "recovery-pass-1");
    const p = await approvedGa(sale, who, 2);
    expect((await pay(who, p)).statusCode).toBe(200);
    faults.cancel = "lose-answer";
    const cancel = await call("POST", `/orders/${p.orderId}/cancel`, who);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: "REFUNDING", listStatus: "refunding" });
    // The tickets are out of use at once; the money is back at the provider.
    const tokens = await t.db.select().from(nfts).where(eq(nfts.orderId, p.orderId));
    expect(tokens.map((n) => n.status)).toEqual(["EXPIRED", "EXPIRED"]);
    const refunded = await charged(p.orderId);
    expect(refunded?.cancelledAmount).toBe((await orderRow(p.orderId))?.refundAmount);
    reset();
    await age(p.orderId);
    await recoverPayments(t.app);
    const order = await orderRow(p.orderId);
    expect(order?.status).toBe("REFUNDED");
    // Asked again with the same key: refunded once, not twice.
    expect((await charged(p.orderId))?.cancelledAmount).toBe(order?.refundAmount);
    const [group] = await t.db.select().from(nftGroups).where(eq(nftGroups.id, sale.ga.id));
    expect(group).toMatchObject({ issuedCnt: 0, reservedCnt: 0 });
    expect((await t.db.select().from(nfts).where(eq(nfts.orderId, p.orderId))).map((n) => n.ownerId)).toEqual(
      [null, null],
    );
  });

  it("a refund the provider refuses puts the order and its tickets back as they were", async () => {
    reset();
    const sale = await saleFixture(t.db, { daysAway: 30 });
    const who = await createSignedInUser(t, "recovery-pass-1");
    const p = await approvedGa(sale, who);
    expect((await pay(who, p)).statusCode).toBe(200);
    await waitFor(
      () => orderRow(p.orderId),
      (o) => o?.status === "ISSUED",
    );
    // Refunded behind our back at the provider: our own refund is then refused.
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, p.orderId));
    await t.app.payments.cancel({
      paymentKey: payment?.paymentKey ?? "",
      reason: "a partial refund at the console",
      amount: (payment?.amount ?? 0) - 1,
      idempotencyKey: randomUUID(),
    });
    const cancel = await call("POST", `/orders/${p.orderId}/cancel`, who);
    expect(cancel.statusCode).toBe(402);
    expect(cancel.json()).toMatchObject({ code: "PAYMENT_FAILED", data: { reason: "NOT_CANCELABLE" } });
    expect(await orderRow(p.orderId)).toMatchObject({ status: "ISSUED", refundReason: null });
    const tokens = await t.db.select().from(nfts).where(eq(nfts.orderId, p.orderId));
    expect(tokens.map((n) => [n.status, n.ownerId])).toEqual([["ACTIVE", who.id]]);
  });

  it("a refund of some tickets whose answer was lost stays 'refunding' and is finished by the sweep, once", async () => {
    reset();
    const sale = await saleFixture(t.db, { daysAway: 30 });
    const who = await createSignedInUser(t, "recovery-pass-1");
    const p = await approvedGa(sale, who, 3);
    expect((await pay(who, p)).statusCode).toBe(200);
    const issued = await waitFor(
      () => call("GET", `/orders/${p.orderId}`, who).then((r) => r.json()),
      (o) => o.status === "ISSUED",
    );
    const [, second, third] = issued.nftIds as number[];
    faults.cancel = "lose-answer";
    const cancel = await call("POST", `/orders/${p.orderId}/cancel`, who, { nftIds: [second, third] });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ status: "ISSUED", listStatus: "refunding" });
    expect(cancel.json().tickets.map((x: { state: string }) => x.state)).toEqual([
      "HELD",
      "REFUNDING",
      "REFUNDING",
    ]);
    const [refund] = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, p.orderId));
    expect(refund).toMatchObject({ status: "REFUNDING", amount: sale.gaKrw.price * 2 });
    // A second cancellation waits for this one: nothing more is taken.
    const again = await call("POST", `/orders/${p.orderId}/cancel`, who, { nftIds: [issued.nftIds[0]] });
    expect(again.json().tickets.map((x: { state: string }) => x.state)).toEqual([
      "HELD",
      "REFUNDING",
      "REFUNDING",
    ]);
    reset();
    await t.db
      .update(orderRefunds)
      .set({ updatedAt: sql`now() - interval '10 minutes'` })
      .where(eq(orderRefunds.orderId, p.orderId));
    expect((await recoverPayments(t.app)).refunds).toBeGreaterThanOrEqual(1);
    const [done] = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, p.orderId));
    expect(done?.status).toBe("REFUNDED");
    // Asked twice with one key: refunded once; the third ticket's order stays paid for it.
    expect(await charged(p.orderId)).toMatchObject({
      status: "PARTIAL_CANCELED",
      cancelledAmount: sale.gaKrw.price * 2,
    });
    expect(await orderRow(p.orderId)).toMatchObject({ status: "ISSUED" });
    const [group] = await t.db.select().from(nftGroups).where(eq(nftGroups.id, sale.ga.id));
    expect(group).toMatchObject({ issuedCnt: 1, reservedCnt: 0 });
    const tokens = await t.db.select().from(nfts).where(eq(nfts.orderId, p.orderId)).orderBy(nfts.id);
    expect(tokens.map((n) => [n.status, n.ownerId])).toEqual([
      ["ACTIVE", who.id],
      ["EXPIRED", null],
      ["EXPIRED", null],
    ]);
    expect((await listed(who)).find((o) => o.id === p.orderId)?.listStatus).toBe("part-refund");
  });

  it("a refund of some tickets the provider refuses gives those tickets back; the order stays as it was", async () => {
    reset();
    const sale = await saleFixture(t.db, { daysAway: 30 });
    const who = await createSignedInUser(t, "recovery-pass-1");
    const p = await approvedGa(sale, who, 2);
    expect((await pay(who, p)).statusCode).toBe(200);
    const issued = await waitFor(
      () => call("GET", `/orders/${p.orderId}`, who).then((r) => r.json()),
      (o) => o.status === "ISSUED",
    );
    faults.cancel = "refuse";
    const cancel = await call("POST", `/orders/${p.orderId}/cancel`, who, { nftIds: [issued.nftIds[1]] });
    reset();
    expect(cancel.statusCode).toBe(402);
    expect(cancel.json()).toMatchObject({ code: "PAYMENT_FAILED", data: { reason: "NOT_CANCELABLE" } });
    const [refund] = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, p.orderId));
    expect(refund).toMatchObject({ status: "REFUSED", failure: "REFUND_REFUSED:NOT_CANCELABLE" });
    const tokens = await t.db.select().from(nfts).where(eq(nfts.orderId, p.orderId)).orderBy(nfts.id);
    expect(tokens.map((n) => [n.status, n.ownerId])).toEqual([
      ["ACTIVE", who.id],
      ["ACTIVE", who.id],
    ]);
    const detail = (await call("GET", `/orders/${p.orderId}`, who)).json();
    expect(detail).toMatchObject({ status: "ISSUED", listStatus: "buy" });
    expect(detail.tickets.map((x: { state: string }) => x.state)).toEqual(["HELD", "HELD"]);
  });

  it("a paid order whose issuing job was never sent gets it from the sweep", async () => {
    reset();
    const sale = await saleFixture(t.db);
    const who = await createSignedInUser(t, "recovery-pass-1");
    const p = await approvedGa(sale, who);
    dropIssuing = true;
    const paid = await pay(who, p);
    dropIssuing = false;
    expect(paid.json()).toMatchObject({ status: "PAID" });
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await orderRow(p.orderId))?.status).toBe("PAID");
    await t.db
      .update(nfts)
      .set({ updatedAt: sql`now() - interval '10 minutes'` })
      .where(eq(nfts.orderId, p.orderId));
    const swept = await recoverPayments(t.app);
    expect(swept.issuing).toBeGreaterThanOrEqual(1);
    expect(
      await waitFor(
        () => orderRow(p.orderId),
        (o) => o?.status === "ISSUED",
      ),
    ).toMatchObject({
      status: "ISSUED",
    });
    // Sent again while it exists, it is the same job: one issuing job per order.
    await t.app.queue.send(
      ISSUE_ORDER_QUEUE,
      { orderId: p.orderId },
      { id: jobIdOf("issue-order", p.orderId) },
    );
    const jobs = await t.database.executeSql(
      "select count(*)::int as n from pgboss.job where name = $1 and data->>'orderId' = $2",
      [ISSUE_ORDER_QUEUE, p.orderId],
    );
    expect(jobs.rows).toEqual([{ n: 1 }]);
  });
});
