/**
 * Tickets changing hands on a PostgreSQL server, through the API, every move a real chain write of
 * the embedded chain:
 *   - sends/s: members sending tokens to members (POST /nfts/{id}/send, each an operator transfer
 *     through the outbox, confirmed before it answers), beside the same clients' signed-in
 *     GET /users/me in the same run (the HTTP round trip and session alone: the baseline);
 *   - time from a send to the receiver's notification (GET /notifications/unconfirm shows it);
 *   - resale purchases/s: BENCH_BUYERS buyers (200) racing for BENCH_LISTINGS listings (50) —
 *     reservation → the sandbox's approval → payment (POST /nfts/buy/payment), the token moved
 *     from escrow — and, counted after the run, listings sold twice (must be 0).
 *
 *   npm run bench:transfers
 *   BENCH_DATABASE_URL=postgres://… BENCH_TOKENS=300 BENCH_SENDERS=50 npm run bench:transfers
 *
 * Creates a database of its own and drops it. Prints figures only: it never fails on a time.
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { and, eq, inArray, sql } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { insertRow } from "../apps/server/src/db/client.ts";
import {
  brands,
  cltns,
  cltnTimes,
  listings,
  nfts,
  orders,
  users,
} from "../apps/server/src/db/schema/index.ts";
import { createSession } from "../apps/server/src/modules/sessions/create-session.ts";
import { SESSION_COOKIE } from "../apps/server/src/modules/sessions/session-token.ts";
import { closedLoop } from "./lib/closed-loop.ts";
import { BENCH_ORIGIN } from "./lib/origin.ts";
import { benchConfig, runBench, scratchDatabase } from "./lib/scratch.ts";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const tokensToSend = Number(process.env.BENCH_TOKENS ?? 300);
const senders = Number(process.env.BENCH_SENDERS ?? 50);
const buyers = Number(process.env.BENCH_BUYERS ?? 200);
const listingCount = Number(process.env.BENCH_LISTINGS ?? 50);
const HOUR = 3_600_000;

type Who = { id: number; email: string; cookie: string };
const fmt = (n: number) => n.toFixed(1);

/**
 * `workers` clients each run `step` until it says "done": how many steps succeeded, in how long,
 * and their latency percentiles.
 */
