import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../client.ts";
import { labels } from "../schema/index.ts";
import { rebuildCltnSearchDocs } from "../search-docs.ts";
import { readDemoCatalogue } from "./catalogue-files.ts";
import { seedCatalogue } from "./seed-catalogue.ts";

/** The demo accounts printed at start and listed in the README. */
export function demoAccounts() {
  return readDemoCatalogue().users.map((u) => ({ email: u.email, password: u.password, role: u.role }));
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ name: labels.name }).from(labels).limit(1);
  return rows.length === 0;
}

/** Loads the demo catalogue if the database holds no catalogue yet. Returns whether it did. */
export async function seedDemoIfEmpty(db: Db, walletKey: Buffer, now = new Date()): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  // Several processes may start together on an empty database: the seed looks again under its
  // lock, so one of them loads the catalogue and the others find it there.
  const seeded = await seedCatalogue(db, readDemoCatalogue(), { now, walletKey, ifMissing: true });
  if (seeded) await rebuildCltnSearchDocs(db, { missing: true });
  return seeded;
}

/**
 * Empties every table of the product and loads the demo catalogue again with fresh dates.
 * Development only: it deletes all data in the database, not only the demo's.
 */
export async function resetDemo(db: Db, walletKey: Buffer, now = new Date()): Promise<void> {
  // The generated secrets stay: wallets made with them must stay readable.
  const result = await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'app_secrets'`,
  );
  const tables = rowsOf<{ tablename: string }>(result).map((r) => `"${r.tablename}"`);
  if (tables.length > 0) await db.execute(sql.raw(`truncate ${tables.join(", ")} restart identity cascade`));
  await seedCatalogue(db, readDemoCatalogue(), { now, walletKey });
  await rebuildCltnSearchDocs(db, { all: true });
}
