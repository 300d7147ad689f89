import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { rebuildCltnSearchDocs } from "./db/search-docs.ts";
import { resolveWalletKey } from "./db/secrets.ts";
import { demoAccounts, seedDemoIfEmpty } from "./db/seed/demo.ts";
import { checkChainIds } from "./integrations/chain/chain-id.ts";
import { warmPosters } from "./modules/images/warm-posters.ts";
import { mintUnrecorded } from "./modules/issuing/issue-order.ts";

/** Start: config → the networks' chain ids → database → migrations → demo data if empty → listen. */
async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  // Before anything could be written to a node of another network (a wrong id ends the start).
  const unreachable = await checkChainIds(config.networks);
  const database = await openDatabase(config);
  await database.migrate();
  const seeded = config.seedDemo
    ? await seedDemoIfEmpty(database.db, await resolveWalletKey(database.db, config))
    : false;
  // A database from before the search documents (migration 0034) gets them once.
  await rebuildCltnSearchDocs(database.db, { missing: true });
  const app = await buildApp(config, database);
  for (const network of unreachable)
    app.log.warn(
      { network },
      "the network's node does not answer: /health/ready says not ready until it does",
    );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    process.exit(0);
  };
  // pg-boss 10 does not await a worker's job completion, so a database outage at that moment
  // rejects with nobody listening. The job expires and is retried; log it and keep serving.
  // Anything else unhandled is a bug of ours: stop as Node would.
  process.on("unhandledRejection", (err) => {
    if (err instanceof Error && err.stack?.includes("pg-boss")) {
      app.log.error({ err }, "job queue lost its database while finishing a job");
      return;
    }
    app.log.fatal({ err }, "unhandled rejection");
    process.exit(1);
  });
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl
    ? "PostgreSQL server (DATABASE_URL)"
    : `embedded PostgreSQL in ${config.dataDir}`;
  const lines = [
    "",
    `  Admit is running at ${config.publicUrl}  (${Math.round(performance.now() - startedAt)} ms)`,
    `  Database: ${where}${seeded ? " — demo data loaded" : ""}`,
    `  API docs: ${config.publicUrl}/api/docs`,
  ];
  if (config.seedDemo) {
    lines.push("  Demo accounts:");
    for (const a of demoAccounts()) lines.push(`    ${a.role.padEnd(8)} ${a.email}  /  ${a.password}`);
  }
  console.log(`${lines.join("\n")}\n`);
  // Posters come with the first paint from the first visitor on, not once they were made for them.
  void warmPosters(database.db, config).then(
    (warmed) => app.log.info({ warmed }, "poster variants ready"),
    (err: unknown) => app.log.warn({ err }, "making the poster variants ahead failed"),
  );
  // The demo's tokens were seeded before any chain ran: they are minted now, in the background
  // (a start that stopped half-way is finished by the next one).
  if (config.seedDemo && config.jobs.work)
    void mintUnrecorded(app).then(
      (sent) => sent > 0 && app.log.info({ sent }, "demo tokens recorded on chain"),
      (err: unknown) => app.log.warn({ err }, "recording the demo tokens on chain failed"),
    );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  if (
    err instanceof Error &&
    err.name !== "DataDirLockedError" &&
    err.name !== "WrongChainError" &&
    process.env.LOG_LEVEL === "debug"
  )
    console.error(err.stack);
  process.exit(1);
});
