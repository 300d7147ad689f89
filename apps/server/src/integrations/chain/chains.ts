import { createHmac } from "node:crypto";
import type { Network } from "@admit/contract/enums";
import type pg from "pg";
import type { BaseLogger } from "pino";
import type { Hex } from "viem";
import type { NetworkConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { ChainClient } from "./chain-client.ts";
import { EmbeddedChain } from "./embedded/embedded-chain.ts";
import { EvmHost } from "./embedded/evm-thread.ts";
import { WriterLocks } from "./embedded/writer-lock.ts";
import type { OperatorFunds } from "./operator-funds.ts";
import { keySigner, type OperatorSigner } from "./operator-signer.ts";
import type { ChainOutbox } from "./outbox.ts";

/** What the embedded chain keeps in the operator's account: enough gas for any development run. */
const OPERATOR_FUNDS = 10n ** 27n;

/** Every network the app writes to: its settings, its operator key and, when embedded, the chain itself. */
export interface Chains {
  networks: NetworkConfig[];
  settings(network: Network): NetworkConfig;
  /**
   * The operator's private key on `network` (configured, or derived from the wallet key on the
   * embedded chain); throws for a network whose operator signs in KMS (no key here).
   */
  operatorKey(network: Network): Hex;
  /** What signs the operator's transactions on `network` (the signer port). */
  signer(network: Network): OperatorSigner;
  /** The embedded chain of `network`; undefined when it runs on a configured JSON-RPC URL. */
  embedded(network: Network): EmbeddedChain | undefined;
  /** A viem client on `network` with its operator (set by plugins/chain.ts once the route exists). */
  client(network: Network): ChainClient;
  /** Every write of the operators, through which the issuer and the transfers send (set with the clients). */
  outbox: ChainOutbox;
  /** The operators' balances, watched: issuing pauses on a network whose operator cannot pay for gas. */
  funds: OperatorFunds;
  stop(): Promise<void>;
}

/**
 * The embedded chain's operator key, the same at every start of one database: derived from the
 * custodial wallets' key (itself kept per database outside production).
 */
export function derivedOperatorKey(walletKey: Buffer, network: Network): Hex {
  return `0x${createHmac("sha256", walletKey).update(`chain-operator:${network}`).digest("hex")}`;
}

export function createChains(options: {
  networks: NetworkConfig[];
  db: Db;
  walletKey: Buffer;
  /** Another process may share the database (PostgreSQL server): embedded reads catch up first. */
  shared: boolean;
  /** A session of its own on the server (shared mode): it holds the lock of the networks this process writes. */
  connection?: (() => Promise<pg.Client>) | undefined;
  log: Pick<BaseLogger, "info" | "warn" | "error">;
  /** Signers made beforehand (a KMS key's address is asked of KMS); the others sign with their key. */
  signers?: Partial<Record<Network, OperatorSigner>>;
}): Chains {
  const host = new EvmHost();
  const locks =
    options.shared && options.connection ? new WriterLocks(options.connection, options.log) : undefined;
  let outbox: ChainOutbox | undefined;
  let funds: OperatorFunds | undefined;
  const keys = new Map<Network, Hex>();
  const signers = new Map<Network, OperatorSigner>();
  const embedded = new Map<Network, EmbeddedChain>();
  for (const settings of options.networks) {
    const given = options.signers?.[settings.network];
    const key = settings.operatorKey ?? derivedOperatorKey(options.walletKey, settings.network);
    if (!given) keys.set(settings.network, key);
    const signer = given ?? keySigner(key);
    signers.set(settings.network, signer);
    if (settings.rpcUrl) continue;
    embedded.set(
      settings.network,
      new EmbeddedChain({
        db: options.db,
        host,
        network: settings.network,
        chainId: settings.chainId,
        log: options.log,
        funded: [{ address: signer.address, balance: OPERATOR_FUNDS }],
        shared: options.shared,
        locks,
      }),
    );
  }
  const settingsOf = (network: Network) => {
    const found = options.networks.find((n) => n.network === network);
    if (!found) throw new Error(`no settings for ${network}`);
    return found;
  };
  return {
    networks: options.networks,
    settings: settingsOf,
    operatorKey: (network) => {
      const key = keys.get(network);
      if (!key) throw new Error(`the ${network} operator signs in KMS: no key here`);
      return key;
    },
    signer: (network) => signers.get(network) as OperatorSigner,
    embedded: (network) => embedded.get(network),
    client: () => {
      throw new Error("chain clients are made by plugins/chain.ts");
    },
    get outbox(): ChainOutbox {
      if (!outbox) throw new Error("the chain outbox is made by plugins/chain.ts");
      return outbox;
    },
    set outbox(value: ChainOutbox) {
      outbox = value;
    },
    get funds(): OperatorFunds {
      if (!funds) throw new Error("the operator funds are watched from plugins/chain.ts");
      return funds;
    },
    set funds(value: OperatorFunds) {
      funds = value;
    },
    stop: async () => {
      await Promise.all([...embedded.values()].map((chain) => chain.stop()));
      await locks?.close();
      await host.stop();
    },
  };
}
