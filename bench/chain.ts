/**
 * The chain's figures (issue 12), on embedded PostgreSQL (PGlite, the default start) and, when a
 * server is given, on PostgreSQL:
 *   - mints per second on the embedded chain: signed mint transactions sent straight to its
 *     JSON-RPC handler, beside plain value transfers sent the same way (the baseline: the cheapest
 *     transaction), and end to end through the issuer (outbox, contract, receipt, token ACTIVE);
 *   - payment approval → ACTIVE with a token id, p50 and p99, with 200 orders in flight: each
 *     order is made PAID and its issuing job sent at once, as an approval does (settle-payment.ts),
 *     and the app's own job workers issue them;
 *   - start-up with 10,000 tokens on the chain: the time to load the chain again in a new process
 *     (the first block number answered), and the database's size.
 *
 *   npm run bench:chain
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_TOKENS=10000 npm run bench:chain
 *   BENCH_CHAIN_PARTS=approval npm run bench:chain      (some of the figures: raw, approval, start)
 *
 * Prints figures only: it never fails on a time.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { encodeFunctionData, type Hex, keccak256 } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { buildApp } from "../apps/server/src/app.ts";
import { type Database, openPg, openPglite } from "../apps/server/src/db/client.ts";
import { brands, cltns, nfts, orders, users, wallets } from "../apps/server/src/db/schema/index.ts";
import { deployCollectionData, GAS } from "../apps/server/src/integrations/chain/collection-contract.ts";
import { admitCollection } from "../apps/server/src/integrations/chain/contracts.generated.ts";
import { handleRpc } from "../apps/server/src/integrations/chain/embedded/rpc.ts";
import { createCustodialKey } from "../apps/server/src/integrations/wallet/custodial-key.ts";
import { enqueueIssueOrder } from "../apps/server/src/jobs/issue-order-job.ts";
import { issueToken } from "../apps/server/src/modules/issuing/issue-order.ts";
import { benchConfig, runBench, scratchDatabase } from "./lib/scratch.ts";

const SERVER = process.env.BENCH_DATABASE_URL;
const TOKENS = Number(process.env.BENCH_TOKENS ?? 10_000);
const IN_FLIGHT = 200;
const RAW = 1_000;
/** Which figures to take (all by default): `raw,approval,start`. */
const PARTS = new Set((process.env.BENCH_CHAIN_PARTS ?? "raw,approval,start").split(","));

type App = Awaited<ReturnType<typeof buildApp>>;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const fmtMs = (ms: number) => `${Math.round(ms)} ms`;
const perSecond = (count: number, ms: number) => `${((count * 1000) / ms).toFixed(0)}/s`;

