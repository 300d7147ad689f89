import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { type Db, rowsOf } from "./client.ts";

/**
 * Prepared statements made once per database handle, on first use: planning a query with several
 * joins costs more than running it, and the catalogue's lookups by id run on every page view.
 */
export function preparedPerDb<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let found = made.get(db);
    if (!found) {
      found = make(db);
      made.set(db, found);
    }
    return found;
  };
}

const dialect = new PgDialect();

/**
 * A hand-written statement (a `with … insert/update` the query builder cannot say) prepared under
 * `name` on each database handle: its text is built once and PostgreSQL plans it once per
 * connection. Values are `sql.placeholder(…)`s, given to `execute`; answers the rows.
 */
export function preparedSql<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return preparedPerDb((db) => {
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    return {
      execute: async (values: Record<string, unknown>): Promise<Row[]> =>
        rowsOf<Row>(await prepared.execute(values)),
    };
  });
}
