/**
 * The sale on a PostgreSQL server with 200 buyers at once:
 *   - seat holds/s through PUT /discover/seats/reserve (each hold a different seat), beside the
 *     same conditional upsert run directly through `pg` in the same run (the baseline), and the
 *     same buyers' signed-in GET /users/me (the HTTP round trip and session alone, for reference),
 *     and the same use case called in process (the sale's work without HTTP, for reference);
 *   - completed orders/s and p99 (reservation → the sandbox's approval → payment confirmed),
 *     beside the stock's conditional decrement run directly through `pg` on one hot row;
 *   - oversell, counted after the run (must be 0).
 *
 *   npm run bench:sale
 *   BENCH_DATABASE_URL=postgres://… BENCH_DURATION=10 BENCH_BUYERS=200 npm run bench:sale
 *
 * Creates a database of its own and drops it. Prints figures only: it never fails on a time.
 */

import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { users } from "../apps/server/src/db/schema/index.ts";
import { guardedSale } from "../apps/server/src/modules/purchase/guarded-sale.ts";
import { holdSeats } from "../apps/server/src/modules/purchase/seat-holds.ts";
import { createSession } from "../apps/server/src/modules/sessions/create-session.ts";
import { SESSION_COOKIE } from "../apps/server/src/modules/sessions/session-token.ts";
import { saleFixture } from "../apps/server/test/sale-fixtures.ts";
import { closedLoop, type LoopResult } from "./lib/closed-loop.ts";
import { benchConfig, runBench, scratchDatabase } from "./lib/scratch.ts";

