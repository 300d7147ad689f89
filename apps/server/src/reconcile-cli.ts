/**
 * `npm run chain:reconcile [NETWORK]`: compares every recorded token's holder in the database with
 * `ownerOf` on its network, and every token on chain (each collection's Transfer events) with the
 * database's tokens, and prints what disagrees; exits 1 when anything does (or could not be read).
 * Read-only, and runs beside a live server: on a PostgreSQL server (DATABASE_URL) it reads the
 * database and the chains itself, the embedded chain through an EVM of its own that never mines;
 * on the embedded database, which the running server holds, it asks that server (the address and
 * token it wrote into DATA_DIR), and reads the folder itself when no server runs.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { NETWORKS, type Network } from "@admit/contract/enums";
import { cliConfig, runCli, usage, withDatabase } from "./cli/bootstrap.ts";
import { readWalletKey } from "./db/secrets.ts";
import { readOnlyChains } from "./integrations/chain/read-only-chains.ts";
import { type ReconcileReport, reconcileChain } from "./modules/chain/reconcile.ts";
import { OPERATOR_FILE } from "./modules/chain/reconcile-routes.ts";

const network = process.argv[2]?.toUpperCase() as Network | undefined;
if (network && !NETWORKS.includes(network)) usage(`Unknown network ${network}: ${NETWORKS.join(", ")}`);
const config = cliConfig();

/** The live server's reading, when one runs on the embedded database; undefined when none answers. */
async function askLiveServer(): Promise<ReconcileReport | undefined> {
  const file = join(config.dataDir, OPERATOR_FILE);
  if (config.databaseUrl || !existsSync(file)) return undefined;
  const { url, token } = JSON.parse(readFileSync(file, "utf8")) as { url: string; token: string };
  const response = await fetch(`${url}/chain/reconcile${network ? `?network=${network}` : ""}`, {
    headers: { authorization: `Bearer ${token}` },
  }).catch(() => undefined);
  // Left by a server that is gone: the folder is free to read.
  if (!response) return undefined;
  if (!response.ok)
    throw new Error(`the server at ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as ReconcileReport;
}

/** Reads the database and the chains without writing to either (no migration, no mining). */
function readItself(): Promise<ReconcileReport> {
  return withDatabase(
    config,
    async (database) => {
      const walletKey = await readWalletKey(database.db, config);
      if (!walletKey) throw new Error("No server has started on this database yet: nothing to reconcile.");
      const chains = readOnlyChains(config.networks, database.db, walletKey);
      try {
        return await reconcileChain({ db: database.db, chains }, network ? { network } : {});
      } finally {
        await chains.stop();
      }
    },
    { migrate: false },
  );
}

await runCli(async () => {
  const report = (await askLiveServer()) ?? (await readItself());
  const { checked, drift, unread, unknown, unreadCollections } = report;
  console.log(
    `${checked} token${checked === 1 ? "" : "s"} checked${network ? ` on ${network}` : ""}: ${drift.length} drifted, ${unknown.length} on chain unknown to the database`,
  );
  for (const d of drift)
    console.log(
      `  token ${d.nftId} (${d.network} ${d.contract} #${d.tokenId}): database says ${d.expected}, chain says ${d.actual ?? "no such token"}`,
    );
  for (const u of unknown)
    console.log(
      `  on chain only: ${u.network} ${u.contract} #${u.tokenId} held by ${u.holder} (collection ${u.cltnId}; ${u.nftId === null ? "no token in the database" : `database token ${u.nftId} is ${u.status}`})`,
    );
  if (unread.length > 0)
    console.log(
      `  ${unread.length} not read (the network did not answer), run again: tokens ${unread.join(", ")}`,
    );
  if (unreadCollections.length > 0)
    console.log(`  collections whose events were not read, run again: ${unreadCollections.join(", ")}`);
  process.exitCode =
    drift.length > 0 || unknown.length > 0 || unread.length > 0 || unreadCollections.length > 0 ? 1 : 0;
});
