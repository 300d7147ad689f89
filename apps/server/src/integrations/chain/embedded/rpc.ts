import { type Hex, numberToHex, parseTransaction } from "viem";
import type { Head } from "./chain-store.ts";
import { type EmbeddedChain, RpcError } from "./embedded-chain.ts";
import {
  type CallRequest,
  type CallResult,
  EMBEDDED_BASE_FEE,
  EMBEDDED_BLOCK_GAS_LIMIT,
} from "./evm-engine.ts";

/** A JSON-RPC 2.0 request. */
interface RpcRequest {
  jsonrpc?: string;
  id?: string | number | null;
  method?: unknown;
  params?: unknown;
}

/**
 * What the methods read and write: the chain itself (the app's own calls), or a reader in front of
 * it (the public route: reads on their own engine, under a gas cap; a transaction still goes to the
 * chain, and without `sendRaw` none is taken).
 */
export type RpcNode = Pick<
  EmbeddedChain,
  "chainId" | "store" | "latest" | "account" | "nonce" | "code" | "storageAt" | "call" | "estimateGas"
> & {
  sendRaw?: (raw: Hex) => Promise<Hex>;
  /** The most gas a call may spend here: a call that needs more is refused as geth refuses it. */
  gasCap?: bigint;
};

type RpcAnswer =
  | { jsonrpc: "2.0"; id: string | number | null; result: unknown }
  | { jsonrpc: "2.0"; id: string | number | null; error: { code: number; message: string; data?: Hex } };

type LogRow = Awaited<ReturnType<RpcNode["store"]["logsOfTx"]>>[number];

const ZERO_HASH = `0x${"0".repeat(64)}` as Hex;
const EMPTY_BLOOM = `0x${"0".repeat(512)}` as Hex;
const PRIORITY_FEE = 1_000_000_000n;
const MAX_BATCH = 100;

const quantity = (value: number | bigint | string) => numberToHex(BigInt(value));

function isHex(value: unknown): value is Hex {
  return typeof value === "string" && /^0x[0-9a-fA-F]*$/.test(value);
}

function param<T>(params: unknown[], i: number, check: (v: unknown) => v is T, what: string): T {
  const value = params[i];
  if (!check(value)) throw new RpcError(-32602, `invalid params: ${what}`);
  return value;
}

const isAddress = (v: unknown): v is Hex => isHex(v) && v.length === 42;
const isHash = (v: unknown): v is Hex => isHex(v) && v.length === 66;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

function callRequest(value: Record<string, unknown>): CallRequest {
  const field = (name: string) => {
    const v = value[name];
    if (v === undefined || v === null) return undefined;
    if (!isHex(v)) throw new RpcError(-32602, `invalid params: ${name}`);
    return v;
  };
  const to = field("to");
  const value_ = field("value");
  const gas = field("gas");
  return {
    from: field("from"),
    to: to ?? null,
    data: field("data") ?? field("input"),
    value: value_ ? BigInt(value_).toString() : undefined,
    gas: gas ? BigInt(gas).toString() : undefined,
  };
}

/** Which block a tag names; the embedded chain answers reads only at its latest block. */
async function blockNumberOf(chain: RpcNode, tag: unknown): Promise<number> {
  const head = await chain.latest();
  if (tag === undefined || tag === "latest" || tag === "pending" || tag === "safe" || tag === "finalized")
    return head.block;
  if (tag === "earliest") return 0;
  if (isHex(tag)) return Number(BigInt(tag));
  throw new RpcError(-32602, "invalid params: block tag");
}

function assertLatest(head: Head, tag: unknown) {
  if (tag === undefined || (typeof tag === "string" && !isHex(tag))) return;
  if (isHex(tag) && Number(BigInt(tag)) >= head.block) return;
  throw new RpcError(-32000, "the embedded chain keeps only the latest state (no archive)");
}

type TxRow = NonNullable<Awaited<ReturnType<EmbeddedChain["store"]["tx"]>>>;

