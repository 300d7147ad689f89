import type { AccountFields, StateManagerInterface } from "@ethereumjs/common";
import { OriginalStorageCache } from "@ethereumjs/statemanager";
import {
  type Account,
  type Address,
  bytesToHex,
  createAccount,
  createAccountFromRLP,
} from "@ethereumjs/util";
import { hexToBytes, keccak256 } from "viem";

/** A state entry's key: `a:<address>` (account, RLP), `c:<address>` (code), `s:<address>:<slot>` (storage). */
export type StateKey = string;
/** Changed entries of one block: the new value, or null when the entry is gone. */
export type StateDiff = Array<[StateKey, Uint8Array | null]>;

const EMPTY = new Uint8Array(0);
const accountKey = (a: Address) => `a:${a.toString()}`;
const codeKey = (a: Address) => `c:${a.toString()}`;
const storageKey = (a: Address, slot: Uint8Array) => `s:${a.toString()}:${bytesToHex(slot)}`;

/** One checkpoint's writes: values (null: deleted) and the accounts whose storage it cleared. */
interface Layer {
  values: Map<StateKey, Uint8Array | Account | null>;
  cleared: Set<string>;
}

/**
 * The embedded chain's world state, flat: one map of entries under a stack of checkpoint layers.
 * A checkpoint costs an empty layer (ethereumjs's SimpleStateManager copies the whole state at each
 * one, which grows with every token); commit folds the top layer down, revert drops it, and what
 * reaches the base is collected as the block's diff, which the main thread persists. No state root:
 * the embedded chain is a development chain, its blocks carry a synthetic hash.
 */
export class JournaledState implements StateManagerInterface {
  private readonly base = new Map<StateKey, Uint8Array | Account>();
  private layers: Layer[] = [];
  private changed = new Set<StateKey>();
  originalStorageCache: OriginalStorageCache;

  constructor(entries: Iterable<[StateKey, Uint8Array]> = []) {
    // An empty value is an entry that was deleted (kept so that followers learn of it).
    for (const [key, value] of entries)
      if (value.length > 0) this.base.set(key, key.startsWith("a:") ? createAccountFromRLP(value) : value);
    this.originalStorageCache = new OriginalStorageCache(this.getStorage.bind(this));
  }

  private read(key: StateKey, address?: string): Uint8Array | Account | null | undefined {
    for (let i = this.layers.length - 1; i >= 0; i--) {
      const layer = this.layers[i] as Layer;
      const found = layer.values.get(key);
      if (found !== undefined) return found;
      if (address !== undefined && layer.cleared.has(address)) return null;
    }
    return this.base.get(key);
  }

  private write(key: StateKey, value: Uint8Array | Account | null): void {
    const top = this.layers[this.layers.length - 1];
    if (top) top.values.set(key, value);
    else this.setBase(key, value);
  }

  private setBase(key: StateKey, value: Uint8Array | Account | null): void {
    if (value === null || (value instanceof Uint8Array && value.length === 0 && key.startsWith("s:")))
      this.base.delete(key);
    else this.base.set(key, value);
    this.changed.add(key);
  }

  private clearBase(address: string): void {
    const prefix = `s:${address}:`;
    for (const key of this.base.keys()) if (key.startsWith(prefix)) this.setBase(key, null);
  }

  async getAccount(address: Address): Promise<Account | undefined> {
    const found = this.read(accountKey(address));
    if (!found || found instanceof Uint8Array) return undefined;
    // A copy: the EVM changes accounts in place, which must not reach a layer below.
    return createAccount({
      nonce: found.nonce,
      balance: found.balance,
      storageRoot: found.storageRoot,
      codeHash: found.codeHash,
    });
  }

  async putAccount(address: Address, account?: Account): Promise<void> {
    this.write(accountKey(address), account ?? null);
  }

  async deleteAccount(address: Address): Promise<void> {
    this.write(accountKey(address), null);
  }

  async modifyAccountFields(address: Address, fields: AccountFields): Promise<void> {
    const account = (await this.getAccount(address)) ?? createAccount({});
    if (fields.nonce !== undefined) account.nonce = fields.nonce;
    if (fields.balance !== undefined) account.balance = fields.balance;
    if (fields.storageRoot !== undefined) account.storageRoot = fields.storageRoot;
    if (fields.codeHash !== undefined) account.codeHash = fields.codeHash;
    await this.putAccount(address, account);
  }

