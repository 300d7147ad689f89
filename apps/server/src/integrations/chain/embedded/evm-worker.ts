/**
 * The embedded chain's worker thread: the EVMs of every embedded network, off the request path. It
 * answers the main thread's requests one at a time, in order (a read never sees half a block), and
 * never touches the database: the main thread persists what `mine` answers.
 */
import { parentPort } from "node:worker_threads";
import { EvmEngine } from "./evm-engine.ts";
import type { WorkerRequest, WorkerResponse } from "./evm-protocol.ts";

const port = parentPort;
if (!port) throw new Error("evm-worker runs as a worker thread");
const engines = new Map<string, EvmEngine>();

async function run(request: WorkerRequest): Promise<unknown> {
  if (request.op === "load") {
    engines.set(request.chain, await EvmEngine.create(...request.args));
    return true;
  }
  const engine = engines.get(request.chain);
  if (!engine) throw new Error(`no engine loaded for ${request.chain}`);
  const method = engine[request.op] as (...args: unknown[]) => unknown;
  return method.apply(engine, request.args);
}

let queue: Promise<unknown> = Promise.resolve();
port.on("message", (request: WorkerRequest) => {
  queue = queue.then(async () => {
    let response: WorkerResponse;
    try {
      response = { id: request.id, result: await run(request) };
    } catch (err) {
      response = { id: request.id, error: err instanceof Error ? err.message : String(err) };
    }
    port.postMessage(response);
  });
});
port.postMessage({ id: 0, result: "ready" } satisfies WorkerResponse);