async function untilDone(workers: number, step: (w: number) => Promise<boolean | "done">) {
  const latencies: number[] = [];
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (;;) {
        const t0 = performance.now();
        const ok = await step(w);
        if (ok === "done") return;
        if (ok) latencies.push(performance.now() - t0);
        else refused++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((x, y) => x - y);
  const pct = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  return {
    done: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50: pct(0.5),
    p99: pct(0.99),
    refused,
  };
}

async function main() {
  const { database, drop } = await scratchDatabase(serverUrl, "admit_bench_transfers", 20);
  const db = database.db;
  try {
    const config = benchConfig({
      CHANGES_PER_MINUTE: "1000000",
      RECEIVE_CODES_PER_MINUTE: "1000000",
      CHAIN_WATCH_SECONDS: "0",
    });
    const app = await buildApp(config, database);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
    const call = async (who: Who, method: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: {
          cookie: who.cookie,
          origin: BENCH_ORIGIN,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    const people = async (n: number): Promise<Who[]> => {
      const made = await db
        .insert(users)
        .values(
          Array.from({ length: n }, () => ({
            email: `${randomUUID()}@bench.test`,
            name: "Bench",
            customerKey: randomUUID(),
            emailVerifiedAt: new Date(),
            termsAcceptedAt: new Date(),
          })),
        )
        .returning({ id: users.id, email: users.email });
      return Promise.all(
        made.map(async (u) => ({
          ...u,
          cookie: `${SESSION_COOKIE}=${(await createSession(db, { userId: u.id, ttlDays: 1 })).token}`,
        })),
      );
    };
    const brand = await insertRow(db, brands, { name: "Bench", logoImg: "/l.svg", profileImg: "/p.svg" });
    const cltn = await insertRow(db, cltns, {
      brandId: brand.id,
      type: "TICKET",
      kind: "TICKET",
      category: "concert",
      name: "Bench Night",
      image: "/i.svg",
      logoImg: "/l.svg",
      color: "#111111",
      network: "POLYGON",
      timeZone: "UTC",
      currency: "KRW",
      sellYn: true,
      royalty: 10,
      saleStartAt: new Date(Date.now() - 24 * HOUR),
      saleEndAt: new Date(Date.now() + 24 * HOUR),
    });
    const time = await insertRow(db, cltnTimes, {
      cltnId: cltn.id,
      startAt: new Date(Date.now() + 48 * HOUR),
      endAt: new Date(Date.now() + 51 * HOUR),
      openAt: new Date(Date.now() + 47 * HOUR),
    });
    let serial = 0;
    /** Tokens held by `owners` (round robin), minted on the embedded chain first. */
    const mintedTokens = async (owners: Who[], n: number) => {
      const made = await db
        .insert(nfts)
        .values(
          Array.from({ length: n }, (_, i) => ({
            cltnId: cltn.id,
            cltnTimeId: time.id,
            ownerId: owners[i % owners.length]?.id,
            type: "TICKET" as const,
            status: "ACTIVE" as const,
            name: "Standing",
            serial: ++serial,
            faceValue: 50_000,
            faceCurrency: "KRW" as const,
          })),
        )
        .returning({ id: nfts.id, ownerId: nfts.ownerId });
      for (let i = 0; i < made.length; i += 20)
        await Promise.all(made.slice(i, i + 20).map((t) => app.issuer.mint(t.id)));
      return made;
    };

    // ---- sends ----
    const from = await people(senders);
    const to = await people(senders);
    const sendTokens = await mintedTokens(from, tokensToSend);
    const queue = new Map<number, number[]>();
    for (const t of sendTokens)
      queue.set(t.ownerId as number, [...(queue.get(t.ownerId as number) ?? []), t.id]);
    const baseline = await closedLoop(
      senders,
      5,
      async (w) => (await call(from[w] as Who, "GET", "/users/me")).ok,
    );
    const sends = await untilDone(senders, async (w) => {
      const who = from[w] as Who;
      const id = queue.get(who.id)?.shift();
      if (id === undefined) return "done";
      const res = await call(who, "POST", `/nfts/${id}/send`, { email: (to[w] as Who).email });
      const body = (await res.json()) as { status?: string };
      return res.ok && body.status === "DONE";
    });
    const moved = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(nfts)
      .where(
        inArray(
          nfts.ownerId,
          to.map((p) => p.id),
        ),
      );
    console.log(
      `sends through the API (each a confirmed chain transfer), ${senders} senders: ${sends.done} in ${fmt(sends.seconds)} s = ${fmt(sends.perSecond)} sends/s, p50 ${sends.p50} ms, p99 ${sends.p99} ms; moved on record: ${moved[0]?.n}`,
    );
    console.log(
      `baseline, the same clients' signed-in GET /users/me: ${fmt(baseline.perSecond)} req/s, p50 ${baseline.p50} ms, p99 ${baseline.p99} ms`,
    );

    // ---- send → the receiver's notification ----
    const pairs = 20;
    const a = await people(pairs);
    const b = await people(pairs);
    const notifyTokens = await mintedTokens(a, pairs);
    const delays = await Promise.all(
      notifyTokens.map(async (t, i) => {
        const t0 = performance.now();
        await call(a[i] as Who, "POST", `/nfts/${t.id}/send`, { email: (b[i] as Who).email });
        for (;;) {
          const ids = (await (await call(b[i] as Who, "GET", "/notifications/unconfirm")).json()) as number[];
          if (ids.length > 0) return performance.now() - t0;
          await new Promise((r) => setTimeout(r, 20));
        }
      }),
    );
    delays.sort((x, y) => x - y);
    console.log(
      `send → the receiver's notification, ${pairs} at once: p50 ${Math.round(delays[Math.floor(pairs / 2)] ?? 0)} ms, max ${Math.round(delays[pairs - 1] ?? 0)} ms`,
    );

    // ---- resale ----
    const sellers = await people(listingCount);
    const sellTokens = await mintedTokens(sellers, listingCount);
    await Promise.all(
      sellTokens.map((t, i) =>
        call(sellers[i] as Who, "POST", `/nfts/${t.id}/sell/regist`, { price: 40_000 }),
      ),
    );
    const crowd = await people(buyers);
    const origin = new URL(base).origin;
    const purchases = await untilDone(buyers, async (w) => {
      const offers = (await (await fetch(`${base}/discover/cltns/${cltn.id}/resales`)).json()) as {
        nftId: number;
        reserved: boolean;
      }[];
      const open = offers.filter((o) => !o.reserved);
      if (offers.length === 0) return "done";
      const pick = open[Math.floor(Math.random() * open.length)] ?? offers[0];
      const who = crowd[w] as Who;
      const held = await call(who, "POST", `/nfts/${pick?.nftId}/buy/reservation`);
      if (held.status !== 201) return false;
      const r = (await held.json()) as { orderId: string; checkout: { checkoutUrl: string } };
      const approved = await fetch(`${origin}${r.checkout.checkoutUrl}/approve`, {
        method: "POST",
        headers: { origin: BENCH_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        body: "",
        redirect: "manual",
      });
      const back = new URL(approved.headers.get("location") ?? "", origin);
      const paid = await call(who, "POST", "/nfts/buy/payment", {
        certiCode: back.searchParams.get("paymentKey"),
        orderId: r.orderId,
      });
      return paid.ok;
    });
    const sold = await db
      .select()
      .from(listings)
      .where(and(eq(listings.status, "SOLD")));
    const paidOrders = await db
      .select({ listingId: orders.listingId, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.kind, "RESALE"), inArray(orders.status, ["PAID", "ISSUED"])))
      .groupBy(orders.listingId);
    const twice = paidOrders.filter((o) => o.n > 1).length;
    console.log(
      `resale purchases, ${buyers} buyers for ${listingCount} listings: ${purchases.done} bought in ${fmt(purchases.seconds)} s = ${fmt(purchases.perSecond)} purchases/s, p50 ${purchases.p50} ms, p99 ${purchases.p99} ms; refused holds ${purchases.refused}; listings sold ${sold.length}, sold twice ${twice}`,
    );
    await app.close();
  } finally {
    await drop();
  }
}

runBench(main);
