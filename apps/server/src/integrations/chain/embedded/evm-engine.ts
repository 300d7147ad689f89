import { type Block, createBlock } from "@ethereumjs/block";
import { type Common, createCustomCommon, Hardfork, Mainnet } from "@ethereumjs/common";
import { createTxFromRLP, type TypedTransaction } from "@ethereumjs/tx";
import {
  type Address,
  bytesToHex,
  createAccount,
  createAddressFromString,
  hexToBytes,
} from "@ethereumjs/util";
import { createVM, runTx, type VM } from "@ethereumjs/vm";
import type { Hex } from "viem";
import { JournaledState, type StateDiff, type StateKey } from "./journaled-state.ts";

/** The fee every embedded block asks: fixed, there is no congestion on a development chain. */
export const EMBEDDED_BASE_FEE = 1_000_000_000n;
export const EMBEDDED_BLOCK_GAS_LIMIT = 30_000_000n;
/** The most a read (`eth_call`, `eth_estimateGas`) of the app's own may spend; the public route caps lower. */
export const CALL_GAS_CAP = 50_000_000n;

export interface BlockHeader {
  number: bigint;
  /** Unix seconds. */
  timestamp: bigint;
}

export interface MinedLog {
  address: Hex;
  topics: Hex[];
  data: Hex;
}

export type MineResult =
  | {
      kind: "mined";
      hash: Hex;
      from: Hex;
      to: Hex | null;
      nonce: number;
      value: string;
      gasLimit: string;
      gasUsed: string;
      effectiveGasPrice: string;
      /** 1 success, 0 reverted (the nonce and the fee are spent either way). */
      status: 0 | 1;
      contractAddress: Hex | null;
      logs: MinedLog[];
      /** The revert data of a failed transaction. */
      revert: Hex | null;
      diff: StateDiff;
    }
  | {
      kind: "rejected";
      /** `nonce-ahead`: a later nonce, it waits for the ones before it; the others are dropped. */
      reason: "nonce-low" | "nonce-ahead" | "funds" | "chain" | "invalid";
      message: string;
    };

export interface CallRequest {
  from?: Hex;
  to?: Hex | null;
  data?: Hex;
  value?: string;
  gas?: string;
}

export type CallResult = { ok: true; data: Hex; gasUsed: string } | { ok: false; data: Hex; message: string };

const hex = (bytes: Uint8Array): Hex => bytesToHex(bytes) as Hex;

/** Gas a transaction pays before any code runs: 21,000, its data, and a creation's extra. */
function intrinsicGas(data: Uint8Array, create: boolean): bigint {
  let gas = 21_000n;
  for (const byte of data) gas += byte === 0 ? 4n : 16n;
  if (create) gas += 32_000n + 2n * BigInt(Math.ceil(data.length / 32));
  return gas;
}

/**
 * An Ethereum virtual machine (ethereumjs, `paris`, one transaction per block) over a flat state:
 * what the embedded chain's worker thread runs. It never touches the database — the main thread
 * hands it the state at start and persists each block's diff it answers.
 */
export class EvmEngine {
  private constructor(
    private readonly vm: VM,
    private readonly state: JournaledState,
    private readonly common: Common,
  ) {}

  static async create(chainId: number, entries: Iterable<[StateKey, Uint8Array]>): Promise<EvmEngine> {
    const common = createCustomCommon({ chainId }, Mainnet, { hardfork: Hardfork.Paris });
    const state = new JournaledState(entries);
    const vm = await createVM({ common, stateManager: state });
    return new EvmEngine(vm, state, common);
  }

  private block(header: BlockHeader): Block {
    return createBlock(
      {
        header: {
          number: header.number,
          timestamp: header.timestamp,
          gasLimit: EMBEDDED_BLOCK_GAS_LIMIT,
          baseFeePerGas: EMBEDDED_BASE_FEE,
        },
      },
      { common: this.common, skipConsensusFormatValidation: true },
    );
  }

