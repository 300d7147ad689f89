/**
 * Time from spawning the server to its first 200 on /api/v1/health, on a fresh data directory
 * (migrations + demo seed) and on one that already holds data, against a bare Node HTTP server
 * started the same way. Also times one web build (`npm run build`).
 *
 *   npm run bench:start
 *
 * Every child runs in its own process group and is killed with it. Prints figures only.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  buildWeb,
  freePort,
  HEALTH_PATH,
  HOST,
  median,
  SERVER_ARGS,
  serverEnv,
  startChild,
  waitFor200,
} from "./lib/process.ts";

const RUNS = 3;
const READY_LINE = /Admit is running at \S+\s+\((\d+) ms\)/;

interface Run {
  /** Spawn to first 200, measured here. */
  ms: number;
  /** What the server printed as its own start time, if it did. */
  reportedMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function timeStart(
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  readyLine?: RegExp,
): Promise<Run> {
  const started = performance.now();
  const child = startChild(process.execPath, args, env);
  try {
    const answered = await waitFor200(`http://${HOST}:${port}${HEALTH_PATH}`, child);
    const run: Run = { ms: answered - started };
    if (readyLine) {
      // The line is printed right after listen(); give the pipe up to a second to deliver it.
      for (let i = 0; i < 20 && !readyLine.test(child.output()); i++) await sleep(50);
      const match = readyLine.exec(child.output());
      if (match?.[1]) run.reportedMs = Number(match[1]);
    }
    return run;
  } finally {
    await child.stop();
  }
}

async function admitStart(dataDir: string): Promise<Run> {
  const port = await freePort();
  return timeStart(SERVER_ARGS, serverEnv(port, dataDir), port, READY_LINE);
}

async function nodeHttpStart(): Promise<Run> {
  const port = await freePort();
  const script = `require("http").createServer((q, s) => s.end("ok")).listen(${port}, "${HOST}")`;
  return timeStart(["-e", script], { ...process.env }, port);
}

const fmt = (ms: number) => `${Math.round(ms)} ms`;

function printRow(name: string, runs: Run[]): void {
  const each = runs.map((r) => fmt(r.ms)).join(", ");
  const reported = runs.flatMap((r) => (r.reportedMs === undefined ? [] : [r.reportedMs]));
  const self = reported.length > 0 ? `  (server's own figure, median ${fmt(median(reported))})` : "";
  console.log(
    `  ${name.padEnd(42)} median ${fmt(median(runs.map((r) => r.ms))).padStart(8)}   [${each}]${self}`,
  );
}

async function main(): Promise<void> {
  console.log(`Cold start — spawn to first 200 on ${HEALTH_PATH}, ${RUNS} runs each, polling every 50 ms\n`);

  process.stdout.write("Web build (npm run build, once) … ");
  const buildMs = buildWeb();
  console.log(fmt(buildMs));

  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), "admit-bench-start-"));
    dirs.push(dir);
    return dir;
  };
  try {
    const baseline: Run[] = [];
    for (let i = 0; i < RUNS; i++) baseline.push(await nodeHttpStart());

    const cold: Run[] = [];
    let lastDir = "";
    for (let i = 0; i < RUNS; i++) {
      lastDir = fresh();
      cold.push(await admitStart(lastDir));
    }

    const warm: Run[] = [];
    for (let i = 0; i < RUNS; i++) warm.push(await admitStart(lastDir));

    console.log("");
    printRow("baseline: node -e http.createServer", baseline);
    printRow("Admit, empty DATA_DIR (migrate + seed)", cold);
    printRow("Admit, DATA_DIR with data (warm)", warm);
    const base = median(baseline.map((r) => r.ms));
    console.log(
      `\nAdmit over baseline (medians): cold +${fmt(median(cold.map((r) => r.ms)) - base)}, ` +
        `warm +${fmt(median(warm.map((r) => r.ms)) - base)}`,
    );
    console.log(`Web build (separate, once): ${fmt(buildMs)}`);
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
