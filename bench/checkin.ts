/**
 * Door check-ins per second on a PostgreSQL server with 32 scanners at once, beside two baselines
 * measured in the same run: a bare Fastify hello-world, and a bare Fastify + pg handler that sends
 * the very statements one real check-in sent (recorded, then replayed with each request's token
 * and nonce); and GET /nfts for a wallet of 1,000 tokens.
 *
 *   npm run bench:checkin
 *   BENCH_DATABASE_URL=postgres://… BENCH_DURATION=10 BENCH_CONNECTIONS=32 npm run bench:checkin
 *   BENCH_SYNCHRONOUS_COMMIT=off npm run bench:checkin   (how much the commit's disk flush costs)
 *
 * Every check-in admits a different ticket with its own fresh dynamic code (signature, window,
 * brand, nonce and the use written in one transaction). Creates a database of its own and drops
 * it. Prints figures only: it never fails on a time.
 */

import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type autocannon from "autocannon";
import Fastify from "fastify";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { one, openPg } from "../apps/server/src/db/client.ts";
import { brands, cltns, cltnTimes, hostBrands, users } from "../apps/server/src/db/schema/index.ts";
import { dynamicQr } from "../apps/server/src/lib/qr-code.ts";
import { createSession } from "../apps/server/src/modules/sessions/create-session.ts";
import { SESSION_COOKIE } from "../apps/server/src/modules/sessions/session-token.ts";
import { runAutocannon } from "./lib/autocannon.ts";
import { BENCH_ORIGIN } from "./lib/origin.ts";
import { recordStatements } from "./lib/record-sql.ts";
import { benchConfig } from "./lib/scratch.ts";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const TICKETS = 80_000;
/** Each side admits its own half of the tickets; the last one is admitted once to record its SQL. */
const HALF = TICKETS / 2;