function txObject(row: TxRow) {
  const raw = `0x${Buffer.from(row.raw).toString("hex")}` as Hex;
  const parsed = parseTransaction(raw);
  return {
    ...(parsed.r
      ? { r: parsed.r, s: parsed.s, yParity: quantity(parsed.yParity ?? 0), v: quantity(parsed.yParity ?? 0) }
      : {}),
    ...(parsed.maxFeePerGas !== undefined
      ? {
          maxFeePerGas: quantity(parsed.maxFeePerGas),
          maxPriorityFeePerGas: quantity(parsed.maxPriorityFeePerGas ?? 0n),
        }
      : {}),
    hash: row.hash,
    blockHash: row.blockHash,
    blockNumber: quantity(row.block),
    transactionIndex: "0x0",
    from: row.from,
    to: row.to,
    nonce: quantity(row.nonce),
    value: quantity(row.value),
    gas: quantity(row.gasLimit),
    gasPrice: quantity(row.effectiveGasPrice),
    input: parsed.data ?? "0x",
    type: parsed.type === "legacy" ? "0x0" : parsed.type === "eip2930" ? "0x1" : "0x2",
    chainId: undefined as string | undefined,
  };
}

function blockObject(
  chain: RpcNode,
  head: { block: number; hash: string; timestamp: number },
  parentHash: string,
  tx: TxRow | undefined,
  full: boolean,
) {
  return {
    number: quantity(head.block),
    hash: head.hash,
    parentHash,
    nonce: "0x0000000000000000",
    sha3Uncles: ZERO_HASH,
    logsBloom: EMPTY_BLOOM,
    transactionsRoot: ZERO_HASH,
    stateRoot: ZERO_HASH,
    receiptsRoot: ZERO_HASH,
    miner: "0x0000000000000000000000000000000000000000",
    difficulty: "0x0",
    totalDifficulty: "0x0",
    extraData: "0x",
    size: "0x0",
    gasLimit: quantity(EMBEDDED_BLOCK_GAS_LIMIT),
    gasUsed: quantity(tx?.gasUsed ?? 0),
    timestamp: quantity(head.timestamp),
    baseFeePerGas: quantity(EMBEDDED_BASE_FEE),
    mixHash: ZERO_HASH,
    uncles: [],
    transactions: tx ? [full ? { ...txObject(tx), chainId: quantity(chain.chainId) } : tx.hash] : [],
  };
}

async function block(chain: RpcNode, number: number, full: boolean) {
  const head = await chain.latest();
  if (number > head.block || number < 0) return null;
  if (number === 0 && head.block >= 0) {
    const genesis = head.block === 0 ? head : { block: 0, hash: ZERO_HASH, timestamp: 0 };
    return blockObject(chain, genesis, ZERO_HASH, undefined, full);
  }
  const [tx, parent] = await Promise.all([chain.store.txAtBlock(number), chain.store.txAtBlock(number - 1)]);
  if (!tx) return null;
  return blockObject(
    chain,
    { block: tx.block, hash: tx.blockHash, timestamp: tx.timestamp },
    parent?.blockHash ?? ZERO_HASH,
    tx,
    full,
  );
}

/** A log as a node answers it (one transaction per block: its index is 0). */
function logObject(l: LogRow, blockHash: string | undefined) {
  return {
    address: l.address,
    topics: [l.topic0, l.topic1, l.topic2, l.topic3].filter((t): t is string => t !== null),
    data: l.data,
    blockNumber: quantity(l.block),
    blockHash,
    transactionHash: l.txHash,
    transactionIndex: "0x0",
    logIndex: quantity(l.logIndex),
    removed: false,
  };
}

async function receipt(chain: RpcNode, hash: Hex) {
  const row = await chain.store.tx(hash);
  if (!row) return null;
  const logs = await chain.store.logsOfTx(hash);
  return {
    transactionHash: row.hash,
    transactionIndex: "0x0",
    blockHash: row.blockHash,
    blockNumber: quantity(row.block),
    from: row.from,
    to: row.to,
    cumulativeGasUsed: quantity(row.gasUsed),
    gasUsed: quantity(row.gasUsed),
    effectiveGasPrice: quantity(row.effectiveGasPrice),
    contractAddress: row.contractAddress,
    logs: logs.map((l) => logObject(l, row.blockHash)),
    logsBloom: EMPTY_BLOOM,
    status: row.status === 1 ? "0x1" : "0x0",
    type: "0x2",
  };
}

