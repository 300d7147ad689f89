import { fileURLToPath } from "node:url";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, openPg } from "../../../src/db/client.ts";
import { nfts, orderRefunds, orders, sandboxPayments } from "../../../src/db/schema/index.ts";
import { SESSION_COOKIE } from "../../../src/modules/sessions/session-token.ts";
import { createVerifiedUser } from "../../fixtures.ts";
import { createScratchDatabase, exited, signInOverHttp, startProcess, stopProcess } from "../../processes.ts";
import { saleFixture } from "../../sale-fixtures.ts";
import { CRASH_POINTS, type CrashPoint } from "./crash/crash-points.ts";

/**
 * Kills the server (SIGKILL) at each step of paying and refunding that talks to the provider,
 * restarts it, and checks that no order is left charged without a ticket or a refund. Each step
 * runs ROUNDS times, on a database of its own (the restart settles every unanswered payment in
 * the database it opens, which other files' in-flight payments must not see).
 */
const ROUNDS = 2;
const PORT = 3195;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = "crash-test-pass-1";
const script = fileURLToPath(new URL("./crash/crash-server.ts", import.meta.url));

let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let url: string;
let database: Database;
let sale: Awaited<ReturnType<typeof saleFixture>>;
let cookie: string;
const rounds: { point: CrashPoint; orderId: string }[] = [];

const start = (crashAt?: CrashPoint) =>
  startProcess(script, {
    DATABASE_URL: url,
    PORT: String(PORT),
    PUBLIC_URL: BASE,
    SEED_DEMO: "false",
    PAYMENT_SETTLE_AFTER_SECONDS: "0",
    ...(crashAt ? { CRASH_AT: crashAt } : {}),
  });
const stop = stopProcess;

