/**
 * The hot routes of the API beside a minimal Fastify + pg handler that runs the very same SQL, in
 * one run, on a PostgreSQL server: what the app's framework, hooks and use cases cost per request.
 *
 *   npm run bench:api
 *   BENCH_DATABASE_URL=postgres://… BENCH_DURATION=5 BENCH_CONNECTIONS=50 npm run bench:api
 *
 * For each route, one request through the app records the statements it sends to PostgreSQL
 * (text and values, in order); the baseline's handler sends those statements, prepared, in the
 * same order and answers the last one's rows as JSON. Creates a database of its own and drops it.
 * Prints figures only: it never fails on a time.
 */
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { users } from "../apps/server/src/db/schema/index.ts";
import { resolveWalletKey } from "../apps/server/src/db/secrets.ts";
import { demoAccounts, seedDemoIfEmpty } from "../apps/server/src/db/seed/demo.ts";
import { createSession } from "../apps/server/src/modules/sessions/create-session.ts";
import { SESSION_COOKIE } from "../apps/server/src/modules/sessions/session-token.ts";
import { runAutocannon } from "./lib/autocannon.ts";
import { recordStatements, type Statement } from "./lib/record-sql.ts";
import { benchConfig, runBench, scratchDatabase } from "./lib/scratch.ts";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const seconds = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HOST = "127.0.0.1";

async function main() {
  const { database, url, drop } = await scratchDatabase(serverUrl, "admit_bench_api");
  const baselinePool = new pg.Pool({ connectionString: url, max: 10 });
  // Dropping the database at the end ends idle connections: not an error of the run.
  baselinePool.on("error", () => {});
  try {
    const config = benchConfig({ STATUS_POLLS_PER_MINUTE: "100000000", JOBS_WORK: "false" });
    await seedDemoIfEmpty(database.db, await resolveWalletKey(database.db, config));
    const app = await buildApp(config, database);
    await app.listen({ port: 0, host: HOST });
    const base = `http://${HOST}:${(app.server.address() as AddressInfo).port}`;

    const customer = demoAccounts().find((a) => a.role === "CUSTOMER");
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, customer?.email ?? ""));
    if (!user) throw new Error("the demo customer is missing");
    const { token } = await createSession(database.db, { userId: user.id, ttlDays: 1 });
    const cookie = `${SESSION_COOKIE}=${token}`;
    const list = (await (await fetch(`${base}/api/v1/nfts?limit=20`, { headers: { cookie } })).json()) as {
      items: { id: number }[];
    };
    const cardId = list.items[0]?.id;
    if (!cardId) throw new Error("the demo customer holds no token");

    const routes = [
      { name: "GET /users/me", path: "/api/v1/users/me" },
      { name: "GET /nfts (wallet list)", path: "/api/v1/nfts?limit=20" },
      { name: "GET /nfts/{id} (card)", path: `/api/v1/nfts/${cardId}` },
      { name: "GET /nfts/{id}/status", path: `/api/v1/nfts/${cardId}/status` },
    ];

    // The baseline: bare Fastify, a pg pool, the recorded statements prepared, in order.
    const baseline = Fastify({ logger: false });
    baseline.get("/live", async () => ({ status: "ok" }));
    const recorded: Statement[][] = [];
    for (const [i, route] of routes.entries()) {
      const statements = await recordStatements(`${base}${route.path}`, { headers: { cookie } });
      recorded.push(statements);
      baseline.get(`/r${i}`, async () => {
        let rows: unknown[] = [];
        for (const [j, s] of statements.entries())
          rows = (await baselinePool.query({ name: `r${i}_${j}`, text: s.text, values: s.values })).rows;
        return rows;
      });
    }
    await baseline.listen({ port: 0, host: HOST });
    const baseUrl = `http://${HOST}:${(baseline.server.address() as AddressInfo).port}`;

    console.log(
      `API hot routes on PostgreSQL — ${seconds} s each, ${connections} connections; baseline: Fastify + pg running the same statements\n`,
    );
    const pairs = [
      {
        name: "GET /health/live (no database)",
        admit: `${base}/api/v1/health/live`,
        bare: `${baseUrl}/live`,
        statements: 0,
      },
      ...routes.map((r, i) => ({
        name: r.name,
        admit: `${base}${r.path}`,
        bare: `${baseUrl}/r${i}`,
        statements: recorded[i]?.length ?? 0,
      })),
    ];
    const load = { connections, headers: { cookie } };
    console.log(
      `  ${"route".padEnd(32)} ${"statements".padStart(10)} ${"Admit req/s".padStart(12)} ${"baseline".padStart(10)} ${"ratio".padStart(7)}`,
    );
    for (const p of pairs) {
      await runAutocannon(p.admit, 1, load);
      await runAutocannon(p.bare, 1, load);
      const admit = await runAutocannon(p.admit, seconds, load);
      const bare = await runAutocannon(p.bare, seconds, load);
      if (admit.non2xx > 0) console.log(`  (${p.name}: ${admit.non2xx} answers were not 2xx)`);
      console.log(
        `  ${p.name.padEnd(32)} ${String(p.statements).padStart(10)} ${admit.requests.average.toFixed(0).padStart(12)} ${bare.requests.average.toFixed(0).padStart(10)} ${`${((admit.requests.average / bare.requests.average) * 100).toFixed(0)} %`.padStart(7)}`,
      );
    }
    await baseline.close();
    await app.close();
  } finally {
    await baselinePool.end().catch(() => {});
    await drop();
  }
}

runBench(main);
