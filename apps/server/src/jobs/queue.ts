import PgBoss from "pg-boss";
import type { Database } from "../db/client.ts";

/**
 * The job queue (pg-boss) on the app's own database, PGlite or a server, through the
 * database's raw SQL: one connection path for both, and jobs live beside the data.
 */
export async function startQueue(database: Database, onError: (err: Error) => void): Promise<PgBoss> {
  let stopped = false;
  const boss = new PgBoss({
    db: {
      // After stop() a handler that outlived its wait may still report its job (pg-boss does
      // not catch that): it is dropped, and the job, still active, expires and runs again.
      executeSql: (text, values) =>
        stopped ? Promise.resolve({ rows: [] }) : database.executeSql(text, values),
    },
    schema: "pgboss",
    // Archive and maintenance are cheap; keep them on so finished jobs do not pile up.
    supervise: true,
  });
  boss.on("error", onError);
  boss.on("stopped", () => {
    stopped = true;
  });
  await boss.start();
  return boss;
}
