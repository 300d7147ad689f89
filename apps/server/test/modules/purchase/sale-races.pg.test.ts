/**
 * Concurrent buyers over real HTTP against the PostgreSQL server (this file runs only in the
 * suite's server mode: PGlite has one connection, so nothing in it can race). Each race runs
 * twice: on the app as it is, which must never oversell, and on an app whose sale guards are
 * switched off (unguarded-sale.ts, test-only) — which must oversell, or the test proves nothing.
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { and, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type BuildOptions, buildApp } from "../../../src/app.ts";
import { loadConfig } from "../../../src/config.ts";
import { openPg } from "../../../src/db/client.ts";
import { orders, seatHolds, users } from "../../../src/db/schema/index.ts";
import { createSession } from "../../../src/modules/sessions/create-session.ts";
import { SESSION_COOKIE } from "../../../src/modules/sessions/session-token.ts";
import { saleFixture } from "../../sale-fixtures.ts";
import { unguardedSale } from "./unguarded-sale.ts";

type Who = { id: number; cookies: Record<string, string> };

async function serve(options: BuildOptions = {}) {
  const database = await openPg(inject("databaseUrl"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    WEB_DIST: "",
    RATE_LIMIT_MAX: "100000",
  });
  const app = await buildApp(config, database, options);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/discover`;
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, db: database.db, base, close };
}

let guarded: Awaited<ReturnType<typeof serve>>;
let unguarded: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  guarded = await serve();
  unguarded = await serve({ sale: unguardedSale });
});
afterAll(async () => {
  await guarded?.close();
  await unguarded?.close();
});

const cookieHeader = (who: Who) =>
  Object.entries(who.cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");

/** Signed-in buyers, made directly (signing in 200 people would only measure argon2 and the rate limit). */
async function buyers(server: typeof guarded, n: number): Promise<Who[]> {
  const made = await server.db
    .insert(users)
    .values(
      Array.from({ length: n }, () => ({
        email: `${randomUUID()}@race.test`,
        name: "Racer",
        customerKey: randomUUID(),
        emailVerifiedAt: new Date(),
        termsAcceptedAt: new Date(),
      })),
    )
    .returning({ id: users.id });
  return Promise.all(
    made.map(async (u) => {
      const { token } = await createSession(server.db, { userId: u.id, ttlDays: 1 });
      return { id: u.id, cookies: { [SESSION_COOKIE]: token } };
    }),
  );
}

const put = (server: typeof guarded, who: Who, path: string, body: unknown) =>
  fetch(`${server.base}${path}`, {
    method: path.includes("reservation") ? "POST" : "PUT",
    headers: {
      "content-type": "application/json",
      cookie: cookieHeader(who),
      origin: server.app.config.publicUrl,
    },
    body: JSON.stringify(body),
  });

async function gaRace(server: typeof guarded) {
  const sale = await saleFixture(server.db, { gaTotal: 50, perWallet: 4 });
  const people = await buyers(server, 200);
  const answers = await Promise.all(
    people.map((who) =>
      put(server, who, `/orders/reservation?nftGroupId=${sale.ga.id}`, {
        priceUnit: "KRW",
        list: [{ id: sale.gaKrw.id, count: 1, price: sale.gaKrw.price }],
        amount: sale.gaKrw.price,
      }),
    ),
  );
  const sold = await server.db.select().from(orders).where(eq(orders.nftGroupId, sale.ga.id));
  return { won: answers.filter((r) => r.status === 201).length, orders: sold.length };
}

async function seatRace(server: typeof guarded) {
  const sale = await saleFixture(server.db, { seatCount: 1 });
  const seat = sale.seats[0]?.id as number;
  const people = await buyers(server, 100);
  const answers = await Promise.all(
    people.map((who) =>
      put(server, who, "/seats/reserve", {
        idList: [seat],
        cltnTimeId: sale.time.id,
        nftGroupId: sale.seated.id,
      }),
    ),
  );
  const holders = new Set(
    (
      (await Promise.all(answers.filter((r) => r.status === 200).map((r) => r.json()))) as {
        seatReqId: string;
      }[]
    ).map((j) => j.seatReqId),
  );
  const rows = await server.db.select().from(seatHolds).where(eq(seatHolds.seatId, seat));
  return { won: holders.size, rows: rows.length };
}

describe("never oversell", () => {
  it("200 buyers racing for 50 general-admission tickets buy exactly 50", async () => {
    const result = await gaRace(guarded);
    expect(result).toEqual({ won: 50, orders: 50 });
  });

  it("control: without the guard the same race oversells", async () => {
    const result = await gaRace(unguarded);
    expect(result.won).toBeGreaterThan(50);
  });

  it("100 buyers racing for one seat: one holds it", async () => {
    const result = await seatRace(guarded);
    expect(result).toEqual({ won: 1, rows: 1 });
  });

  it("control: without the guard more than one buyer is told the seat is theirs", async () => {
    const result = await seatRace(unguarded);
    expect(result.won).toBeGreaterThan(1);
  });
});