  async getCode(address: Address): Promise<Uint8Array> {
    const found = this.read(codeKey(address));
    return found instanceof Uint8Array ? found : EMPTY;
  }

  async putCode(address: Address, value: Uint8Array): Promise<void> {
    this.write(codeKey(address), value);
    await this.modifyAccountFields(address, { codeHash: hexToBytes(keccak256(value)) });
  }

  async getCodeSize(address: Address): Promise<number> {
    return (await this.getCode(address)).length;
  }

  async getStorage(address: Address, key: Uint8Array): Promise<Uint8Array> {
    const found = this.read(storageKey(address, key), address.toString());
    return found instanceof Uint8Array ? found : EMPTY;
  }

  async putStorage(address: Address, key: Uint8Array, value: Uint8Array): Promise<void> {
    this.write(storageKey(address, key), value);
  }

  async clearStorage(address: Address): Promise<void> {
    const top = this.layers[this.layers.length - 1];
    const prefix = `s:${address.toString()}:`;
    if (!top) return this.clearBase(address.toString());
    for (const key of top.values.keys()) if (key.startsWith(prefix)) top.values.delete(key);
    top.cleared.add(address.toString());
  }

  async checkpoint(): Promise<void> {
    this.layers.push({ values: new Map(), cleared: new Set() });
  }

  async commit(): Promise<void> {
    const top = this.layers.pop();
    if (!top) return;
    const below = this.layers[this.layers.length - 1];
    if (below) {
      for (const address of top.cleared) {
        const prefix = `s:${address}:`;
        for (const key of below.values.keys()) if (key.startsWith(prefix)) below.values.delete(key);
        below.cleared.add(address);
      }
      for (const [key, value] of top.values) below.values.set(key, value);
      return;
    }
    for (const address of top.cleared) this.clearBase(address);
    for (const [key, value] of top.values) this.setBase(key, value);
  }

  async revert(): Promise<void> {
    this.layers.pop();
  }

  /** Drops the innermost open checkpoint; answers whether there was one. */
  async revertIfOpen(): Promise<boolean> {
    return this.layers.pop() !== undefined;
  }

  /**
   * The open block's changes (the outermost layer, which `commitBlock` folds into the base once
   * they are persisted, or `revertBlock` drops when another process recorded the block first).
   */
  pendingDiff(): StateDiff {
    const top = this.layers[0];
    if (!top) return [];
    const diff = new Map<StateKey, Uint8Array | null>();
    for (const address of top.cleared) {
      const prefix = `s:${address}:`;
      for (const key of this.base.keys()) if (key.startsWith(prefix)) diff.set(key, null);
    }
    for (const [key, value] of top.values)
      diff.set(key, value === null ? null : value instanceof Uint8Array ? value : value.serialize());
    return [...diff];
  }

  /** What reached the base since the last call: changes made outside a block (the faucet), to persist. */
  takeDiff(): StateDiff {
    const diff: StateDiff = [];
    for (const key of this.changed) {
      const value = this.base.get(key);
      diff.push([key, value === undefined ? null : value instanceof Uint8Array ? value : value.serialize()]);
    }
    this.changed = new Set();
    return diff;
  }

  /** Applies entries another process persisted (a process that does not mine follows the one that does). */
  apply(diff: StateDiff): void {
    for (const [key, value] of diff) {
      if (value === null || value.length === 0) this.base.delete(key);
      else this.base.set(key, key.startsWith("a:") ? createAccountFromRLP(value) : value);
    }
  }

  async getStateRoot(): Promise<Uint8Array> {
    return new Uint8Array(32);
  }

  async setStateRoot(): Promise<void> {
    throw new Error("the embedded chain keeps no state roots");
  }

  async hasStateRoot(): Promise<boolean> {
    return false;
  }

  clearCaches(): void {}

  shallowCopy(): StateManagerInterface {
    throw new Error("the embedded chain's state is not copied");
  }
}