  /** Runs one signed transaction as the block `header`: mined (success or revert) or rejected unchanged. */
  async mine(raw: Hex, header: BlockHeader): Promise<MineResult> {
    let tx: TypedTransaction;
    try {
      tx = createTxFromRLP(hexToBytes(raw), { common: this.common });
    } catch (err) {
      return { kind: "rejected", reason: "invalid", message: String((err as Error).message ?? err) };
    }
    if (!tx.isSigned()) return { kind: "rejected", reason: "invalid", message: "transaction is not signed" };
    const from = tx.getSenderAddress();
    const account = await this.state.getAccount(from);
    const expected = account?.nonce ?? 0n;
    if (tx.nonce < expected)
      return {
        kind: "rejected",
        reason: "nonce-low",
        message: `nonce too low: next nonce ${expected}, tx nonce ${tx.nonce}`,
      };
    if (tx.nonce > expected)
      return { kind: "rejected", reason: "nonce-ahead", message: `nonce ${tx.nonce} waits for ${expected}` };
    const maxCost = tx.getUpfrontCost(EMBEDDED_BASE_FEE);
    if ((account?.balance ?? 0n) < maxCost)
      return { kind: "rejected", reason: "funds", message: "insufficient funds for gas * price + value" };
    const block = this.block(header);
    // The block stays open until the main thread has recorded it (commitBlock) or lost the race
    // to another process (revertBlock): the worker's state never runs ahead of the database.
    await this.state.checkpoint();
    try {
      const result = await runTx(this.vm, { tx, block, skipBlockGasLimitValidation: true });
      const priority = "maxPriorityFeePerGas" in tx ? (tx.maxPriorityFeePerGas as bigint) : 0n;
      const maxFee =
        "maxFeePerGas" in tx ? (tx.maxFeePerGas as bigint) : (tx as { gasPrice: bigint }).gasPrice;
      const effective = "maxFeePerGas" in tx ? EMBEDDED_BASE_FEE + priority : maxFee;
      const failed = result.execResult.exceptionError !== undefined;
      return {
        kind: "mined",
        hash: hex(tx.hash()),
        from: from.toString() as Hex,
        to: tx.to ? (tx.to.toString() as Hex) : null,
        nonce: Number(tx.nonce),
        value: tx.value.toString(),
        gasLimit: tx.gasLimit.toString(),
        gasUsed: result.totalGasSpent.toString(),
        effectiveGasPrice: (effective < maxFee ? effective : maxFee).toString(),
        status: failed ? 0 : 1,
        contractAddress: !failed && result.createdAddress ? (result.createdAddress.toString() as Hex) : null,
        logs: (result.execResult.logs ?? []).map(([address, topics, data]) => ({
          address: hex(address),
          topics: topics.map(hex),
          data: hex(data),
        })),
        revert: failed ? hex(result.execResult.returnValue) : null,
        diff: this.state.pendingDiff(),
      };
    } catch (err) {
      // runTx checks before it changes anything; whatever it left is dropped with the transaction.
      while (await this.state.revertIfOpen());
      return { kind: "rejected", reason: "invalid", message: String((err as Error).message ?? err) };
    }
  }

  /** The open block is recorded: its changes become the state. */
  async commitBlock(): Promise<void> {
    await this.state.commit();
    this.state.takeDiff();
  }

  /** The open block lost (another process recorded that block first): its changes are dropped. */
  async revertBlock(): Promise<void> {
    while (await this.state.revertIfOpen());
  }

  /**
   * `eth_call`: runs a message against the latest state and keeps none of its changes, with at
   * most `cap` gas whatever the request asks (a loop without end stops there).
   */
  async call(
    request: CallRequest,
    header: BlockHeader,
    cap: bigint = CALL_GAS_CAP,
  ): Promise<CallResult & { gasUsed?: string }> {
    const data = request.data ? hexToBytes(request.data) : new Uint8Array(0);
    await this.state.checkpoint();
    try {
      const caller = createAddressFromString(request.from ?? "0x0000000000000000000000000000000000000000");
      const result = await this.vm.evm.runCall({
        block: this.block(header),
        caller,
        origin: caller,
        to: request.to ? createAddressFromString(request.to) : undefined,
        data,
        value: request.value ? BigInt(request.value) : 0n,
        gasLimit: request.gas && BigInt(request.gas) < cap ? BigInt(request.gas) : cap,
        skipBalance: true,
      });
      const exec = result.execResult;
      const used = intrinsicGas(data, !request.to) + exec.executionGasUsed;
      if (exec.exceptionError)
        return { ok: false, data: hex(exec.returnValue), message: String(exec.exceptionError.error) };
      return { ok: true, data: hex(exec.returnValue), gasUsed: used.toString() };
    } finally {
      await this.state.revert();
      this.state.originalStorageCache.clear();
    }
  }

  /** `eth_estimateGas`: what the call used, with a margin for refunds and the 63/64 rule. */
  async estimateGas(
    request: CallRequest,
    header: BlockHeader,
    cap: bigint = CALL_GAS_CAP,
  ): Promise<CallResult> {
    const result = await this.call({ ...request, gas: undefined }, header, cap);
    if (!result.ok) return result;
    const used = BigInt(result.gasUsed);
    return { ok: true, data: result.data, gasUsed: ((used * 13n) / 10n + 5_000n).toString() };
  }

  async account(address: Hex): Promise<{ nonce: string; balance: string }> {
    const account = await this.state.getAccount(createAddressFromString(address));
    return { nonce: (account?.nonce ?? 0n).toString(), balance: (account?.balance ?? 0n).toString() };
  }

  async code(address: Hex): Promise<Hex> {
    return hex(await this.state.getCode(createAddressFromString(address)));
  }

  async storageAt(address: Hex, slot: Hex): Promise<Hex> {
    const value = await this.state.getStorage(createAddressFromString(address), hexToBytes(slot));
    return hex(value);
  }

  /** The development chain's faucet: sets an account's balance outside any transaction. */
  async setBalance(address: Hex, balance: bigint): Promise<StateDiff> {
    const at: Address = createAddressFromString(address);
    const account = (await this.state.getAccount(at)) ?? createAccount({});
    account.balance = balance;
    await this.state.putAccount(at, account);
    return this.state.takeDiff();
  }

  /** Entries another process mined (this one only follows). */
  apply(diff: StateDiff): void {
    this.state.apply(diff);
  }
}