/** A call as the browser makes it; a crash answers nothing (the connection drops). */
async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      origin: BASE,
      cookie: `${SESSION_COOKIE}=${cookie}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    redirect: "manual",
  });
  return { status: res.status, json: (await res.text().then((t) => (t ? JSON.parse(t) : null))) as never };
}

/** Reserves `count` tickets and approves them on the sandbox page: the payment call's body. */
async function approved(count = 1) {
  const reservation = await api("POST", `/api/v1/discover/orders/reservation?nftGroupId=${sale.ga.id}`, {
    priceUnit: "KRW",
    list: [{ id: sale.gaKrw.id, count, price: sale.gaKrw.price }],
    amount: sale.gaKrw.price * count,
  });
  expect(reservation.status).toBe(201);
  const { orderId, checkout } = reservation.json as { orderId: string; checkout: { checkoutUrl: string } };
  const approve = await fetch(`${BASE}${checkout.checkoutUrl}/approve`, {
    method: "POST",
    headers: { origin: BASE, "content-type": "application/x-www-form-urlencoded" },
    body: "",
    redirect: "manual",
  });
  const back = new URL(approve.headers.get("location") ?? "", BASE);
  return {
    orderId,
    body: { paymentKey: back.searchParams.get("paymentKey"), amount: sale.gaKrw.price * count },
  };
}

const pay = (p: { orderId: string; body: object }) =>
  api("POST", `/api/v1/discover/orders/${p.orderId}/payment`, p.body, {
    "idempotency-key": `pay-${p.orderId}`,
  });

const until = async (check: () => Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check()) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
};

beforeAll(async () => {
  scratch = await createScratchDatabase(inject("databaseUrl"), "admit_crash");
  url = scratch.url;
  // The first start migrates the new database.
  await stop(await start());
  database = await openPg(url, 2);
  sale = await saleFixture(database.db, { gaTotal: 100, perWallet: 100, daysAway: 30 });
  const user = await createVerifiedUser(database.db, PASSWORD);
  const server = await start();
  cookie = await signInOverHttp(BASE, user.email, PASSWORD);
  await stop(server);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

describe("a crash at any step of paying or refunding", () => {
  for (const point of CRASH_POINTS) {
    it(`is recovered after a restart: ${point}`, { timeout: 120_000 }, async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const refunding = point === "after-refunding" || point === "after-cancel";
        const crashing = await start(point);
        const p = await approved();
        if (refunding) {
          expect((await pay(p)).status).toBe(200);
          await until(async () => (await orderOf(p.orderId))?.status === "ISSUED");
          await expect(api("POST", `/api/v1/discover/orders/${p.orderId}/cancel`)).rejects.toThrow();
        } else {
          await expect(pay(p)).rejects.toThrow();
        }
        expect(await exited(crashing)).toBe("SIGKILL");
        rounds.push({ point, orderId: p.orderId });

        const restarted = await start();
        await until(async () => settled((await orderOf(p.orderId))?.status));
        await stop(restarted);
        const order = await orderOf(p.orderId);
        expect(order?.status).toBe(point === "after-paying" ? "FAILED" : refunding ? "REFUNDED" : "ISSUED");
      }
      await expectNothingStranded(rounds.filter((r) => r.point === point).map((r) => r.orderId));
    });
  }
});

describe("a crash while refunding some tickets of an order", () => {
  for (const point of ["after-refunding", "after-cancel"] as const) {
    it(`is recovered after a restart: ${point}`, { timeout: 120_000 }, async () => {
      const crashing = await start(point);
      const p = await approved(2);
      expect((await pay(p)).status).toBe(200);
      await until(async () => (await orderOf(p.orderId))?.status === "ISSUED");
      const [kept, cancelled] = (await tokensOf(p.orderId)).map((t) => t.id) as [number, number];
      await expect(
        api("POST", `/api/v1/discover/orders/${p.orderId}/cancel`, { nftIds: [cancelled] }),
      ).rejects.toThrow();
      expect(await exited(crashing)).toBe("SIGKILL");

      const restarted = await start();
      await until(async () => (await refundsOf(p.orderId))[0]?.status === "REFUNDED");
      await stop(restarted);
      const [refund, ...more] = await refundsOf(p.orderId);
      expect(more).toHaveLength(0);
      expect(refund).toMatchObject({ status: "REFUNDED", nftIds: [cancelled], amount: sale.gaKrw.price });
      // Charged once, refunded once for the ticket, whatever the crash; the other ticket stays paid and held.
      const [payment] = await database.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderId, p.orderId));
      expect(payment).toMatchObject({ status: "PARTIAL_CANCELED", cancelledAmount: sale.gaKrw.price });
      expect(await orderOf(p.orderId)).toMatchObject({ status: "ISSUED" });
      const tokens = await tokensOf(p.orderId);
      expect(tokens.map((t) => [t.id, t.status, t.ownerId])).toEqual([
        [kept, "ACTIVE", (await orderOf(p.orderId))?.userId],
        [cancelled, "EXPIRED", null],
      ]);
    });
  }
});

const tokensOf = (orderId: string) =>
  database.db.select().from(nfts).where(eq(nfts.orderId, orderId)).orderBy(nfts.id);
const refundsOf = (orderId: string) =>
  database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));

const settled = (status: string | undefined) =>
  status === "ISSUED" || status === "FAILED" || status === "REFUNDED";
const orderOf = async (id: string) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0];

/** Every order: charged ⇔ issued tickets; refunded ⇔ the money back; nothing waiting for an answer. */
async function expectNothingStranded(ids: string[]) {
  const rows = await database.db.select().from(orders).where(inArray(orders.id, ids));
  for (const order of rows) {
    const [payment] = await database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.orderId, order.id))
      .orderBy(sandboxPayments.createdAt);
    const charged = payment && ["DONE", "PARTIAL_CANCELED", "CANCELED"].includes(payment.status);
    const still = charged ? (payment?.amount ?? 0) - (payment?.cancelledAmount ?? 0) : 0;
    const tokens = await database.db.select().from(nfts).where(eq(nfts.orderId, order.id));
    const live = tokens.filter((t) => t.status === "ACTIVE" && t.ownerId === order.userId);
    if (order.status === "ISSUED") {
      expect(still, order.id).toBe(order.amount);
      expect(live, order.id).toHaveLength(order.ticketCount);
    } else if (order.status === "REFUNDED") {
      expect(still, order.id).toBe(order.amount - (order.refundAmount ?? 0));
      expect(live, order.id).toHaveLength(0);
    } else {
      expect(order.status, order.id).toBe("FAILED");
      expect(still, order.id).toBe(0);
      expect(tokens, order.id).toHaveLength(0);
    }
  }
  expect(rows).toHaveLength(ids.length);
}
