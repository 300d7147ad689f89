import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type InferInsertModel, type InferSelectModel, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTable } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** One type for both drivers: code never knows whether it runs on PGlite or a server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "pg";
  /** The embedded instance, for tests that dump and clone a migrated database. */
  pglite?: PGlite;
  /** The folder the embedded database keeps its files in (none: in memory, or a server). */
  dataDir?: string;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process on this database runs work of the same `name` (a
   * PostgreSQL advisory lock on its own connection): set-up that processes starting together
   * would otherwise race through. PGlite has one process: it just runs.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * A connection of its own, outside the pool (PostgreSQL server only): for a session that holds
   * an advisory lock for the life of the process, or listens for notifications. Its owner ends it.
   */
  connection?: () => Promise<pg.Client>;
  /**
   * Raw SQL for libraries that bring their own (pg-boss): with values one parameterised
   * statement, without them possibly several; answers the last statement's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Opens the embedded database kept in `dataDir`, or in memory when `dataDir` is omitted. */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File } = {},
): Promise<Database> {
  let release = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = acquireDataDirLock(options.dataDir);
  }
  try {
    // pg_trgm: the search documents' trigram indexes (migration 0033 creates the extension).
    const client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      pglite: client,
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
      exclusive: (_name, work) => work(),
      executeSql: async (text, values) => {
        if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

export async function openPg(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "pg",
    // Several processes may start at once against one server: each step of the start-up that
    // creates things (tables, the job queue's schema) runs under its own advisory lock.
    exclusive: async (name, work) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(hashtext($1))", [name]);
        return await work();
      } finally {
        await client.query("select pg_advisory_unlock(hashtext($1))", [name]).catch(() => {});
        client.release();
      }
    },
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(7242001)");
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock(7242001)").catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
    connection: async () => {
      const client = new pg.Client({ connectionString });
      await client.connect();
      return client;
    },
    executeSql: async (text, values) => {
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
    },
  };
}

export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPg(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw `db.execute` result; both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The single row a statement returned (an insert … returning), or an error naming what was expected. */
export function one<T>(rows: T[], what = "row"): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`Expected one ${what}, got none`);
  return row;
}

/** Inserts one row and answers it as stored (defaults, ids): the seed's and the tests' common step. */
export async function insertRow<T extends PgTable>(
  db: Db,
  table: T,
  values: InferInsertModel<T>,
): Promise<InferSelectModel<T>> {
  const rows = (await db
    .insert(table)
    .values(values as never)
    .returning()) as InferSelectModel<T>[];
  return one(rows);
}

/**
 * Whether `err` is a violation of the unique or exclusion constraint `constraint` (23505, 23P01)
 * from either driver (Drizzle may wrap the driver's error as its `cause`).
 */
export function isConstraintViolation(err: unknown, constraint: string): boolean {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; ) {
    if (e.code === "23505" || e.code === "23P01") return e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}

/** Whether `err` is PostgreSQL's "deadlock detected" (40P01), from either driver: its statement or transaction was undone whole. */
export function isDeadlock(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === "40P01") return true;
  return false;
}

/**
 * Runs `work` (one statement or one transaction) again when PostgreSQL ended it as a deadlock's
 * victim, up to `tries` times in all; nothing of a victim is kept, so running it again is safe.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (!isDeadlock(err) || attempt >= tries) throw err;
    }
  }
}
