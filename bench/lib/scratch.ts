import pg from "pg";
import { type Database, openPg } from "../../apps/server/src/db/client.ts";

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
