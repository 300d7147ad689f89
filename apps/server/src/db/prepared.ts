import type { Db } from "./client.ts";

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
