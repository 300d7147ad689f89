import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { EvmEngine } from "./evm-engine.ts";
import type { EngineOp, OpResult, WorkerRequest, WorkerResponse } from "./evm-protocol.ts";
import type { StateKey } from "./journaled-state.ts";

/**
 * Where the worker's code is: beside this file when the server runs from source (tsx, tests), and
 * `chain-worker.js` beside the bundle in the production build (apps/server/scripts/build.mjs).
 */
function workerEntry(): URL {
  if (!import.meta.url.endsWith(".ts")) return new URL("./chain-worker.js", import.meta.url);
  // From source, the worker registers tsx first (Node 20 does not hand `--import` hooks to workers).
  const tsx = pathToFileURL(
    join(dirname(createRequire(import.meta.url).resolve("tsx/package.json")), "dist/esm/api/index.mjs"),
  ).href;
  const source = new URL("./evm-worker.ts", import.meta.url).href;
  const code = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(source)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

/**
 * The main thread's handle on the EVM worker (one for every embedded network): each call is a
 * message, answered in the order sent. When the worker dies, every pending call fails; the chains
 * notice (`alive`) and load their state into a new one (`EvmHost`).
 */
export class EvmThread {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private exited = false;

  private constructor(private readonly worker: Worker) {
    worker.on("message", (response: WorkerResponse) => {
      const waiting = this.pending.get(response.id);
      if (!waiting) return;
      this.pending.delete(response.id);
      if ("error" in response) waiting.reject(new Error(response.error));
      else waiting.resolve(response.result);
    });
    worker.on("exit", () => this.fail(new Error("the embedded chain's worker stopped")));
    worker.on("error", (err) => this.fail(err));
  }

  static start(): Promise<EvmThread> {
    const worker = new Worker(workerEntry());
    // The worker holds no handle the process must wait for: it never keeps a stopping server alive.
    worker.unref();
    const thread = new EvmThread(worker);
    return new Promise((resolve, reject) => {
      thread.pending.set(0, { resolve: () => resolve(thread), reject });
    });
  }

  private fail(err: Error): void {
    this.exited = true;
    for (const waiting of this.pending.values()) waiting.reject(err);
    this.pending.clear();
  }

  get alive(): boolean {
    return !this.exited;
  }

  private send(request: Omit<WorkerRequest, "id">): Promise<unknown> {
    if (this.exited) return Promise.reject(new Error("the embedded chain's worker stopped"));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  /** Makes `chain`'s engine afresh from its whole state. */
  async load(chain: string, chainId: number, entries: Array<[StateKey, Uint8Array]>): Promise<void> {
    await this.send({ chain, op: "load", args: [chainId, entries] });
  }

  call<Op extends EngineOp>(
    chain: string,
    op: Op,
    ...args: Parameters<EvmEngine[Op]>
  ): Promise<OpResult<Op>> {
    return this.send({ chain, op, args }) as Promise<OpResult<Op>>;
  }

  async stop(): Promise<void> {
    this.exited = true;
    await this.worker.terminate();
  }
}

/**
 * The process's one EVM worker, shared by its embedded networks and started on first use: when it
 * died, the next `thread()` starts another and bumps `generation`, which tells each chain to load
 * its state again.
 */
export class EvmHost {
  private current: EvmThread | undefined;
  private starting: Promise<EvmThread> | undefined;
  private stoppedIn = 0;
  generation = 0;

  async thread(): Promise<EvmThread> {
    if (this.current?.alive) return this.current;
    this.starting ??= EvmThread.start()
      .then((thread) => {
        this.current = thread;
        this.generation++;
        return thread;
      })
      .finally(() => {
        this.starting = undefined;
      });
    return this.starting;
  }

  async stop(): Promise<void> {
    const thread = this.current;
    this.current = undefined;
    this.stoppedIn = this.generation;
    await thread?.stop();
  }

  /** Whether the worker of `generation` was stopped on purpose (its calls failed for that reason). */
  stopped(generation: number): boolean {
    return this.stoppedIn === generation && generation > 0;
  }
}