function checkinLoad(codesFile: string, url: string, cookie: string) {
  const script = join(import.meta.dirname, "lib", "checkin-load.ts");
  return new Promise<autocannon.Result & { codesUsed: number }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", script, codesFile, url, String(seconds), String(connections), cookie],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
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

/** The token and nonce a code names, unverified: the baseline does no more than its SQL. */
function payloadOf(code: string): { t: number; n: string } {
  return JSON.parse(Buffer.from(code.split(".")[1] ?? "", "base64url").toString("utf8"));
}

async function main() {
  const name = `admit_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  // To see what the disk's commit flush costs: BENCH_SYNCHRONOUS_COMMIT=off (never in production).
  const syncCommit = process.env.BENCH_SYNCHRONOUS_COMMIT;
  if (syncCommit === "off" || syncCommit === "on")
    await admin.query(`alter database "${name}" set synchronous_commit = ${syncCommit}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPg(url.toString(), 20);
  const bare = Fastify();
  bare.get("/", async () => ({ hello: "world" }));
  const barePool = new pg.Pool({ connectionString: url.toString(), max: 20 });
  // Dropping the database at the end ends idle connections: not an error of the run.
  barePool.on("error", () => {});
  try {
    await database.migrate();
    const config = benchConfig({ CHECKIN_PER_MINUTE: "100000000", JOBS_WORK: "false" });
    const app = await buildApp(config, database);
    const db = database.db;
    const now = Date.now();
    const brand = one(
      await db.insert(brands).values({ name: "Bench", logoImg: "/l.svg", profileImg: "/p.svg" }).returning(),
    );
    const cltn = one(
      await db
        .insert(cltns)
        .values({
          brandId: brand.id,
          type: "TICKET",
          kind: "TICKET",
          category: "concert",
          name: "Bench Night",
          image: "/i.svg",
          logoImg: "/l.svg",
          color: "#000000",
          network: "POLYGON",
          timeZone: "UTC",
          currency: "KRW",
          qrValidTime: 600,
          saleStartAt: new Date(now - 86_400_000),
          saleEndAt: new Date(now),
        })
        .returning(),
    );
    const time = one(
      await db
        .insert(cltnTimes)
        .values({
          cltnId: cltn.id,
          startAt: new Date(now + 3_600_000),
          endAt: new Date(now + 7_200_000),
          openAt: new Date(now - 3_600_000),
        })
        .returning(),
    );
    const holder = one(
      await db
        .insert(users)
        .values({ email: `${randomUUID()}@bench.test`, name: "Holder", customerKey: randomUUID() })
        .returning(),
    );
    const host = one(
      await db
        .insert(users)
        .values({
          email: `${randomUUID()}@bench.test`,
          name: "Host",
          role: "HOST",
          customerKey: randomUUID(),
        })
        .returning(),
    );
    await db.insert(hostBrands).values({ userId: host.id, brandId: brand.id });
    const created = await database.executeSql(
      `insert into nfts (cltn_id, cltn_time_id, owner_id, type, status, name, serial)
       select $1, $2, $3, 'TICKET', 'ACTIVE', 'Standing', g from generate_series(1, $4) g returning id`,
      [cltn.id, time.id, holder.id, TICKETS],
    );
    const tokenIds = (created.rows as { id: number }[]).map((r) => r.id);
    // A wallet of 1,000 tokens for the list.
    const collector = one(
      await db
        .insert(users)
        .values({ email: `${randomUUID()}@bench.test`, name: "Collector", customerKey: randomUUID() })
        .returning(),
    );
    await database.executeSql(
      `insert into nfts (cltn_id, cltn_time_id, owner_id, type, status, name, serial)
       select $1, $2, $3, 'TICKET', 'ACTIVE', 'Standing', g from generate_series(1, 1000) g`,
      [cltn.id, time.id, collector.id],
    );
    const codesFile = join(tmpdir(), `admit-checkin-codes-${process.pid}.json`);
    const bareCodesFile = join(tmpdir(), `admit-checkin-bare-codes-${process.pid}.json`);
    const codesFor = (ids: number[]) =>
      JSON.stringify(ids.map((id) => dynamicQr(app.secrets.qrKeys, id, 600)));
    writeFileSync(codesFile, codesFor(tokenIds.slice(0, HALF)));
    writeFileSync(bareCodesFile, codesFor(tokenIds.slice(HALF, TICKETS - 1)));
    const hostCookie = `${SESSION_COOKIE}=${(await createSession(db, { userId: host.id, ttlDays: 1 })).token}`;
    const collectorCookie = `${SESSION_COOKIE}=${(await createSession(db, { userId: collector.id, ttlDays: 1 })).token}`;

    await app.listen({ port: 0, host: "127.0.0.1" });
    const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    // One real check-in of the last ticket records the statements the baseline replays.
    const recordedId = tokenIds[TICKETS - 1] as number;
    const recordedCode = dynamicQr(app.secrets.qrKeys, recordedId, 600);
    const recordedNonce = payloadOf(recordedCode).n;
    const statements = await recordStatements(`${appUrl}/api/v1/host/checkin`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: hostCookie, origin: BENCH_ORIGIN },
      body: JSON.stringify({ qrData: recordedCode, gate: "bench" }),
    });
    bare.post("/checkin", async (request) => {
      const { t, n } = payloadOf((request.body as { qrData: string }).qrData);
      let rows: unknown[] = [];
      for (const [i, s] of statements.entries()) {
        const values = s.values.map((v) => (v === recordedId ? t : v === recordedNonce ? n : v));
        rows = (await barePool.query({ name: `checkin_${i}`, text: s.text, values })).rows;
      }
      return rows;
    });
    await bare.listen({ port: 0, host: "127.0.0.1" });
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/`;

    console.log(`Door check-in on PostgreSQL — ${seconds} s, ${connections} scanners at once\n`);
    await runAutocannon(bareUrl, 2, { connections });
    const baseline = await runAutocannon(bareUrl, seconds, { connections });
    const load = await checkinLoad(codesFile, `${appUrl}/api/v1/host/checkin`, hostCookie);
    const bareLoad = await checkinLoad(bareCodesFile, `${bareUrl}checkin`, hostCookie);
    // The app's half: the baseline admits the other half, and the recording the last ticket.
    const admitted = await database.executeSql(
      `select count(*)::int as n from nfts where status = 'USED' and id <= $1`,
      [tokenIds[HALF - 1]],
    );
    const n = (admitted.rows[0] as { n: number }).n;
    console.log(
      `  baseline: bare Fastify GET /                 ${baseline.requests.average.toFixed(0)} req/s, p99 ${baseline.latency.p99} ms`,
    );
    console.log(
      `  POST /api/v1/host/checkin (each a new ticket) ${load.requests.average.toFixed(0)} req/s, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, non-2xx ${load.non2xx}`,
    );
    console.log(
      `  Fastify + pg, the same ${statements.length} statements        ${bareLoad.requests.average.toFixed(0)} req/s, p50 ${bareLoad.latency.p50} ms, p99 ${bareLoad.latency.p99} ms`,
    );
    console.log(
      `  check-ins as a share of Fastify + pg         ${((load.requests.average / bareLoad.requests.average) * 100).toFixed(1)} %`,
    );
    console.log(
      `  tickets admitted / codes sent                ${n} / ${load.codesUsed}${n > load.codesUsed ? "  (more admitted than sent!)" : ""}`,
    );

    const listUrl = `${appUrl}/api/v1/nfts?limit=30`;
    await runAutocannon(listUrl, 2, { connections: 10, headers: { cookie: collectorCookie } });
    const list = await runAutocannon(listUrl, seconds, {
      connections: 10,
      headers: { cookie: collectorCookie },
    });
    const deep = await runAutocannon(`${listUrl}&cursor=${tokenIds.length + 500}`, seconds, {
      connections: 10,
      headers: { cookie: collectorCookie },
    });
    console.log(`\nGET /nfts for a wallet of 1,000 tokens (10 connections)`);
    console.log(
      `  first page                                   ${list.requests.average.toFixed(0)} req/s, p50 ${list.latency.p50} ms, p99 ${list.latency.p99} ms`,
    );
    console.log(
      `  a page in the middle (cursor)                ${deep.requests.average.toFixed(0)} req/s, p50 ${deep.latency.p50} ms, p99 ${deep.latency.p99} ms`,
    );
    await app.close();
  } finally {
    await bare.close();
    await barePool.end().catch(() => {});
    await database.close().catch(() => {});
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
