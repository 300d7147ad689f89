import { type ChildProcess, spawn } from "node:child_process";
import pg from "pg";
import { SESSION_COOKIE } from "../src/modules/sessions/session-token.ts";

/**
 * Starts a server script (main.ts, or a test's own) as its own process; resolves once it answers
 * /health (within `startMs`: a fresh embedded database migrates first, slowly on a busy machine).
 */
export function startProcess(
  script: string,
  env: Record<string, string>,
  startMs = 60_000,
): Promise<ChildProcess> {
  const port = env.PORT;
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: "", REDIS_URL: "", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const until = Date.now() + startMs;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`${script} exited with ${child.exitCode}`));
      const up = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return resolve(child);
      if (Date.now() > until) return reject(new Error(`${script} did not start`));
      setTimeout(poll, 100);
    };
    void poll();
  });
}

/** Resolves with the signal (or exit code) the process ended with. */
export const exited = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.signalCode ?? child.exitCode);
    else child.once("exit", (code, signal) => resolve(signal ?? code));
  });

/** Stops a process as an operator would (SIGTERM) and waits for it. */
export async function stopProcess(child: ChildProcess) {
  child.kill("SIGTERM");
  await exited(child);
}

/** A new empty database beside the run's own (`base`), for a test whose processes must see no one else's rows. */
export async function createScratchDatabase(base: string, prefix: string) {
  const url = new URL(base);
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** Signs `email` in at a running server (`base`, its address) over HTTP; answers the session cookie's value. */
export async function signInOverHttp(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/users/signin/email`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/json" },
    body: JSON.stringify({ email, pwd: password }),
  });
  return new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(res.headers.get("set-cookie") ?? "")?.[1] ?? "";
}
