/**
 * Mail at volume: 1,000 sign-up verification mails queued at once (through the sign-up's own
 * path: a token and a queued mail per account), and the time until the last one is in the
 * outbox — beside, in the same run, the same 1,000 mails written straight into the outbox (the
 * ceiling: the worker's own cost only) and the old settings' pace (one mail per poll, one at a
 * time) over a short window.
 *
 *   npm run bench:mail                                  (embedded PostgreSQL)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:mail  (a PostgreSQL server; a database of its own, dropped after)
 *
 * Prints figures only: it never fails on a time.
 */

import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, inArray } from "drizzle-orm";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { type Database, openPglite } from "../apps/server/src/db/client.ts";
import { mailOutbox, users } from "../apps/server/src/db/schema/index.ts";
import { createOutboxTransport } from "../apps/server/src/integrations/mail/outbox-transport.ts";
import { verifyEmailMail } from "../apps/server/src/integrations/mail/templates/verify-email.ts";
import { MAIL_QUEUE } from "../apps/server/src/jobs/mail-job.ts";
import { sendVerificationMail } from "../apps/server/src/modules/users/send-verification-mail.ts";
import { workMailQueue } from "../apps/server/src/workers/mail-worker.ts";
import { BENCH_ORIGIN } from "./lib/origin.ts";
import { benchConfig, scratchDatabase } from "./lib/scratch.ts";

const MAILS = Number(process.env.BENCH_MAILS ?? 1_000);
const OLD_PACE_SECONDS = Number(process.env.BENCH_DURATION ?? 5);

async function openBenchDatabase(): Promise<{
  database: Database;
  where: string;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), "admit-bench-mail-"));
    const database = await openPglite({ dataDir: dir });
    return {
      database,
      where: "embedded PostgreSQL (PGlite)",
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const { database, drop } = await scratchDatabase(serverUrl, "admit_bench_mail", 20);
  return { database, where: "PostgreSQL server", drop };
}

async function waitForOutbox(database: Database, to: string[], expected: number) {
  for (;;) {
    const [row] = await database.db.select({ n: count() }).from(mailOutbox).where(inArray(mailOutbox.to, to));
    if ((row?.n ?? 0) >= expected) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function main() {
  const { database, where, drop } = await openBenchDatabase();
  try {
    await database.migrate();
    const config = benchConfig({ MAIL_TRANSPORT: "outbox" });
    const app = await buildApp(config, database);
    await app.ready();
    const { throughput } = config.mail;
    console.log(
      `Mail at volume on ${where} — ${MAILS} verification mails, concurrency ${throughput.concurrency}, ` +
        `${throughput.perSecond}/s, ${throughput.batchSize} per poll\n`,
    );

    // The ceiling: the same mails written straight into the outbox, one after another.
    const outbox = createOutboxTransport(database.db);
    const direct = Array.from({ length: MAILS }, () => `${randomUUID()}@direct.bench`);
    let started = performance.now();
    for (const to of direct)
      await outbox.send(verifyEmailMail({ to, name: "Bench", lang: "en", link: `${BENCH_ORIGIN}/x` }));
    const ceiling = performance.now() - started;

    // The sign-ups' mails, queued as sign-up queues them, then delivered by the workers.
    const accounts = await database.db
      .insert(users)
      .values(
        Array.from({ length: MAILS }, () => ({
          email: `${randomUUID()}@burst.bench`,
          name: "Bench",
          customerKey: randomUUID(),
        })),
      )
      .returning();
    started = performance.now();
    for (const user of accounts) await sendVerificationMail(app, user);
    const queued = performance.now() - started;
    await waitForOutbox(
      database,
      accounts.map((u) => u.email),
      MAILS,
    );
    const delivered = performance.now() - started;

    // The old settings: one mail per poll of one second, one at a time.
    await app.close();
    const oldApp = await buildApp(
      loadConfig({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        WEB_DIST: "",
        JOBS_WORK: "false",
        PUBLIC_URL: BENCH_ORIGIN,
      }),
      database,
    );
    await oldApp.ready();
    const slowTo = Array.from({ length: 50 }, () => `${randomUUID()}@old.bench`);
    for (const to of slowTo)
      await oldApp.queue.send(
        MAIL_QUEUE,
        verifyEmailMail({ to, name: "Bench", lang: "en", link: `${BENCH_ORIGIN}/x` }),
      );
    const worker = await workMailQueue(
      oldApp.queue,
      outbox,
      { batchSize: 1, concurrency: 1, perSecond: 1_000 },
      1,
    );
    await new Promise((r) => setTimeout(r, OLD_PACE_SECONDS * 1000));
    await oldApp.queue.offWork({ id: worker });
    const [old] = await database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, slowTo));
    const oldPerSecond = (old?.n ?? 0) / OLD_PACE_SECONDS;
    await oldApp.close();

    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(`  baseline: ${MAILS} mails written straight into the outbox      ${s(ceiling)}`);
    console.log(`  ${MAILS} verification mails queued (token + job each)          ${s(queued)}`);
    console.log(
      `  … all ${MAILS} in the outbox, from the first queued            ${s(delivered)}  (${(MAILS / (delivered / 1000)).toFixed(0)} mails/s)`,
    );
    console.log(
      `  old settings (one per poll, one at a time): ${oldPerSecond.toFixed(1)} mails/s → ${MAILS} in about ${s((MAILS / Math.max(oldPerSecond, 0.001)) * 1000)}`,
    );
  } finally {
    await database.close().catch(() => {});
    await drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
