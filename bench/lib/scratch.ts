import pg from "pg";
import { loadConfig } from "../../apps/server/src/config.ts";
import { type Database, openPg } from "../../apps/server/src/db/client.ts";
import { BENCH_ORIGIN } from "./origin.ts";

/**
 * A database of the bench's own on a PostgreSQL server, migrated; `drop` closes it and drops it
 * (with force: a connection left open must not keep it). Runs never see each other's rows.
 */
export async function scratchDatabase(
  serverUrl: string,
  prefix: string,
  poolSize?: number,
): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPg(url.toString(), poolSize);
  await database.migrate();
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close().catch(() => {});
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** Runs a bench's main and exits: 0 when it finished, 1 with the error's stack otherwise. */
export function runBench(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err instanceof Error ? (err.stack ?? err.message) : err);
      process.exit(1);
    },
  );
}

/**
 * The app's settings for a bench: quiet, no web build, requests from BENCH_ORIGIN, and the global
 * rate limit out of the way; `env` adds the bench's own (its route's limit, no workers…).
 */
export function benchConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    WEB_DIST: "",
    PUBLIC_URL: BENCH_ORIGIN,
    RATE_LIMIT_MAX: "100000000",
    ...env,
  });
}