/**
 * A call's answer, or geth's "execution reverted" (code 3) with the revert data viem decodes; a call
 * that ran out of the node's gas cap is refused as geth refuses it (-32000).
 */
function callAnswer(node: RpcNode, result: CallResult, estimate = false): Extract<CallResult, { ok: true }> {
  if (!result.ok && node.gasCap !== undefined && result.message === "out of gas")
    throw new RpcError(
      -32000,
      estimate ? `gas required exceeds allowance (${node.gasCap})` : `out of gas (gas cap ${node.gasCap})`,
    );
  if (!result.ok) {
    const reason = result.message && result.message !== "revert" ? `: ${result.message}` : "";
    throw new RpcError(3, `execution reverted${reason}`, result.data);
  }
  return result;
}

type Method = (chain: RpcNode, params: unknown[]) => unknown;

/** Ethereum's standard methods, as a node answers them. */
const METHODS: Record<string, Method> = {
  eth_chainId: (chain) => quantity(chain.chainId),
  net_version: (chain) => String(chain.chainId),
  web3_clientVersion: () => "admit-embedded/ethereumjs",
  eth_syncing: () => false,
  eth_accounts: () => [],
  eth_blockNumber: async (chain) => quantity((await chain.latest()).block),
  eth_gasPrice: () => quantity(EMBEDDED_BASE_FEE + PRIORITY_FEE),
  eth_maxPriorityFeePerGas: () => quantity(PRIORITY_FEE),
  eth_feeHistory: async (chain, params) => {
    const head = await chain.latest();
    const count = Math.min(Number(BigInt(String(params[0] ?? "0x1"))), 1024) || 1;
    const percentiles = Array.isArray(params[2]) ? params[2] : [];
    return {
      oldestBlock: quantity(Math.max(0, head.block - count + 1)),
      baseFeePerGas: Array.from({ length: count + 1 }, () => quantity(EMBEDDED_BASE_FEE)),
      gasUsedRatio: Array.from({ length: count }, () => 0),
      reward: Array.from({ length: count }, () => percentiles.map(() => quantity(PRIORITY_FEE))),
    };
  },
  eth_getBalance: async (chain, params) => {
    const address = param(params, 0, isAddress, "address");
    assertLatest(await chain.latest(), params[1]);
    return quantity((await chain.account(address)).balance);
  },
  eth_getTransactionCount: async (chain, params) => {
    const address = param(params, 0, isAddress, "address");
    if (params[1] !== "pending") assertLatest(await chain.latest(), params[1]);
    return quantity(await chain.nonce(address, params[1] === "pending"));
  },
  eth_getCode: async (chain, params) => {
    const address = param(params, 0, isAddress, "address");
    assertLatest(await chain.latest(), params[1]);
    return chain.code(address);
  },
  eth_getStorageAt: async (chain, params) => {
    const address = param(params, 0, isAddress, "address");
    const slot = param(params, 1, isHex, "slot");
    assertLatest(await chain.latest(), params[2]);
    return chain.storageAt(address, `0x${BigInt(slot).toString(16).padStart(64, "0")}`);
  },
  eth_call: async (chain, params) => {
    const request = param(params, 0, isObject, "call object");
    assertLatest(await chain.latest(), params[1]);
    return callAnswer(chain, await chain.call(callRequest(request))).data;
  },
  eth_estimateGas: async (chain, params) => {
    const request = param(params, 0, isObject, "call object");
    return quantity(callAnswer(chain, await chain.estimateGas(callRequest(request)), true).gasUsed);
  },
  eth_sendRawTransaction: (chain, params) => {
    if (!chain.sendRaw) throw new RpcError(-32601, "this node only reads: it takes no transactions");
    return chain.sendRaw(param(params, 0, isHex, "signed transaction"));
  },
  eth_getTransactionByHash: async (chain, params) => {
    const row = await chain.store.tx(param(params, 0, isHash, "hash"));
    return row ? { ...txObject(row), chainId: quantity(chain.chainId) } : null;
  },
  eth_getTransactionReceipt: (chain, params) => receipt(chain, param(params, 0, isHash, "hash")),
  eth_getBlockByNumber: async (chain, params) =>
    block(chain, await blockNumberOf(chain, params[0]), params[1] === true),
  eth_getBlockByHash: async (chain, params) => {
    const row = await chain.store.txInBlockHash(param(params, 0, isHash, "block hash"));
    return row ? block(chain, row.block, params[1] === true) : null;
  },
  eth_getLogs: (chain, params) => getLogs(chain, param(params, 0, isObject, "filter")),
};