async function open(
  where: { pglite?: string; url?: string },
  jobs: boolean,
): Promise<{ app: App; close: () => Promise<void> }> {
  const config = benchConfig({
    JOBS_WORK: jobs ? "true" : "false",
    SEED_DEMO: "false",
    CHAIN_WATCH_SECONDS: jobs ? "1" : "0",
    ...(where.url ? { DATABASE_URL: where.url } : { DATA_DIR: where.pglite ?? "" }),
  });
  const database: Database = where.url
    ? await openPg(where.url, 10)
    : await openPglite({ dataDir: where.pglite });
  await database.migrate();
  const app = await buildApp(config, database);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

async function collection(app: App, network: "POLYGON" | "KLAYTN" = "POLYGON") {
  const [brand] = await app.db
    .insert(brands)
    .values({ name: "Bench Brand", logoImg: "/l.svg", profileImg: "/p.svg" })
    .returning();
  const [cltn] = await app.db
    .insert(cltns)
    .values({
      brandId: brand?.id as number,
      type: "TICKET",
      kind: "TICKET",
      category: "concert",
      name: `Bench Night ${randomUUID().slice(0, 6)}`,
      image: "/i.svg",
      logoImg: "/l.svg",
      color: "#111111",
      network,
      timeZone: "UTC",
      currency: "KRW",
      saleStartAt: new Date(Date.now() - 86_400_000),
      saleEndAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  if (!cltn) throw new Error("no collection");
  return cltn;
}

/** `count` holders with custodial wallets and one ISSUING token each (serials from 1). */
async function holdersWithTokens(app: App, cltnId: number, count: number, orderOf?: (i: number) => string) {
  const made: Array<typeof nfts.$inferSelect> = [];
  for (let start = 0; start < count; start += 500) {
    const size = Math.min(500, count - start);
    const holders = await app.db
      .insert(users)
      .values(
        Array.from({ length: size }, () => ({
          email: `${randomUUID()}@bench.test`,
          name: "Holder",
          customerKey: randomUUID(),
        })),
      )
      .returning({ id: users.id });
    await app.db
      .insert(wallets)
      .values(holders.map((h) => ({ userId: h.id, ...createCustodialKey(app.secrets.walletKey) })));
    made.push(
      ...(await app.db
        .insert(nfts)
        .values(
          holders.map((h, i) => ({
            cltnId,
            ownerId: h.id,
            type: "TICKET" as const,
            status: "ISSUING" as const,
            name: "Standing",
            serial: start + i + 1,
            orderId: orderOf?.(start + i),
          })),
        )
        .returning()),
    );
  }
  return made;
}

/** Raw JSON-RPC throughput of the embedded chain: `count` signed transactions sent at once. */
async function rawThroughput(app: App, kind: "transfer" | "mint", count: number): Promise<number> {
  const chain = app.chains.embedded("KLAYTN");
  if (!chain) throw new Error("no embedded KLAYTN");
  const key = generatePrivateKey();
  const account = privateKeyToAccount(key);
  await chain.fund(account.address, 10n ** 24n);
  const rpc = async (method: string, params: unknown[]) => {
    const answer = (await handleRpc(chain, { jsonrpc: "2.0", id: 1, method, params })) as {
      result?: unknown;
      error?: { message: string };
    };
    if (answer.error) throw new Error(answer.error.message);
    return answer.result;
  };
  const chainId = app.chains.settings("KLAYTN").chainId;
  const fees = { maxFeePerGas: 10_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n };
  let nonce = Number(await rpc("eth_getTransactionCount", [account.address, "pending"]));
  let contract: Hex | undefined;
  if (kind === "mint") {
    const deploy = await account.signTransaction({
      chainId,
      type: "eip1559",
      nonce: nonce++,
      data: deployCollectionData({
        name: "Raw",
        operator: account.address,
        baseUri: "https://bench.test/",
        transferable: true,
        royaltyPercent: 0,
        royaltyReceiver: account.address,
      }),
      gas: GAS.deploy,
      ...fees,
    });
    await rpc("eth_sendRawTransaction", [deploy]);
    const receipt = (await rpc("eth_getTransactionReceipt", [keccak256(deploy)])) as { contractAddress: Hex };
    contract = receipt.contractAddress;
  }
  const raws: Hex[] = [];
  for (let i = 0; i < count; i++)
    raws.push(
      await account.signTransaction({
        chainId,
        type: "eip1559",
        nonce: nonce++,
        ...(kind === "mint"
          ? {
              to: contract,
              data: encodeFunctionData({
                abi: admitCollection.abi,
                functionName: "mint",
                args: [privateKeyToAccount(generatePrivateKey()).address, BigInt(i + 1), 0n],
              }),
              gas: GAS.mint,
            }
          : { to: privateKeyToAccount(generatePrivateKey()).address, value: 1n, gas: 21_000n }),
        ...fees,
      }),
    );
  const started = performance.now();
  await Promise.all(raws.map((raw) => rpc("eth_sendRawTransaction", [raw])));
  return performance.now() - started;
}

/** 200 paid orders' issuing jobs sent at once; each order's time from its job to its token ACTIVE with an id. */
async function approvalToActive(app: App): Promise<number[]> {
  const cltn = await collection(app, "POLYGON");
  const ids = Array.from({ length: IN_FLIGHT }, () => `ord_${randomUUID().replaceAll("-", "").slice(0, 16)}`);
  const tokens = await holdersWithTokens(app, cltn.id, IN_FLIGHT, (i) => ids[i] as string);
  await app.db.insert(orders).values(
    tokens.map((nft, i) => ({
      id: ids[i] as string,
      userId: nft.ownerId as number,
      cltnId: cltn.id,
      nftGroupId: 0,
      status: "PAID" as const,
      currency: "KRW" as const,
      lines: [],
      ticketCount: 1,
      subtotal: 0,
      amount: 0,
      expiresAt: new Date(Date.now() + 600_000),
      paidAt: new Date(),
    })),
  );
  const sentAt = new Map<number, number>();
  const activeAt = new Map<number, number>();
  const started = performance.now();
  await Promise.all(
    tokens.map(async (nft, i) => {
      sentAt.set(nft.id, performance.now());
      await enqueueIssueOrder(app.queue, ids[i] as string);
    }),
  );
  while (activeAt.size < tokens.length && performance.now() - started < 300_000) {
    const rows = await app.db.execute<{ id: number }>(
      sql`select id from nfts where cltn_id = ${cltn.id} and status = 'ACTIVE' and token_id is not null`,
    );
    const now = performance.now();
    for (const { id } of (rows as unknown as { rows: Array<{ id: number }> }).rows)
      if (!activeAt.has(id)) activeAt.set(id, now);
    await new Promise((r) => setTimeout(r, 20));
  }
  return tokens.flatMap((nft) => {
    const done = activeAt.get(nft.id);
    const sent = sentAt.get(nft.id);
    return done === undefined || sent === undefined ? [] : [done - sent];
  });
}

async function directorySize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  return total;
}

async function onDatabase(label: string, where: { pglite?: string; url?: string }) {
  console.log(`\n── ${label} ──`);
  // 1. Raw JSON-RPC throughput.
  if (PARTS.has("raw")) {
    const { app, close } = await open(where, false);
    const transfers = await rawThroughput(app, "transfer", RAW);
    const mints = await rawThroughput(app, "mint", RAW);
    console.log(
      `  baseline: ${RAW} value transfers through eth_sendRawTransaction   ${fmtMs(transfers)}  ${perSecond(RAW, transfers)}`,
    );
    console.log(
      `  ${RAW} mints through eth_sendRawTransaction                     ${fmtMs(mints)}  ${perSecond(RAW, mints)}`,
    );
    // 2. End to end through the issuer, 200 at once.
    const cltn = await collection(app);
    const tokens = await holdersWithTokens(app, cltn.id, IN_FLIGHT);
    const started = performance.now();
    await Promise.all(tokens.map((nft) => issueToken(app, nft)));
    const ms = performance.now() - started;
    console.log(
      `  ${IN_FLIGHT} tokens issued at once (outbox + deploy + mint + ACTIVE)       ${fmtMs(ms)}  ${perSecond(IN_FLIGHT, ms)}`,
    );
    await close();
  }
  // 3. Approval → ACTIVE with 200 orders in flight, the app's own workers.
  if (PARTS.has("approval")) {
    const { app, close } = await open(where, true);
    const times = await approvalToActive(app);
    console.log(
      `  approval → ACTIVE with a token id, ${IN_FLIGHT} orders in flight: p50 ${fmtMs(pct(times, 50))}, p99 ${fmtMs(pct(times, 99))} (${times.length}/${IN_FLIGHT} done)`,
    );
    await close();
  }
  // 4. 10,000 tokens on the chain, then a new process's start.
  if (PARTS.has("start")) {
    const { app, close } = await open(where, false);
    const cltn = await collection(app, "KLAYTN");
    const tokens = await holdersWithTokens(app, cltn.id, TOKENS);
    const started = performance.now();
    for (let i = 0; i < tokens.length; i += IN_FLIGHT)
      await Promise.all(tokens.slice(i, i + IN_FLIGHT).map((nft) => issueToken(app, nft)));
    const ms = performance.now() - started;
    console.log(
      `  ${TOKENS} tokens minted, ${IN_FLIGHT} at a time                              ${fmtMs(ms)}  ${perSecond(TOKENS, ms)}`,
    );
    await close();
  }
  if (PARTS.has("start")) {
    const before = performance.now();
    const { app, close } = await open(where, false);
    const opened = performance.now();
    const chain = app.chains.embedded("KLAYTN");
    await chain?.latest();
    const loaded = performance.now();
    console.log(
      `  start with ${TOKENS} tokens: app ready ${fmtMs(opened - before)}, chain loaded ${fmtMs(loaded - opened)} (first block number answered)`,
    );
    if (where.pglite) console.log(`  data directory: ${(await directorySize(where.pglite)) / 1e6} MB`);
    else {
      const size = await app.db.execute(sql`select pg_database_size(current_database()) as bytes`);
      const rows = (size as unknown as { rows: Array<{ bytes: string }> }).rows;
      console.log(`  database size: ${(Number(rows[0]?.bytes) / 1e6).toFixed(1)} MB`);
    }
    const chainRows = await app.db.execute(
      sql`select (select count(*) from chain_state) as state, (select count(*) from chain_txs) as txs, (select count(*) from chain_logs) as logs`,
    );
    console.log(`  chain rows: ${JSON.stringify((chainRows as unknown as { rows: unknown[] }).rows[0])}`);
    await close();
  }
}

runBench(async () => {
  console.log(
    `Chain — raw ${RAW} transactions, ${IN_FLIGHT} in flight, ${TOKENS} tokens for the start-up figure`,
  );
  const dir = mkdtempSync(join(tmpdir(), "admit-bench-chain-"));
  try {
    await onDatabase("embedded PostgreSQL (PGlite, DATA_DIR)", { pglite: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (SERVER) {
    const scratch = await scratchDatabase(SERVER, "admit_bench_chain");
    await scratch.database.close();
    try {
      await onDatabase("PostgreSQL server", { url: scratch.url });
    } finally {
      await scratch.drop();
    }
  }
});
