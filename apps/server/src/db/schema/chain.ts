import type { Network } from "@admit/contract/enums";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { cltns } from "./cltns.ts";
import { createdAt, tstz, updatedAt } from "./columns.ts";
import { nfts } from "./nfts.ts";

/** Raw bytes (PostgreSQL `bytea`): PGlite and pg both answer them as bytes. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => new Uint8Array(value),
  toDriver: (value) => value,
});

/**
 * The embedded chain's world state, flat (integrations/chain/embedded): `a:<address>` accounts (RLP),
 * `c:<address>` code, `s:<address>:<slot>` storage. `block` is the block that last wrote the entry,
 * so a process that follows another can load only what changed since its own head.
 */
export const chainState = pgTable(
  "chain_state",
  {
    network: text("network").$type<Network>().notNull(),
    key: text("key").notNull(),
    value: bytea("value").notNull(),
    block: bigint("block", { mode: "number" }).notNull(),
    /**
     * Taken again at every write of the entry: a process follows the chain by reading the entries
     * past the last one it saw (the blocks another process mined, and the faucet's top-ups, which
     * are no block). Writes of one network's state are serialised (a transaction advisory lock),
     * so they commit in this order and a follower misses none.
     */
    seq: bigserial("seq", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.network, t.key] }),
    index("chain_state_block_idx").on(t.network, t.block),
    index("chain_state_seq_idx").on(t.network, t.seq),
  ],
);

/** Each embedded network's latest block; its row is where two processes mining at once meet. */
export const chainHeads = pgTable("chain_heads", {
  network: text("network").$type<Network>().primaryKey(),
  block: bigint("block", { mode: "number" }).notNull(),
  hash: text("hash").notNull(),
  /** Unix seconds of the latest block. */
  timestamp: bigint("timestamp", { mode: "number" }).notNull(),
});

/** The embedded chain's transactions, one per block, with their receipts. */
export const chainTxs = pgTable(
  "chain_txs",
  {
    network: text("network").$type<Network>().notNull(),
    hash: text("hash").notNull(),
    block: bigint("block", { mode: "number" }).notNull(),
    blockHash: text("block_hash").notNull(),
    timestamp: bigint("timestamp", { mode: "number" }).notNull(),
    from: text("from").notNull(),
    to: text("to"),
    nonce: integer("nonce").notNull(),
    value: text("value").notNull(),
    gasLimit: text("gas_limit").notNull(),
    gasUsed: text("gas_used").notNull(),
    effectiveGasPrice: text("effective_gas_price").notNull(),
    /** 1 success, 0 reverted. */
    status: smallint("status").notNull(),
    contractAddress: text("contract_address"),
    /** The revert data of a failed transaction. */
    revert: text("revert"),
    raw: bytea("raw").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.network, t.hash] }),
    unique("chain_txs_block_unique").on(t.network, t.block),
    index("chain_txs_from_idx").on(t.network, t.from, t.block),
    index("chain_txs_to_idx").on(t.network, t.to, t.block),
  ],
);

/** The embedded chain's event logs (`eth_getLogs`, the explorer's transfers). */
export const chainLogs = pgTable(
  "chain_logs",
  {
    network: text("network").$type<Network>().notNull(),
    block: bigint("block", { mode: "number" }).notNull(),
    logIndex: integer("log_index").notNull(),
    txHash: text("tx_hash").notNull(),
    address: text("address").notNull(),
    topic0: text("topic0"),
    topic1: text("topic1"),
    topic2: text("topic2"),
    topic3: text("topic3"),
    data: text("data").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.network, t.block, t.logIndex] }),
    index("chain_logs_address_idx").on(t.network, t.address, t.topic0, t.block),
    index("chain_logs_topic1_idx").on(t.network, t.topic1, t.block),
    index("chain_logs_topic2_idx").on(t.network, t.topic2, t.block),
  ],
);