/** Runs the buyers in a child process (bench/lib/sale-load.ts), so they do not share the server's CPU time. */
function load(planFile: string, kind: "holds" | "orders" | "floor") {
  const script = join(import.meta.dirname, "lib", "sale-load.ts");
  return new Promise<LoopResult>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, planFile, kind], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d;
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load exited ${code}`)),
    );
  });
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const buyers = Number(process.env.BENCH_BUYERS ?? 200);
/**
 * Seats for the holds: 1,000 per buyer, so that no loop comes back to a seat it held within a
 * run (a hold of a seat held by another selection is refused without writing anything: the
 * baseline's loop did that for 40 % of its calls when it had 300 seats per buyer).
 */
const SEATS = 200_000;

async function main() {
  const { database, url, drop } = await scratchDatabase(serverUrl, "admit_bench_sale", 20);
  const raw = new pg.Pool({ connectionString: url, max: 20 });
  // Dropping the database at the end ends idle connections: not an error of the run.
  raw.on("error", () => {});
  try {
    const config = benchConfig({ SEAT_HOLDS_PER_MINUTE: "100000000", JOBS_WORK: "false" });
    const app = await buildApp(config, database);
    const db = database.db;
    const sale = await saleFixture(db, { gaTotal: 2_000_000, seatCount: 10, perWallet: 100_000 });
    // Many more seats for the holds, in the seated group's zone.
    await database.executeSql(
      `insert into seats (place_id, zone_id, row, number, x, y)
       select $1, $2, 'B', g, g % 1000, g / 1000 from generate_series(1, $3) g`,
      [sale.place.id, sale.zone.id, SEATS],
    );
    const seatIds = (
      (
        await database.executeSql(`select id from seats where zone_id = $1 and row = 'B' order by id`, [
          sale.zone.id,
        ])
      ).rows as { id: number }[]
    ).map((r) => r.id);
    const made = await db
      .insert(users)
      .values(
        Array.from({ length: buyers }, () => ({
          email: `${randomUUID()}@bench.test`,
          name: "Buyer",
          customerKey: randomUUID(),
          emailVerifiedAt: new Date(),
          termsAcceptedAt: new Date(),
        })),
      )
      .returning({ id: users.id });
    const cookies = await Promise.all(
      made.map(
        async (u) => `${SESSION_COOKIE}=${(await createSession(db, { userId: u.id, ttlDays: 1 })).token}`,
      ),
    );
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const planFile = join(tmpdir(), `admit-sale-plan-${process.pid}.json`);
    writeFileSync(
      planFile,
      JSON.stringify({
        base,
        seconds,
        cookies,
        seatIds,
        cltnTimeId: sale.time.id,
        seatedGroupId: sale.seated.id,
        gaGroupId: sale.ga.id,
        gaPrice: { id: sale.gaKrw.id, price: sale.gaKrw.price },
      }),
    );
    const perBuyer = Math.floor(seatIds.length / buyers);

    console.log(`The sale on PostgreSQL — ${seconds} s per figure, ${buyers} buyers at once\n`);
    const floor = await load(planFile, "floor");
    const holds = await load(planFile, "holds");
    // The same upsert, straight through pg (a new time's rows, so nothing collides with the above).
    const time2 = (
      (
        await database.executeSql(
          `insert into cltn_times (cltn_id, start_at, end_at) values ($1, now() + interval '40 days', now() + interval '41 days') returning id`,
          [sale.cltn.id],
        )
      ).rows[0] as { id: number }
    ).id;
    const rawHolds = await closedLoop(buyers, seconds, async (w, i) => {
      const seat = seatIds[w * perBuyer + (i % perBuyer)];
      const r = await raw.query(
        `insert into seat_holds (cltn_time_id, seat_id, seat_req_id, user_id, held_until)
         values ($1, $2, $3, $4, now() + interval '10 minutes')
         on conflict (cltn_time_id, seat_id) do update set seat_req_id = excluded.seat_req_id,
           user_id = excluded.user_id, held_until = excluded.held_until
         where seat_holds.sold_at is null and (seat_holds.held_until <= now() or seat_holds.seat_req_id = excluded.seat_req_id)
         returning seat_id`,
        [time2, seat, `raw-${w}-${i}`, made[w]?.id],
      );
      return r.rowCount === 1;
    });

    // The same use case called in this process (a new seat each): the API's work without HTTP.
    const inProcess = await closedLoop(buyers, seconds, async (w, i) => {
      const seat = seatIds[w * perBuyer + ((i + Math.floor(perBuyer / 2)) % perBuyer)] as number;
      const held = await holdSeats({ db, sale: guardedSale }, made[w]?.id as number, {
        idList: [seat],
        cltnTimeId: sale.time.id,
        nftGroupId: sale.seated.id,
      }).catch(() => null);
      return held !== null;
    });

    const orders = await load(planFile, "orders");
    const rawDecrements = await closedLoop(buyers, seconds, async () => {
      const r = await raw.query(
        `update nft_groups set reserved_cnt = reserved_cnt + 1
         where id = $1 and status = 'SALE' and issued_cnt + reserved_cnt + 1 <= total_cnt returning id`,
        [sale.ga.id],
      );
      return r.rowCount === 1;
    });

    const over = (
      await database.executeSql(
        `select
           (select count(*) from nfts where nft_group_id = $1) - (select total_cnt from nft_groups where id = $1) as ga_over,
           (select count(*) - count(distinct (cltn_time_id, seat_id)) from nfts where seat_id is not null) as seat_over,
           (select count(*) from nft_groups where issued_cnt + reserved_cnt > total_cnt) as groups_over`,
        [sale.ga.id],
      )
    ).rows[0] as { ga_over: string; seat_over: string; groups_over: string };
    const oversell = Math.max(0, Number(over.ga_over)) + Number(over.seat_over) + Number(over.groups_over);

    const line = (label: string, r: LoopResult, unit: string) =>
      console.log(
        `  ${label.padEnd(52)}${r.perSecond.toFixed(0).padStart(6)} ${unit}/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.errors || r.refused ? `, refused ${r.refused}, errors ${r.errors}` : ""}`,
      );
    line("baseline: seat-hold upsert straight through pg", rawHolds, "holds");
    line("reference: GET /users/me, HTTP + session only", floor, "req");
    line("PUT /discover/seats/reserve (a different seat each)", holds, "holds");
    line("reference: the same holdSeats() in process, no HTTP", inProcess, "holds");
    console.log(
      `  API seat holds as a share of the baseline${((holds.perSecond / rawHolds.perSecond) * 100).toFixed(1).padStart(17)} %`,
    );
    console.log(
      `  API seat holds as a share of the HTTP reference${((holds.perSecond / floor.perSecond) * 100).toFixed(1).padStart(11)} %\n`,
    );
    line("baseline: stock decrement on one hot row through pg", rawDecrements, "updates");
    line("orders completed (reserve → approve → pay)", orders, "orders");
    console.log(`\n  oversell after the run (must be 0)${String(oversell).padStart(22)}`);
    await app.close();
  } finally {
    await raw.end().catch(() => {});
    await drop();
  }
}

runBench(main);
