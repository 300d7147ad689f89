/**
 * `npm run chain:reconcile [NETWORK]`: compares every recorded token's holder in the database with
 * `ownerOf` on its network and prints the tokens that disagree; exits 1 when any does (or could
 * not be read). Changes
 * nothing. Runs against the configured database and networks (stop a server that holds the
 * embedded database's data directory first).
 */
import { NETWORKS, type Network } from "@admit/contract/enums";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { reconcileOwners } from "./modules/chain/reconcile.ts";

const network = process.argv[2]?.toUpperCase() as Network | undefined;
if (network && !NETWORKS.includes(network)) {
  console.error(`Unknown network ${network}: ${NETWORKS.join(", ")}`);
  process.exit(2);
}
const config = loadConfig({
  ...process.env,
  JOBS_WORK: "false",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  WEB_DIST: "",
});
const database = await openDatabase(config);
await database.migrate();
const app = await buildApp(config, database);
await app.ready();
try {
  const { checked, drift, unread } = await reconcileOwners(app, network ? { network } : {});
  console.log(
    `${checked} token${checked === 1 ? "" : "s"} checked${network ? ` on ${network}` : ""}: ${drift.length} drifted`,
  );
  for (const d of drift)
    console.log(
      `  token ${d.nftId} (${d.network} ${d.contract} #${d.tokenId}): database says ${d.expected}, chain says ${d.actual ?? "no such token"}`,
    );
  if (unread.length > 0)
    console.log(
      `  ${unread.length} not read (the network did not answer), run again: tokens ${unread.join(", ")}`,
    );
  process.exitCode = drift.length > 0 || unread.length > 0 ? 1 : 0;
} finally {
  await app.close();
  await database.close();
}
