/** Helpers shared by the benchmarks that start servers as child processes. */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const HOST = "127.0.0.1";
export const HEALTH_PATH = "/api/v1/health";

/** A port the kernel just handed out and released; good enough for a local benchmark. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolvePort(port) : reject(new Error("no free port"))));
    });
  });
}

export interface Child {
  process: ChildProcess;
  /** Everything the child wrote so far (stdout and stderr), for error messages. */
  output(): string;
  exited(): boolean;
  /** SIGTERM to the whole process group, SIGKILL after `graceMs`; resolves once the child exited. */
  stop(graceMs?: number): Promise<void>;
}

const running = new Set<Child>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

// Last resort: whatever happens to this process, its children's process groups go with it.
process.on("exit", () => {
  for (const child of running) killGroup(child.process, "SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of running) killGroup(child.process, "SIGKILL");
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
}

/** Starts a command in its own process group (so it and its children can be killed together). */
export function startChild(command: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const proc = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString("utf8")).slice(-20_000);
  };
  proc.stdout?.on("data", append);
  proc.stderr?.on("data", append);
  let hasExited = false;
  const exit = new Promise<void>((resolveExit) => {
    proc.once("exit", () => {
      hasExited = true;
      resolveExit();
    });
    proc.once("error", (err) => {
      append(Buffer.from(String(err)));
      hasExited = true;
      resolveExit();
    });
  });
  const child: Child = {
    process: proc,
    output: () => log,
    exited: () => hasExited,
    async stop(graceMs = 5_000) {
      if (!hasExited) {
        killGroup(proc, "SIGTERM");
        const timer = setTimeout(() => killGroup(proc, "SIGKILL"), graceMs);
        await exit;
        clearTimeout(timer);
      }
      // Children the server may have left behind in its group.
      killGroup(proc, "SIGKILL");
      running.delete(child);
    },
  };
  running.add(child);
  return child;
}

/** Environment for the real server: never inherits a database server or Redis from the caller. */
export function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    WEB_DIST: "apps/web/dist",
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.PUBLIC_URL;
  return env;
}

/** CPU time (user + system, all threads) the process has used, in ms; undefined without /proc. */
function cpuMs(pid: number): number | undefined {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return undefined;
  // The fields after the command's ")": utime and stime are the 12th and 13th, in clock ticks (100/s).
  const fields = readFileSync(file, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Waits until the process has used under 5 % of a core for two seconds in a row: a fresh
 * server's background work (the demo seed's mints on the embedded chain, the first sweeps) would
 * otherwise share the CPU with what is measured. 120 s at most; 10 s where /proc is missing.
 */
export async function waitForIdle(pid: number): Promise<void> {
  const until = performance.now() + 120_000;
  let quiet = 0;
  let last = cpuMs(pid);
  if (last === undefined) {
    await sleep(10_000);
    return;
  }
  while (quiet < 2 && performance.now() < until) {
    await sleep(1_000);
    const now = cpuMs(pid);
    if (now === undefined) return;
    quiet = now - last < 50 ? quiet + 1 : 0;
    last = now;
  }
}

/** The server as `npm start` runs it: the production build (`npm run build` first). */
export const SERVER_ARGS = ["apps/server/dist/main.js"];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls `url` every `intervalMs` until it answers 200; returns the time of that answer
 * (performance.now()). Gives up after `timeoutMs` or when the child exits.
 */
export async function waitFor200(
  url: string,
  child: Child,
  { intervalMs = 50, timeoutMs = 120_000 }: { intervalMs?: number; timeoutMs?: number } = {},
): Promise<number> {
  const maxAttempts = Math.ceil(timeoutMs / intervalMs);
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    if (child.exited()) throw new Error(`Process exited before ${url} answered:\n${child.output()}`);
    const started = performance.now();
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now();
    } catch {
      // Not listening yet.
    }
    await sleep(Math.max(0, intervalMs - (performance.now() - started)));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${child.output()}`);
}

/** Runs `npm run build` at the repository root; returns its wall time in ms. */
export function buildWeb(): number {
  const started = performance.now();
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  const ms = performance.now() - started;
  if (result.status !== 0) {
    throw new Error(`npm run build failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return ms;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const hi = sorted[mid] ?? Number.NaN;
  const lo = sorted[mid - 1] ?? hi;
  return sorted.length % 2 === 1 ? hi : (lo + hi) / 2;
}
