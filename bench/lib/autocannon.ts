import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type autocannon from "autocannon";

const cli = join(dirname(createRequire(import.meta.url).resolve("autocannon")), "autocannon.js");

export interface LoadOptions {
  connections: number;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
}

/** Runs autocannon's CLI in its own process (not on the servers' event loop) and reads its JSON summary. */
export function runAutocannon(
  url: string,
  seconds: number,
  options: LoadOptions,
): Promise<autocannon.Result> {
  const args = [cli, "-j", "-c", String(options.connections), "-d", String(seconds)];
  if (options.method) args.push("-m", options.method);
  if (options.body !== undefined) args.push("-b", options.body);
  for (const [k, v] of Object.entries(options.headers ?? {})) args.push("-H", `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d;
    });
    child.stderr.on("data", (d: Buffer) => {
      err += d;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err}`));
      try {
        resolve(JSON.parse(out) as autocannon.Result);
      } catch (e) {
        reject(e);
      }
    });
  });
}
