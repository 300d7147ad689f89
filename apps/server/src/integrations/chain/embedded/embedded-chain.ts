import type { Network } from "@admit/contract/enums";
import type { BaseLogger } from "pino";
import {
  encodeAbiParameters,
  type Hex,
  hexToBytes,
  keccak256,
  parseTransaction,
  recoverTransactionAddress,
} from "viem";
import type { Db } from "../../../db/client.ts";
import { ChainStore, type Head } from "./chain-store.ts";
import type { CallRequest, CallResult } from "./evm-engine.ts";
import type { EvmHost, EvmThread } from "./evm-thread.ts";
import type { WriterLocks } from "./writer-lock.ts";

/** An error a JSON-RPC caller sees (code -32000 as geth answers a refused transaction). */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: Hex,
  ) {
    super(message);
  }
}

export interface EmbeddedChainOptions {
  db: Db;
  /** The process's EVM worker, shared by its embedded networks. */
  host: EvmHost;
  network: Network;
  chainId: number;
  log: Pick<BaseLogger, "info" | "warn" | "error">;
  /** Accounts the development chain keeps funded (the operator): topped up at start. */
  funded: Array<{ address: Hex; balance: bigint }>;
  /** Another process may mine on the same database (PostgreSQL server): reads catch up first. */
  shared: boolean;
  /** With several processes, which one mines (shared mode); without, this process always does. */
  locks?: WriterLocks | undefined;
}

/** How often a process that does not write tries to become the writer, and the writer looks at the mempool. */
const CLAIM_MS = 500;
/** How long a transaction sent to a process that does not write waits to be mined by the one that does. */
const MINED_WAIT_MS = 10_000;

/**
 * Applies to an engine the state written since write number `seen` (by this process before a
 * restart, or by others): answers the recorded head and the last write applied. The head and the
 * last write's number come in one snapshot, first: state newer than the head only makes the next
 * block's recording fail and go round again, while a head newer than the state would mine on stale state.
 */
export async function catchUp(
  store: ChainStore,
  network: Network,
  thread: EvmThread,
  seen: number,
): Promise<{ head: Head | undefined; seen: number }> {
  const { head, seq } = await store.mark();
  if (seq <= seen) return { head, seen };
  const since = await store.stateSince(seen);
  if (since.entries.length > 0) await thread.call(network, "apply", since.entries);
  return { head, seen: since.seq };
}

/**
 * A development chain inside the app: an EVM in a worker thread (off the request path) whose state,
 * blocks, receipts and logs live in PostgreSQL, so it survives restarts, served as standard JSON-RPC
 * (rpc.ts). One transaction per block, mined as soon as it arrives. Transactions wait in a mempool
 * table until mined. With several processes on one PostgreSQL server, one of them writes each
 * network (an advisory lock, writer-lock.ts): the others queue their transactions, wake it, and
 * answer once it has mined them; each follows the state it writes (`chain_state.seq`). A block is
 * still recorded only if the head did not move meanwhile, so even two writers would never fork the
 * chain. A worker that dies is started again from the database: what it had not persisted never
 * happened, and its transactions are still in the mempool.
 */
export class EmbeddedChain {
  readonly store: ChainStore;
  /** The host generation this chain's engine was loaded into (0: not loaded). */
  private loadedIn = 0;
  private loading: Promise<void> | undefined;
  private head: Head = { block: 0, hash: "0x", timestamp: 0 };
  /** Catch-ups with what other processes wrote, one at a time (a later one never applies older values). */
  private following: Promise<void> = Promise.resolve();
  private mining: Promise<void> = Promise.resolve();
  private again = false;
  private stopped = false;
  /** The last state write (`chain_state.seq`) the engine has. */
  private seen = 0;
  private tick: NodeJS.Timeout | undefined;
  /** Transactions queued here for the writer, and what their senders wait for. */
  private readonly waiters = new Map<string, Array<{ settle: (err?: Error) => void; until: number }>>();
  private polling = false;