/** One buyer starting ten selections of four seats at once, on a date with a limit of four per account. */
async function hoardRace(server: typeof guarded) {
  const sale = await saleFixture(server.db, { seatCount: 40, perWallet: 4 });
  const [who] = await buyers(server, 1);
  if (!who) throw new Error("no buyer");
  const ids = sale.seats.map((seat) => seat.id);
  await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      put(server, who, "/seats/reserve", {
        idList: ids.slice(i * 4, i * 4 + 4),
        cltnTimeId: sale.time.id,
        nftGroupId: sale.seated.id,
      }),
    ),
  );
  const live = await server.db
    .select()
    .from(seatHolds)
    .where(and(eq(seatHolds.userId, who.id), gt(seatHolds.heldUntil, sql`now()`)));
  return live.length;
}

describe("never hoard", () => {
  it("ten selections started together by one account hold no more than its limit", async () => {
    expect(await hoardRace(guarded)).toBeLessThanOrEqual(4);
  });

  it("control: without the guard they hold every seat", async () => {
    expect(await hoardRace(unguarded)).toBeGreaterThan(4);
  });
});

/**
 * A seated ticket whose refund fails at the provider (its payment key is one the sandbox does not
 * know), cancelled while 20 other buyers try to hold its seat at the same moment.
 */
async function refundRace(server: typeof guarded) {
  const sale = await saleFixture(server.db, { seatCount: 1 });
  const seat = sale.seats[0]?.id as number;
  const [owner, ...others] = await buyers(server, 21);
  if (!owner) throw new Error("no buyer");
  const held = (await (
    await put(server, owner, "/seats/reserve", {
      idList: [seat],
      cltnTimeId: sale.time.id,
      nftGroupId: sale.seated.id,
    })
  ).json()) as { seatReqId: string };
  const reservation = (await (
    await put(server, owner, `/orders/reservation?nftGroupId=${sale.seated.id}`, {
      priceUnit: "KRW",
      list: [{ id: sale.seatKrw.id, count: 1, price: sale.seatKrw.price }],
      amount: sale.seatKrw.price,
      seatReqId: held.seatReqId,
    })
  ).json()) as { orderId: string; checkout: { checkoutUrl: string } };
  const base = server.base.replace("/api/v1/discover", "");
  const origin = server.app.config.publicUrl;
  const approved = await fetch(`${base}${reservation.checkout.checkoutUrl}/approve`, {
    method: "POST",
    headers: { origin },
    redirect: "manual",
  });
  const back = new URL(approved.headers.get("location") ?? "", base);
  const paid = await fetch(`${server.base}/orders/${reservation.orderId}/payment`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: cookieHeader(owner), origin },
    body: JSON.stringify({
      paymentKey: back.searchParams.get("paymentKey"),
      amount: Number(back.searchParams.get("amount")),
    }),
  });
  expect(paid.status).toBe(200);
  await server.db
    .update(orders)
    .set({ paymentKey: "sbx_unknown_to_the_provider" })
    .where(eq(orders.id, reservation.orderId));
  const [cancel, ...holds] = await Promise.all([
    fetch(`${server.base}/orders/${reservation.orderId}/cancel`, {
      method: "POST",
      headers: { cookie: cookieHeader(owner), origin },
    }),
    ...others.map((who) =>
      put(server, who, "/seats/reserve", {
        idList: [seat],
        cltnTimeId: sale.time.id,
        nftGroupId: sale.seated.id,
      }),
    ),
  ]);
  // A hold that lost the first round tries once more after the refund has answered.
  const late = await put(server, others[0] as Who, "/seats/reserve", {
    idList: [seat],
    cltnTimeId: sale.time.id,
    nftGroupId: sale.seated.id,
  });
  const [order] = await server.db.select().from(orders).where(eq(orders.id, reservation.orderId));
  const ownerKeeps = order?.status === "PAID" || order?.status === "ISSUED";
  const othersWon = [...holds, late].filter((r) => r.status === 200).length;
  return { refundStatus: cancel?.status, ownerKeeps, othersWon };
}

describe("a refund and a purchase racing for the same seat", () => {
  it("never both win: while the owner keeps the ticket, nobody else holds its seat", async () => {
    const result = await refundRace(guarded);
    expect(result).toMatchObject({ ownerKeeps: true, othersWon: 0 });
    expect(result.refundStatus).not.toBe(200);
  });

  it("control: releasing the seat before the refund is done lets both win", async () => {
    const result = await refundRace(unguarded);
    expect(result.ownerKeeps).toBe(true);
    expect(result.othersWon).toBeGreaterThan(0);
  });
});

