/**
 * Throughput of the liveness and readiness routes against a bare Fastify hello-world, measured in the
 * same run.
 *
 *   npm run bench:health
 *   BENCH_DURATION=5 BENCH_ROUNDS=3 BENCH_CONNECTIONS=10 npm run bench:health
 *   DATABASE_URL=postgres://… npm run bench:health   (adds a row for a PostgreSQL server)
 *
 * The servers run in this process; autocannon runs in a child process of its own, so the load
 * generator does not share the servers' event loop (on 2 cores: one for each). Read the ratio
 * to the hello-world more than the absolute figures. Prints figures only: it never fails on a time.
 */
import type { AddressInfo } from "node:net";
import type autocannon from "autocannon";
import Fastify, { type FastifyInstance } from "fastify";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { type Database, openPg, openPglite } from "../apps/server/src/db/client.ts";
import { runAutocannon } from "./lib/autocannon.ts";

const HOST = "127.0.0.1";
const WARMUP_SECONDS = 2;

function positiveInt(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be an integer from 1 to ${max}, got "${raw}"`);
  }
  return value;
}

const durationSeconds = positiveInt("BENCH_DURATION", 5, 600);
const rounds = positiveInt("BENCH_ROUNDS", 3, 20);
const connections = positiveInt("BENCH_CONNECTIONS", 10, 1000);

interface Row {
  name: string;
  /** The median round. */
  result: autocannon.Result;
  /** Average requests/s of every round, lowest first. */
  rounds: number[];
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: HOST });
  const address = app.server.address() as AddressInfo;
  return `http://${HOST}:${address.port}`;
}

interface Target {
  name: string;
  url: string;
}

/**
 * Warms every target up, then runs `rounds` rounds taking the targets in turn, so a slow
 * moment of the machine hits all of them alike; each row keeps its median round.
 */
async function measureAll(targets: Target[]): Promise<Row[]> {
  for (const t of targets) {
    process.stdout.write(`  warm-up ${WARMUP_SECONDS} s: ${t.name}\n`);
    await runAutocannon(t.url, WARMUP_SECONDS, { connections });
  }
  const results = new Map<string, autocannon.Result[]>(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const t of targets) {
      process.stdout.write(`  round ${round}/${rounds}, ${durationSeconds} s: ${t.name}\n`);
      results.get(t.name)?.push(await runAutocannon(t.url, durationSeconds, { connections }));
    }
  }
  return targets.map((t) => {
    const sorted = [...(results.get(t.name) ?? [])].sort((a, b) => a.requests.average - b.requests.average);
    const median = sorted[Math.floor(sorted.length / 2)];
    if (!median) throw new Error(`no result for ${t.name}`);
    return { name: t.name, result: median, rounds: sorted.map((r) => r.requests.average) };
  });
}

async function admitApp(database: Database): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    WEB_DIST: "",
    RATE_LIMIT_MAX: "100000000",
  });
  return buildApp(config, database);
}

function helloWorld(): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get("/", async () => ({ hello: "world" }));
  return app;
}

function fmt(value: number, digits = 0): string {
  return value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function printTable(rows: Row[], baseline: Row): void {
  const header = [
    "target",
    "req/s (median round)",
    "rounds",
    "p50 ms",
    "p99 ms",
    "non-2xx",
    "errors",
    "vs baseline",
  ];
  const lines = rows.map(({ name, result, rounds: all }) => [
    name,
    fmt(result.requests.average),
    all.map((r) => fmt(r)).join(" / "),
    fmt(result.latency.p50),
    fmt(result.latency.p99),
    fmt(result.non2xx),
    fmt(result.errors),
    `${fmt((result.requests.average / baseline.result.requests.average) * 100, 1)} %`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const render = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(`\n${render(header)}`);
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(render(line));
}

async function main(): Promise<void> {
  console.log(
    `Health-check throughput — ${rounds} rounds of ${durationSeconds} s per target, ${connections} connections, ` +
      `autocannon in its own process, ${WARMUP_SECONDS} s warm-up (node ${process.version})\n`,
  );
  const closers: Array<() => Promise<void>> = [];
  try {
    const hello = helloWorld();
    closers.push(() => hello.close());
    const helloUrl = await listen(hello);

    const pglite = await openPglite();
    closers.push(() => pglite.close());
    await pglite.migrate();
    const admit = await admitApp(pglite);
    closers.unshift(() => admit.close());
    const admitBase = await listen(admit);

    const targets: Target[] = [
      { name: "baseline: Fastify hello-world", url: helloUrl },
      { name: "Admit /api/v1/health/live (no database)", url: `${admitBase}/api/v1/health/live` },
      { name: "Admit /api/v1/health/ready (PGlite, memory)", url: `${admitBase}/api/v1/health/ready` },
    ];

    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) {
      // The health route only runs `select 1`: no migration needed, nothing written to that database.
      const pg = await openPg(databaseUrl);
      closers.unshift(() => pg.close());
      const admitPg = await admitApp(pg);
      closers.unshift(() => admitPg.close());
      targets.push({
        name: "Admit /api/v1/health/ready (PostgreSQL)",
        url: `${await listen(admitPg)}/api/v1/health/ready`,
      });
    }

    const rows = await measureAll(targets);
    const baseline = rows[0];
    if (!baseline) throw new Error("no baseline");
    printTable(rows, baseline);
    console.log("\nvs baseline = average requests/s as a share of the hello-world's.");
    console.log("Latency percentiles are whole milliseconds (autocannon's histogram resolution).");
  } finally {
    for (const close of closers) await close().catch(() => {});
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