  constructor(private readonly options: EmbeddedChainOptions) {
    this.store = new ChainStore(options.db, options.network);
  }

  get network(): Network {
    return this.options.network;
  }

  get chainId(): number {
    return this.options.chainId;
  }

  private booted: Promise<void> | undefined;

  /** Loads the chain (or makes its genesis) and tops up the funded accounts, once: every entry point waits for it. */
  ready(): Promise<void> {
    this.booted ??= this.boot().catch((err) => {
      this.booted = undefined;
      throw err;
    });
    return this.booted;
  }

  private async boot(): Promise<void> {
    const now = Math.floor(Date.now() / 1000);
    this.head =
      (await this.store.head()) ??
      (await this.store.genesis({ block: 0, hash: this.blockHash(0, "0x", now), timestamp: now }));
    const engine = await this.engine();
    for (const { address, balance } of this.options.funded) {
      const account = await engine.call(this.network, "account", address);
      if (BigInt(account.balance) >= balance / 2n) continue;
      const diff = await engine.call(this.network, "setBalance", address, balance);
      await this.store.writeState(diff, this.head.block);
    }
    const locks = this.options.locks;
    if (locks) {
      locks.onQueued(this.network, () => void this.mineWaiting());
      // The writer may stop: try to take over, and mine what waits (a missed wake-up too).
      this.tick = setInterval(() => void this.mineWaiting(), CLAIM_MS);
      this.tick.unref();
    }
    await this.mineWaiting();
  }

  /**
   * The development faucet: sets an account's balance (what boot does for the operator; a
   * developer or a test funds or drains an account with it). A state write that is no block.
   */
  async fund(address: Hex, balance: bigint): Promise<void> {
    await this.ready();
    const engine = await this.current();
    const diff = await engine.call(this.network, "setBalance", address, balance);
    await this.store.writeState(diff, this.head.block);
  }

  /** Stops mining (the host's worker is stopped by its owner). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.tick);
    await this.mining.catch(() => {});
    for (const list of this.waiters.values()) for (const waiter of list) waiter.settle();
    this.waiters.clear();
  }

  /** Whether this process mines this network now (always, with one process). */
  private async writes(): Promise<boolean> {
    return !this.options.locks || this.options.locks.claim(this.network);
  }

  private blockHash(block: number, txHash: string, timestamp: number): Hex {
    return keccak256(
      encodeAbiParameters(
        [{ type: "uint256" }, { type: "uint256" }, { type: "string" }, { type: "uint256" }],
        [BigInt(this.options.chainId), BigInt(block), txHash, BigInt(timestamp)],
      ),
    );
  }

  /** The worker with this chain's engine loaded from the database's whole state (again after a restart). */
  private async engine(): Promise<EvmThread> {
    const thread = await this.options.host.thread();
    if (this.loadedIn === this.options.host.generation) return thread;
    this.loading ??= (async () => {
      try {
        const head = await this.store.head();
        if (head) this.head = head;
        const { entries, seq } = await this.store.stateSince(0);
        await thread.load(this.network, this.options.chainId, entries);
        this.seen = seq;
        this.loadedIn = this.options.host.generation;
      } finally {
        this.loading = undefined;
      }
    })();
    await this.loading;
    return thread;
  }

  /** Forgets the engine (its state may be ahead of the database): the next call loads it again. */
  private restart(reason: string): void {
    this.options.log.warn({ network: this.network, reason }, "embedded chain reloads from the database");
    this.loadedIn = 0;
  }

  /**
   * The worker, for a read. The writer's engine is the chain (it looks for other processes' writes,
   * the faucet's, before each mining round); a process that does not write catches up before every
   * read, so that a receipt it answers is never ahead of the state it reads.
   */
  private async current(): Promise<EvmThread> {
    const thread = await this.engine();
    const writes = !this.options.locks || this.options.locks.holds(this.network);
    if (this.options.shared && !writes) await this.follow(thread);
    else await this.following;
    return thread;
  }