/** `n` of `all` in a random order: customers pick seats in whatever order they tap them. */
function pick<T>(all: T[], n: number): T[] {
  const shuffled = [...all];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as T, shuffled[i] as T];
  }
  return shuffled.slice(0, n);
}

/**
 * 20 customers at once, each choosing 3 of the same 6 seats four times over (a new selection,
 * then changes to it). Each customer's answers say what they hold: after a 200 the seats it
 * named, after a refused change the seats held before, after a refused new selection none.
 */
async function overlapRace(server: typeof guarded) {
  const sale = await saleFixture(server.db, { seatCount: 6, perWallet: 4 });
  const ids = sale.seats.map((seat) => seat.id);
  const people = await buyers(server, 20);
  const statuses: number[] = [];
  const told = new Map<number, number[]>();
  await Promise.all(
    people.map(async (who) => {
      let seatReqId: string | undefined;
      let holds: number[] = [];
      for (let round = 0; round < 4; round++) {
        const idList = pick(ids, 3);
        const answer = await put(server, who, "/seats/reserve", {
          idList,
          cltnTimeId: sale.time.id,
          nftGroupId: sale.seated.id,
          ...(seatReqId ? { seatReqId } : {}),
        });
        statuses.push(answer.status);
        if (answer.status === 200) {
          seatReqId = ((await answer.json()) as { seatReqId: string }).seatReqId;
          holds = idList;
        } else if (!seatReqId) holds = [];
      }
      told.set(who.id, holds);
    }),
  );
  const held = await server.db
    .select()
    .from(seatHolds)
    .where(and(eq(seatHolds.cltnTimeId, sale.time.id), gt(seatHolds.heldUntil, sql`now()`)));
  const truthful = people.every((who) => {
    const theirs = held.filter((h) => h.userId === who.id).map((h) => h.seatId);
    return [...theirs].sort().join() === [...(told.get(who.id) ?? [])].sort().join();
  });
  return { statuses: [...new Set(statuses)].sort(), truthful };
}

describe("customers choosing overlapping seats at once", () => {
  it("are each told 200 or 409, and hold exactly what they were told", async () => {
    const result = await overlapRace(guarded);
    expect(result).toEqual({ statuses: expect.arrayContaining([200]), truthful: true });
    expect(result.statuses.every((s) => s === 200 || s === 409)).toBe(true);
  });

  it("control: without the guard customers hold other than what they were told", async () => {
    const result = await overlapRace(unguarded);
    expect(result.truthful).toBe(false);
  });
});

/** A general-admission reservation whose payment the sandbox approved: what the success page posts back. */
async function approvedReservation(server: typeof guarded, who: Who) {
  const sale = await saleFixture(server.db, { gaTotal: 10, perWallet: 4 });
  const reservation = (await (
    await put(server, who, `/orders/reservation?nftGroupId=${sale.ga.id}`, {
      priceUnit: "KRW",
      list: [{ id: sale.gaKrw.id, count: 1, price: sale.gaKrw.price }],
      amount: sale.gaKrw.price,
    })
  ).json()) as { orderId: string; checkout: { checkoutUrl: string } };
  const base = server.base.replace("/api/v1/discover", "");
  const approved = await fetch(`${base}${reservation.checkout.checkoutUrl}/approve`, {
    method: "POST",
    headers: { origin: server.app.config.publicUrl },
    redirect: "manual",
  });
  const back = new URL(approved.headers.get("location") ?? "", base);
  return {
    orderId: reservation.orderId,
    payment: {
      paymentKey: back.searchParams.get("paymentKey"),
      amount: Number(back.searchParams.get("amount")),
    },
  };
}

describe("one payment confirmed ten times at once (a double submit, several tabs)", () => {
  it("every confirmation answers the paid order, none says the time ran out", async () => {
    const [who] = await buyers(guarded, 1);
    if (!who) throw new Error("no buyer");
    const { orderId, payment } = await approvedReservation(guarded, who);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${guarded.base}/orders/${orderId}/payment`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            cookie: cookieHeader(who),
            origin: guarded.app.config.publicUrl,
          },
          body: JSON.stringify(payment),
        }),
      ),
    );
    // The issuing job may have ended a moment after the first answers: paid is PAID or ISSUED.
    const told = await Promise.all(
      answers.map(async (r) => {
        const status = ((await r.json()) as { status?: string }).status;
        return `${r.status} ${status === "ISSUED" ? "PAID" : status}`;
      }),
    );
    expect(told).toEqual(Array(10).fill("200 PAID"));
  });
});
