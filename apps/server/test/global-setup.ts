import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPg, openPglite } from "../src/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data dir dump each test file clones (embedded mode). */
    pgliteTemplate: string;
    /** The run's own database on the server (server mode). */
    databaseUrl: string;
  }
}

/**
 * Migrates once per run. Embedded: one PGlite dumped to a file that each test file loads.
 * Server (`DATABASE_URL`): a database of this run's own, dropped at the end.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `admit_test_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openPg(url.toString(), 2);
    await database.migrate();
    // Files add collections at the same time as one of them seeds the demo catalogue, whose
    // featured event has a fixed id (44): serial ids start past it, so the two never meet.
    await database.db.execute(sql`select setval(pg_get_serial_sequence('cltns', 'id'), 1000)`);
    await database.close();
    project.provide("databaseUrl", url.toString());
    project.provide("pgliteTemplate", "");
    return async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "admit-test-"));
  const database = await openPglite();
  await database.migrate();
  const dump = await (database.pglite as NonNullable<typeof database.pglite>).dumpDataDir("none");
  await database.close();
  const file = join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  project.provide("databaseUrl", "");
  return () => rmSync(dir, { recursive: true, force: true });
}
