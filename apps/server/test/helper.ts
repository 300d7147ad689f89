import { readFileSync } from "node:fs";
import type { FastifyInstance, InjectOptions } from "fastify";
import { inject } from "vitest";
import { type BuildOptions, buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { type Database, openPg, openPglite } from "../src/db/client.ts";
import { createScratchDatabase } from "./processes.ts";

/**
 * A database for one test file: a clone of the run's migrated PGlite, or the run's shared
 * server database when the suite runs with DATABASE_URL (tests never assume it is empty).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = inject("databaseUrl");
  if (url) return openPg(url, 4);
  const template = readFileSync(inject("pgliteTemplate"));
  return openPglite({ loadDataDir: new Blob([template]) });
}

/**
 * Builds the app on a test database, with logging off and web serving disabled. The chain watch is
 * off too (CHAIN_WATCH_SECONDS=0): on the PostgreSQL server the test files share one database, and
 * each app would settle the others' chain writes; a test of the watch turns it on.
 */
export async function buildTestApp(env: Record<string, string> = {}, options: BuildOptions = {}) {
  return buildOn(await openTestDatabase(), env, options);
}

/**
 * buildTestApp on a database of the file's own on the PostgreSQL server too (a new one, migrated,
 * dropped at close): for a test of the embedded chain as a node, whose chain state the other
 * files' apps writing to the shared database would disturb. On PGlite every file has its own.
 */
export async function buildIsolatedTestApp(env: Record<string, string> = {}) {
  const url = inject("databaseUrl");
  if (!url) return buildTestApp(env);
  const scratch = await createScratchDatabase(url, "admit_own");
  const database = await openPg(scratch.url, 4);
  await database.migrate();
  const built = await buildOn(database, env, {});
  return {
    ...built,
    close: async () => {
      await built.close();
      await scratch.drop();
    },
  };
}

async function buildOn(database: Database, env: Record<string, string>, options: BuildOptions) {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    WEB_DIST: "",
    CHAIN_WATCH_SECONDS: "0",
    // Tests that speak to the embedded chain as any node (viem polling 30 receipts at once) are not
    // about its public route's limit: public-rpc.test.ts sets its own to test it.
    CHAIN_RPC_PER_MINUTE: "100000",
    ...env,
  });
  const app = await buildApp(config, database, options);
  await app.ready();
  sendOwnOrigin(app, config.publicUrl);
  return {
    app,
    db: database.db,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Test requests come from the app's own pages unless they say otherwise: a state-changing
 * request without an `Origin` (or `Referer`) header gets PUBLIC_URL's origin, as a browser would
 * send it. A test of the origin check sets the header itself (`origin: ""` sends none).
 */
function sendOwnOrigin(app: FastifyInstance, publicUrl: string) {
  const inject = app.inject.bind(app);
  const origin = new URL(publicUrl).origin;
  app.inject = ((options: InjectOptions) => {
    const headers = { ...(options.headers ?? {}) } as Record<string, string | string[] | undefined>;
    if (!("origin" in headers) && !("referer" in headers)) headers.origin = origin;
    if (headers.origin === "") delete headers.origin;
    return inject({ ...options, headers } as InjectOptions);
  }) as FastifyInstance["inject"];
}
