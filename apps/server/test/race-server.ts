import type { AddressInfo } from "node:net";
import { inject } from "vitest";
import { type BuildOptions, buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openPg } from "../src/db/client.ts";

/**
 * An app listening on a port, on the PostgreSQL server's test database (the race tests: PGlite has
 * one connection, nothing in it can race), with every per-minute limit out of the way. `options`
 * builds the race's control (a guard that looks, then writes).
 */
export async function serveOnPg(options: BuildOptions = {}) {
  const database = await openPg(inject("databaseUrl"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: process.env.RACE_LOG ?? "silent",
    WEB_DIST: "",
    RATE_LIMIT_MAX: "100000",
    RECEIVE_CODES_PER_MINUTE: "100000",
    CLAIM_CODES_PER_MINUTE: "100000",
    CHANGES_PER_MINUTE: "100000",
  });
  const app = await buildApp(config, database, options);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
  return {
    app,
    db: database.db,
    base,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
export type RaceServer = Awaited<ReturnType<typeof serveOnPg>>;