  /** Applies what other processes wrote since the last catch-up (blocks, the faucet); one at a time. */
  private follow(thread: EvmThread): Promise<void> {
    const run = this.following.then(async () => {
      const caught = await catchUp(this.store, this.network, thread, this.seen);
      this.seen = Math.max(this.seen, caught.seen);
      if (caught.head && caught.head.block >= this.head.block) this.head = caught.head;
    });
    this.following = run.catch(() => {});
    return run;
  }

  async latest(): Promise<Head> {
    await this.ready();
    await this.current();
    return this.head;
  }

  private nextHeader() {
    return {
      number: BigInt(this.head.block + 1),
      timestamp: BigInt(Math.max(this.head.timestamp, Math.floor(Date.now() / 1000))),
    };
  }

  // ——— what the JSON-RPC methods ask ———

  async account(address: Hex) {
    await this.ready();
    return (await this.current()).call(this.network, "account", address);
  }

  async code(address: Hex) {
    await this.ready();
    return (await this.current()).call(this.network, "code", address);
  }

  async storageAt(address: Hex, slot: Hex) {
    await this.ready();
    return (await this.current()).call(this.network, "storageAt", address, slot);
  }

  async call(request: CallRequest): Promise<CallResult> {
    await this.ready();
    return (await this.current()).call(this.network, "call", request, this.nextHeader());
  }

  async estimateGas(request: CallRequest): Promise<CallResult> {
    await this.ready();
    return (await this.current()).call(this.network, "estimateGas", request, this.nextHeader());
  }

  /** The next nonce of `address`, counting its transactions still waiting when `pending`. */
  async nonce(address: Hex, pending: boolean): Promise<number> {
    const mined = Number((await this.account(address)).nonce);
    if (!pending) return mined;
    const waiting = await this.store.pendingNonce(address);
    return waiting === undefined ? mined : Math.max(mined, waiting + 1);
  }

  /**
   * `eth_sendRawTransaction`: checks the signature, the chain and the nonce, keeps the transaction
   * in the mempool and starts mining. Sending one that is already mined or waiting answers its hash
   * again (a rebroadcast after a crash is harmless).
   */
  async sendRaw(raw: Hex): Promise<Hex> {
    await this.ready();
    const hash = keccak256(raw);
    let from: Hex;
    let nonce: number;
    try {
      const tx = parseTransaction(raw);
      if (tx.chainId !== undefined && tx.chainId !== this.options.chainId)
        throw new RpcError(-32000, `invalid chain id ${tx.chainId}: this chain is ${this.options.chainId}`);
      if (tx.chainId === undefined)
        throw new RpcError(-32000, "only replay-protected (EIP-155) transactions allowed");
      from = (await recoverTransactionAddress({ serializedTransaction: raw as never })).toLowerCase() as Hex;
      nonce = tx.nonce ?? 0;
    } catch (err) {
      if (err instanceof RpcError) throw err;
      throw new RpcError(-32000, `invalid transaction: ${(err as Error).message.split("\n")[0]}`);
    }
    // Mined, or waiting (a rebroadcast while it is being mined): the same transaction, answered again.
    if (await this.store.knows(hash)) return hash;
    const next = Number((await this.account(from)).nonce);
    if (nonce < next) throw new RpcError(-32000, `nonce too low: next nonce ${next}, tx nonce ${nonce}`);
    await this.store.enqueue({ hash, from, nonce, raw: hexToBytes(raw) });
    await this.mineWaiting();
    if (this.options.locks && !(await this.writes())) {
      // Another process writes this network: wake it, and answer once it has mined (as a node that
      // mines at once would), or once the wait is over (the transaction stays in the mempool).
      await this.options.locks.queued(this.network);
      await this.minedElsewhere(hash);
    }
    return hash;
  }

