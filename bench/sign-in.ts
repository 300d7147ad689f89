/**
 * Sign-in throughput on a PostgreSQL server, against a baseline measured in the same run:
 * how many argon2 verifies per second this machine does at the same concurrency.
 *
 *   npm run bench:signin
 *   BENCH_DATABASE_URL=postgres://… BENCH_DURATION=10 BENCH_CONNECTIONS=10 npm run bench:signin
 *
 * Creates a database of its own and drops it. Prints figures only: it never fails on a time.
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { users } from "../apps/server/src/db/schema/index.ts";
import { hashPassword, PASSWORD_HASH_OPTIONS, verifyPassword } from "../apps/server/src/lib/passwords.ts";
import { runAutocannon } from "./lib/autocannon.ts";
import { BENCH_ORIGIN } from "./lib/origin.ts";
import { benchConfig, runBench, scratchDatabase } from "./lib/scratch.ts";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const seconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const password = "bench-pass-1";

async function argon2Baseline(): Promise<number> {
  const stored = await hashPassword(password);
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        await verifyPassword(stored, password);
        done++;
      }
    }),
  );
  return done / seconds;
}

async function main() {
  const { database, drop } = await scratchDatabase(serverUrl, "admit_bench_signin");
  try {
    const config = benchConfig({ SIGNIN_PER_IP_PER_MINUTE: "100000000" });
    const app = await buildApp(config, database);
    const email = `${randomUUID()}@bench.test`;
    await database.db.insert(users).values({
      email,
      name: "Bench",
      customerKey: randomUUID(),
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
      termsAcceptedAt: new Date(),
      isFirst: false,
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const port = (app.server.address() as AddressInfo).port;

    console.log(
      `Sign-in on PostgreSQL — ${seconds} s, ${connections} connections, argon2id ${JSON.stringify(PASSWORD_HASH_OPTIONS)}\n`,
    );
    const baseline = await argon2Baseline();
    const target = `http://127.0.0.1:${port}/api/v1/users/signin/email`;
    const load = {
      connections,
      method: "POST" as const,
      body: JSON.stringify({ email, pwd: password }),
      headers: { "content-type": "application/json", origin: BENCH_ORIGIN },
    };
    await runAutocannon(target, 2, load);
    const result = await runAutocannon(target, seconds, load);
    console.log(`  baseline: argon2 verifies/s at ${connections} in flight   ${baseline.toFixed(1)}`);
    console.log(
      `  POST /api/v1/users/signin/email             ${result.requests.average.toFixed(1)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
    );
    console.log(
      `  sign-in as a share of the argon2 ceiling    ${((result.requests.average / baseline) * 100).toFixed(1)} %`,
    );
    const defaults = loadConfig({}).signIn;
    console.log(
      `\nLogin limits by default: ${defaults.perIpPerMinute} attempts per IP per minute; past ` +
        `${defaults.maxFailures} wrong passwords per account and address in ${defaults.lockMinutes} minutes, ` +
        `that address waits 1 s, 2 s, 4 s … up to ${defaults.lockMinutes} minutes.`,
    );
    await app.close();
  } finally {
    await drop();
  }
}

runBench(main);