/** Signed transactions the embedded chain received and has not mined yet (a later nonce waits here). */
export const chainMempool = pgTable(
  "chain_mempool",
  {
    network: text("network").$type<Network>().notNull(),
    hash: text("hash").notNull(),
    from: text("from").notNull(),
    nonce: integer("nonce").notNull(),
    raw: bytea("raw").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.network, t.hash] }),
    index("chain_mempool_from_idx").on(t.network, t.from, t.nonce),
  ],
);

/** `faucet`: test XRP the development faucet sends from the operator (modules/dev-faucet). */
export type ChainWriteKind =
  | "deploy"
  | "mint"
  | "transfer"
  | "burn"
  | "setting"
  | "faucet"
  /** Native currency sent back to a wallet that paid (payment-contract refund). */
  | "refund"
  /** What wallet payments collected, sent to the treasury (payment-contract withdraw). */
  | "withdraw";
/**
 * `signed`: stored, maybe not broadcast yet (a crash may come between) · `sent`: broadcast, waiting
 * for its receipt · `confirmed`: mined and as deep as the network's confirmations ask · `failed`:
 * reverted, or refused for good.
 */
export type ChainWriteStatus = "signed" | "sent" | "confirmed" | "failed";

/**
 * The chain outbox (integrations/chain/outbox.ts): every transaction the operator sends, built,
 * signed with the operator's next nonce and stored before it is broadcast, so that a crash at any
 * point sends the same signed transaction again or finds its receipt — never a second one. A stuck
 * transaction is replaced at the same nonce with a higher fee: `hashes` keeps every one sent.
 */
export const chainWrites = pgTable(
  "chain_writes",
  {
    id: serial("id").primaryKey(),
    network: text("network").$type<Network>().notNull(),
    kind: text("kind").$type<ChainWriteKind>().notNull(),
    cltnId: integer("cltn_id").references(() => cltns.id),
    nftId: integer("nft_id").references(() => nfts.id),
    from: text("from").notNull(),
    nonce: integer("nonce").notNull(),
    /** The contract called; null for a deployment. */
    to: text("to"),
    data: text("data").notNull(),
    gas: text("gas").notNull(),
    maxFeePerGas: text("max_fee_per_gas").notNull(),
    maxPriorityFeePerGas: text("max_priority_fee_per_gas").notNull(),
    /** The latest signed transaction (the one to rebroadcast). */
    raw: text("raw").notNull(),
    hashes: jsonb("hashes").$type<string[]>().notNull(),
    status: text("status").$type<ChainWriteStatus>().notNull(),
    /** The hash that was mined, its block, and a deployment's contract. */
    txHash: text("tx_hash"),
    block: bigint("block", { mode: "number" }),
    contractAddress: text("contract_address"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    /**
     * What the write is for, when one thing may be written only once at a time (`transfer:<id>`):
     * a second submit for it finds the first (one open or confirmed write per ref).
     */
    ref: text("ref"),
    sentAt: tstz("sent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("chain_writes_nonce_unique").on(t.network, t.from, t.nonce),
    index("chain_writes_open_idx").on(t.network, t.nonce).where(sql`${t.status} in ('signed', 'sent')`),
    index("chain_writes_nft_idx").on(t.nftId, t.id),
    uniqueIndex("chain_writes_ref_unique")
      .on(t.ref)
      .where(sql`${t.ref} is not null and ${t.status} <> 'failed'`),
    // One deployment per collection at a time: two issuing jobs starting together meet here.
    uniqueIndex("chain_writes_deploy_unique")
      .on(t.cltnId)
      .where(sql`${t.kind} = 'deploy' and ${t.status} <> 'failed'`),
  ],
);

/** The operator's next nonce per network: taken under this row's lock with the write's insert. */
export const chainNonces = pgTable(
  "chain_nonces",
  {
    network: text("network").$type<Network>().notNull(),
    address: text("address").notNull(),
    next: integer("next").notNull(),
  },
  (t) => [primaryKey({ columns: [t.network, t.address] })],
);