  /** Resolves when `hash` is mined by the writer (or the wait is over); rejects when it was dropped. */
  private minedElsewhere(hash: Hex): Promise<void> {
    return new Promise((resolve, reject) => {
      const list = this.waiters.get(hash) ?? [];
      list.push({ settle: (err) => (err ? reject(err) : resolve()), until: Date.now() + MINED_WAIT_MS });
      this.waiters.set(hash, list);
      if (!this.polling) void this.pollWaiters();
    });
  }

  /** One query for every waiting sender, every few milliseconds, while any waits. */
  private async pollWaiters(): Promise<void> {
    this.polling = true;
    try {
      while (this.waiters.size > 0 && !this.stopped) {
        await new Promise((r) => setTimeout(r, 20));
        const hashes = [...this.waiters.keys()];
        const where = await this.store.whereAre(hashes).catch(() => undefined);
        if (!where) continue;
        for (const hash of hashes) {
          const list = this.waiters.get(hash) ?? [];
          const dropped = !where.mined.has(hash) && !where.waiting.has(hash);
          const done = where.mined.has(hash) || dropped || list.every((w) => Date.now() > w.until);
          if (!done) continue;
          this.waiters.delete(hash);
          const err = dropped
            ? new RpcError(
                -32000,
                "transaction dropped by the chain: its nonce was used, or its sender cannot pay",
              )
            : undefined;
          for (const waiter of list) waiter.settle(err);
        }
      }
    } finally {
      this.polling = false;
    }
  }

  /**
   * Mines what the mempool holds, when this process writes the network; one round at a time,
   * another round when asked meanwhile.
   */
  mineWaiting(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.again = true;
    this.mining = this.mining.then(async () => {
      while (this.again && !this.stopped) {
        this.again = false;
        try {
          if (!(await this.writes())) return;
          await this.mineRound();
        } catch (err) {
          this.options.log.error({ err, network: this.network }, "embedded chain: mining failed");
          this.restart("mining failed");
        }
      }
    });
    return this.mining;
  }

  private async mineRound(): Promise<void> {
    // Another process may have written meanwhile (a block, the faucet; the writer before this one).
    if (this.options.shared) await this.follow(await this.engine());
    const waiting = await this.store.mempool();
    if (waiting.length === 0) return;
    let progress = true;
    const left = new Map(waiting.map((w) => [w.hash, w]));
    // A sender's later nonces wait for its earlier ones: go round until nothing more can be mined.
    while (progress && left.size > 0) {
      progress = false;
      for (const row of [...left.values()]) {
        const thread = await this.engine();
        const header = this.nextHeader();
        const raw = `0x${Buffer.from(row.raw).toString("hex")}` as Hex;
        const result = await thread.call(this.network, "mine", raw, header);
        if (result.kind === "rejected") {
          if (result.reason === "nonce-ahead") continue;
          left.delete(row.hash);
          this.options.log.warn(
            { network: this.network, hash: row.hash, reason: result.message },
            "embedded chain dropped a transaction",
          );
          await this.store.dropFromMempool(row.hash);
          continue;
        }
        const block = Number(header.number);
        const timestamp = Number(header.timestamp);
        const next: Head = { block, timestamp, hash: this.blockHash(block, result.hash, timestamp) };
        let recorded: boolean;
        try {
          recorded = await this.store.recordBlock(this.head, next, result, row.raw);
        } catch (err) {
          await thread.call(this.network, "revertBlock");
          throw err;
        }
        if (!recorded) {
          // Another process recorded this block first: drop ours, catch up, and go round again.
          await thread.call(this.network, "revertBlock");
          this.again = true;
          return;
        }
        await thread.call(this.network, "commitBlock");
        this.head = next;
        left.delete(row.hash);
        progress = true;
      }
    }
  }
}
