import type { EvmEngine } from "./evm-engine.ts";
import type { StateKey } from "./journaled-state.ts";

/** The engine's methods the main thread may call. */
export type EngineOp =
  | "mine"
  | "commitBlock"
  | "revertBlock"
  | "call"
  | "estimateGas"
  | "account"
  | "code"
  | "storageAt"
  | "setBalance"
  | "apply";

/** `load` (re)creates a chain's engine from its whole persisted state; the others go to that engine. */
export type WorkerRequest =
  | { id: number; chain: string; op: "load"; args: [chainId: number, entries: Array<[StateKey, Uint8Array]>] }
  | { id: number; chain: string; op: EngineOp; args: unknown[] };

export type WorkerResponse = { id: number; result: unknown } | { id: number; error: string };

/** The answer type of an engine method. */
export type OpResult<Op extends EngineOp> = Awaited<ReturnType<EvmEngine[Op]>>;
