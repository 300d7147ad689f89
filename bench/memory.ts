/**
 * The server's memory on a PostgreSQL server, as `npm start` runs it (the production build, demo
 * data seeded into a new database): resident set size (RSS) once it answers and has settled, and
 * again after a warm-up of server-rendered pages and API calls. Two runs:
 *   - every network on the embedded chain (the default: the EVM runs in this process);
 *   - every network on an outside JSON-RPC URL, so the embedded EVM is never loaded — the app's
 *     own memory (the URL answers nothing: minting waits, which is all this run needs).
 *
 *   npm run build && npm run bench:memory
 *   BENCH_DATABASE_URL=postgres://… npm run bench:memory
 *
 * Linux only (reads /proc). Creates a database per run and drops it. Prints figures only.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import {
  freePort,
  HEALTH_PATH,
  HOST,
  SERVER_ARGS,
  serverEnv,
  startChild,
  waitFor200,
} from "./lib/process.ts";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** Time for the start's background work (demo mints, the first sweeps) to settle. */
const SETTLE_MS = 8_000;
const PAGES = ["/login/start", "/discover", "/event/detail/44"];
const WARM_ROUNDS = 20;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The process's resident set, in MB. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  if (!line) throw new Error("no VmRSS in /proc");
  return Number(line[1]) / 1024;
}

/** Every network pointed at an address that answers nothing: the embedded EVM stays unloaded. */
function outsideChainEnv(): NodeJS.ProcessEnv {
  const key = `0x${"ab".repeat(32)}`;
  const ids = { KLAYTN: 8217, POLYGON: 137, XRPL_EVM: 1_440_000 };
  const env: NodeJS.ProcessEnv = {};
  for (const [network, chainId] of Object.entries(ids)) {
    env[`CHAIN_${network}_RPC_URL`] = "http://127.0.0.1:9/";
    env[`CHAIN_${network}_CHAIN_ID`] = String(chainId);
    env[`CHAIN_${network}_OPERATOR_KEY`] = key;
    env[`CHAIN_${network}_EXPLORER_URL`] = "http://127.0.0.1:9/";
  }
  return env;
}

async function measure(label: string, extraEnv: NodeJS.ProcessEnv) {
  const name = `admit_bench_memory_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), "admit-bench-memory-"));
  const port = await freePort();
  const env = { ...serverEnv(port, dataDir), DATABASE_URL: url.toString(), LOG_LEVEL: "fatal", ...extraEnv };
  const child = startChild(process.execPath, SERVER_ARGS, env);
  try {
    const base = `http://${HOST}:${port}`;
    await waitFor200(`${base}${HEALTH_PATH}`, child);
    await sleep(SETTLE_MS);
    const pid = child.process.pid as number;
    const afterStart = rssMb(pid);
    for (let round = 0; round < WARM_ROUNDS; round++) {
      for (const page of PAGES) await (await fetch(`${base}${page}`)).arrayBuffer();
      await (await fetch(`${base}/api/v1/discover/cltns?limit=20`)).arrayBuffer();
    }
    await sleep(2_000);
    const warm = rssMb(pid);
    const requests = WARM_ROUNDS * (PAGES.length + 1);
    console.log(
      `  ${label.padEnd(44)}${afterStart.toFixed(0).padStart(6)} MB${warm.toFixed(0).padStart(12)} MB (${requests} requests)`,
    );
  } finally {
    await child.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

async function main() {
  console.log("Server memory (RSS) on PostgreSQL, production build, demo data\n");
  console.log(`  ${"".padEnd(44)}${"after start".padStart(9)}${"warm".padStart(14)}`);
  await measure("the app, chain on an outside RPC (no EVM)", outsideChainEnv());
  await measure("the app with the embedded chain (default)", {});
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
