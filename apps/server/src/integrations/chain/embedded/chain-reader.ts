import type { Network } from "@admit/contract/enums";
import type { Hex } from "viem";
import type { Db } from "../../../db/client.ts";
import { ChainStore, type Head } from "./chain-store.ts";
import { catchUp, RpcError } from "./embedded-chain.ts";
import type { CallRequest, CallResult } from "./evm-engine.ts";
import type { EvmHost, EvmThread } from "./evm-thread.ts";

export interface ChainReaderOptions {
  db: Db;
  /** An EVM worker of the readers' own: a read that runs long never holds up the chain's mining. */
  host: EvmHost;
  network: Network;
  chainId: number;
  /** The most gas one call may spend, whatever it asks. */
  gasCap: bigint;
  /** How long a call may take (ms): past it the readers' worker is stopped, and started again for the next read. */
  callTimeoutMs: number;
  /** The chain has made its genesis (the server's own chain); none: the chain as the database has it. */
  ready?: () => Promise<void>;
}

/**
 * The embedded chain as an outsider reads it: its own engine, in its own worker thread, loaded from
 * the database and brought up to date with what was recorded before every read (as a process that
 * does not mine follows the writer). Anyone may call the public JSON-RPC route with a loop that never
 * ends; here it spends at most the gas cap and the time-out, in a thread the issuer never waits
 * for. It writes nothing, so `npm run chain:reconcile` reads the chain with it beside a live server.
 */
export class ChainReader {
  readonly store: ChainStore;
  private loadedIn = 0;
  private loading: Promise<void> | undefined;
  private head: Head = { block: 0, hash: `0x${"0".repeat(64)}`, timestamp: 0 };
  private seen = 0;
  private following: Promise<void> = Promise.resolve();

  constructor(private readonly options: ChainReaderOptions) {
    this.store = new ChainStore(options.db, options.network);
  }

  get network(): Network {
    return this.options.network;
  }

  get chainId(): number {
    return this.options.chainId;
  }

  get gasCap(): bigint {
    return this.options.gasCap;
  }

  /** The worker with this chain's engine loaded (again, when the worker was started anew). */
  private async engine(): Promise<EvmThread> {
    await this.options.ready?.();
    const thread = await this.options.host.thread();
    if (this.loadedIn === this.options.host.generation) return thread;
    this.loading ??= (async () => {
      try {
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

  /** The engine, with every state write recorded so far applied (one catch-up at a time). */
  private async current(): Promise<EvmThread> {
    const thread = await this.engine();
    const run = this.following.then(async () => {
      // The head with the last write's number in one snapshot: what the reads answer is recorded.
      const caught = await catchUp(this.store, this.network, thread, this.seen);
      this.seen = Math.max(this.seen, caught.seen);
      if (caught.head && caught.head.block >= this.head.block) this.head = caught.head;
    });
    this.following = run.catch(() => {});
    await run;
    return thread;
  }

  /** The recorded head: no engine needed (a wallet polling the block number starts no worker). */
  async latest(): Promise<Head> {
    await this.options.ready?.();
    const head = await this.store.head();
    if (head && head.block >= this.head.block) this.head = head;
    return this.head;
  }

  async account(address: Hex) {
    return (await this.current()).call(this.network, "account", address);
  }

  async nonce(address: Hex, pending: boolean): Promise<number> {
    const mined = Number((await this.account(address)).nonce);
    if (!pending) return mined;
    const waiting = await this.store.pendingNonce(address);
    return waiting === undefined ? mined : Math.max(mined, waiting + 1);
  }

  async code(address: Hex) {
    return (await this.current()).call(this.network, "code", address);
  }

  async storageAt(address: Hex, slot: Hex) {
    return (await this.current()).call(this.network, "storageAt", address, slot);
  }

  async call(request: CallRequest): Promise<CallResult> {
    const thread = await this.current();
    return this.timed(thread.call(this.network, "call", request, this.nextHeader(), this.options.gasCap));
  }

  async estimateGas(request: CallRequest): Promise<CallResult> {
    const thread = await this.current();
    return this.timed(
      thread.call(this.network, "estimateGas", request, this.nextHeader(), this.options.gasCap),
    );
  }

  private nextHeader() {
    return {
      number: BigInt(this.head.block + 1),
      timestamp: BigInt(Math.max(this.head.timestamp, Math.floor(Date.now() / 1000))),
    };
  }

  /**
   * A call that outlasts the time-out is answered as geth answers it, and its worker is stopped:
   * a call cannot be interrupted inside the EVM, and the reads waiting behind it would wait too.
   */
  private async timed(work: Promise<CallResult>): Promise<CallResult> {
    const aborted = () =>
      new RpcError(-32000, `execution aborted (timeout = ${this.options.callTimeoutMs} ms)`);
    const generation = this.options.host.generation;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        void this.options.host.stop();
        reject(aborted());
      }, this.options.callTimeoutMs);
    });
    try {
      return await Promise.race([work, timeout]);
    } catch (err) {
      // A call queued behind one that was stopped fails with it: it ran out of time too.
      if (!(err instanceof RpcError) && this.options.host.stopped(generation)) throw aborted();
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }
}