async function getLogs(chain: RpcNode, filter: Record<string, unknown>) {
  const head = await chain.latest();
  if (filter.blockHash !== undefined) {
    const row = isHash(filter.blockHash) ? await chain.store.txInBlockHash(filter.blockHash) : undefined;
    if (!row) return [];
    filter.fromBlock = quantity(row.block);
    filter.toBlock = quantity(row.block);
  }
  const from = filter.fromBlock === undefined ? head.block : await blockNumberOf(chain, filter.fromBlock);
  const to = filter.toBlock === undefined ? head.block : await blockNumberOf(chain, filter.toBlock);
  const addresses = (
    Array.isArray(filter.address) ? filter.address : filter.address ? [filter.address] : []
  ).filter(isAddress);
  const topics = (Array.isArray(filter.topics) ? filter.topics : []).map((t) =>
    t === null ? null : Array.isArray(t) ? t.filter(isHash) : isHash(t) ? [t] : null,
  );
  const rows = await chain.store.logs({ from, to, addresses, topics });
  const blockHashes = new Map<number, string>();
  for (const r of rows)
    if (!blockHashes.has(r.block))
      blockHashes.set(r.block, (await chain.store.txAtBlock(r.block))?.blockHash ?? ZERO_HASH);
  return rows.map((l) => logObject(l, blockHashes.get(l.block)));
}

async function dispatch(chain: RpcNode, method: string, params: unknown[]): Promise<unknown> {
  const run = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
  if (!run) throw new RpcError(-32601, `the method ${method} does not exist/is not available`);
  return run(chain, params);
}

async function answer(chain: RpcNode, request: unknown): Promise<RpcAnswer> {
  const r = (isObject(request) ? request : {}) as RpcRequest;
  const id = typeof r.id === "string" || typeof r.id === "number" ? r.id : null;
  if (typeof r.method !== "string" || r.jsonrpc !== "2.0")
    return { jsonrpc: "2.0", id, error: { code: -32600, message: "invalid request" } };
  try {
    const params = Array.isArray(r.params) ? r.params : r.params === undefined ? [] : [r.params];
    return { jsonrpc: "2.0", id, result: await dispatch(chain, r.method, params) };
  } catch (err) {
    if (err instanceof RpcError)
      return {
        jsonrpc: "2.0",
        id,
        error: { code: err.code, message: err.message, ...(err.data ? { data: err.data } : {}) },
      };
    return { jsonrpc: "2.0", id, error: { code: -32603, message: "internal error" } };
  }
}

/** Answers one JSON-RPC request or a batch (Ethereum's standard methods, as a node answers them). */
export async function handleRpc(chain: RpcNode, body: unknown): Promise<RpcAnswer | RpcAnswer[]> {
  if (Array.isArray(body)) {
    if (body.length === 0 || body.length > MAX_BATCH)
      return {
        jsonrpc: "2.0",
        id: null,
        error: { code: -32600, message: `a batch holds 1 to ${MAX_BATCH} requests` },
      };
    return Promise.all(body.map((request) => answer(chain, request)));
  }
  return answer(chain, body);
}
