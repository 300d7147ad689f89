import { createHash } from "node:crypto";
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
        stopped ? Promise.resolve(nothingDone(text)) : database.executeSql(text, values),
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

/**
 * What a dropped command answers: pg-boss reads `rows[0].count` from its complete and fail
 * commands (they end in `SELECT COUNT(*)`), and a list of rows from the others.
 */
function nothingDone(text: string): { rows: unknown[] } {
  return { rows: /select count\(\*\)/i.test(text) ? [{ count: "0" }] : [] };
}

/**
 * A job id made from what the job is about (a name-based UUID, version 5 layout): sending the
 * same job twice — a retry after a crash, a sweep that cannot tell whether it was sent — makes
 * one job, since pg-boss keeps a job's id unique in its queue.
 */
export function jobIdOf(...parts: string[]): string {
  const hex = createHash("sha256").update(parts.join("\u0000")).digest("hex");
  const variant = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
