import { type Db, ping } from "../../db/client.ts";

/**
 * Whether the database answers, asked at most once per `maxAgeMs`: a load balancer polling
 * health many times a second then costs one `select 1` per interval, and concurrent checks
 * share the query in flight.
 */
export function createDatabaseProbe(db: Db, maxAgeMs = 1000, now: () => number = Date.now) {
  let last: { up: boolean; at: number } | null = null;
  let inFlight: Promise<boolean> | null = null;
  return async function isUp(): Promise<boolean> {
    if (last && now() - last.at < maxAgeMs) return last.up;
    inFlight ??= ping(db)
      .then(
        () => true,
        () => false,
      )
      .then((up) => {
        last = { up, at: now() };
        inFlight = null;
        return up;
      });
    return inFlight;
  };
}
