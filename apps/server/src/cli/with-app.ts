import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import type { Config } from "../config.ts";
import { cliConfig, withDatabase } from "./bootstrap.ts";

/**
 * The app on the configured (migrated) database, ready, for a command that works through its
 * plugins; closed after, before the database. Kept apart from bootstrap.ts so the seed, which
 * writes plain rows, does not load the app.
 */
export function withApp<T>(
  work: (app: FastifyInstance) => Promise<T>,
  config: Config = cliConfig(),
): Promise<T> {
  return withDatabase(config, async (database) => {
    const app = await buildApp(config, database);
    await app.ready();
    try {
      return await work(app);
    } finally {
      await app.close();
    }
  });
}
