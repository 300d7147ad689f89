import type { Network } from "@admit/contract/enums";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../../db/client.ts";
import { chainHeads, chainLogs, chainMempool, chainState, chainTxs } from "../../../db/schema/index.ts";
import type { MineResult } from "./evm-engine.ts";
import type { StateDiff, StateKey } from "./journaled-state.ts";

/** A state entry written again takes the next number (a new one gets it as its column's default). */
const nextSeq = sql`nextval(pg_get_serial_sequence('chain_state', 'seq'))`;

export interface Head {
  block: number;
  hash: string;
  timestamp: number;
}

export type MinedTx = Extract<MineResult, { kind: "mined" }>;

/** The embedded chain's rows in PostgreSQL: its head, state, blocks, logs and mempool. */
export class ChainStore {
  constructor(
    private readonly db: Db,
    readonly network: Network,
  ) {}

  async head(): Promise<Head | undefined> {
    const [row] = await this.db.select().from(chainHeads).where(eq(chainHeads.network, this.network));
    return row ? { block: row.block, hash: row.hash, timestamp: row.timestamp } : undefined;
  }

  /**
   * The head and the number of the last state write, read together (one statement, one snapshot):
   * what a follower compares with what it has.
   */
  async mark(): Promise<{ head: Head | undefined; seq: number }> {
    const result = await this.db.execute(
      sql`select h.block, h.hash, h.timestamp,
        (select max(s.seq) from ${chainState} s where s.network = ${this.network}) as seq
        from ${chainHeads} h where h.network = ${this.network}`,
    );
    const [row] = rowsOf<{ block: string; hash: string; timestamp: string; seq: string | null }>(result);
    return {
      head: row ? { block: Number(row.block), hash: row.hash, timestamp: Number(row.timestamp) } : undefined,
      seq: Number(row?.seq ?? 0),
    };
  }

  /** Block 0 of a new chain; answers the head that is there when another process made it first. */
  async genesis(head: Head): Promise<Head> {
    await this.db
      .insert(chainHeads)
      .values({ network: this.network, ...head })
      .onConflictDoNothing();
    return (await this.head()) ?? head;
  }

  /**
   * The state entries written since the write numbered `seen` (0: all of them), and the number of
   * the last one: what a process that saw everything up to `seen` has to apply to be current.
   */
  async stateSince(seen: number): Promise<{ entries: Array<[StateKey, Uint8Array]>; seq: number }> {
    const rows = await this.db
      .select({ key: chainState.key, value: chainState.value, seq: chainState.seq })
      .from(chainState)
      .where(and(eq(chainState.network, this.network), gt(chainState.seq, seen)));
    return {
      entries: rows.map((r) => [r.key, r.value]),
      seq: rows.reduce((max, r) => Math.max(max, r.seq), seen),
    };
  }

  /** Writes a state diff that is no block (the faucet), marked with the current head's block. */
  async writeState(diff: StateDiff, block: number): Promise<void> {
    await this.db.transaction(async (t) => {
      await this.serialise(t as unknown as Db);
      await this.upsertState(t as unknown as Db, diff, block);
    });
  }

  /** One writer of this network's state at a time, until the transaction ends: writes commit in `seq` order. */
  private async serialise(t: Db): Promise<void> {
    await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`admit-chain-state:${this.network}`}))`);
  }

  private async upsertState(db: Db, diff: StateDiff, block: number): Promise<void> {
    const kept = diff.filter((d): d is [StateKey, Uint8Array] => d[1] !== null);
    const gone = diff.filter((d) => d[1] === null).map((d) => d[0]);
    if (kept.length > 0)
      await db
        .insert(chainState)
        .values(kept.map(([key, value]) => ({ network: this.network, key, value, block })))
        .onConflictDoUpdate({
          target: [chainState.network, chainState.key],
          set: { value: sql`excluded.value`, block: sql`excluded.block`, seq: nextSeq },
        });
    // A deleted entry stays as an empty value, so a follower learns of the deletion too.
    if (gone.length > 0)
      await db
        .insert(chainState)
        .values(gone.map((key) => ({ network: this.network, key, value: new Uint8Array(0), block })))
        .onConflictDoUpdate({
          target: [chainState.network, chainState.key],
          set: { value: sql`excluded.value`, block: sql`excluded.block`, seq: nextSeq },
        });
  }

  /**
   * Records a mined block in one transaction: the head moves from `parent` to the new block only if
   * no other process moved it first (answers false then, and nothing is written), with the
   * transaction, its logs and its state changes, and the transaction leaves the mempool.
   */
  async recordBlock(parent: Head, head: Head, tx: MinedTx, raw: Uint8Array): Promise<boolean> {
    return this.db.transaction(async (t) => {
      await this.serialise(t as unknown as Db);
      const moved = await t
        .update(chainHeads)
        .set(head)
        .where(and(eq(chainHeads.network, this.network), eq(chainHeads.block, parent.block)))
        .returning({ block: chainHeads.block });
      if (moved.length === 0) return false;
      await t.insert(chainTxs).values({
        network: this.network,
        hash: tx.hash,
        block: head.block,
        blockHash: head.hash,
        timestamp: head.timestamp,
        from: tx.from.toLowerCase(),
        to: tx.to?.toLowerCase() ?? null,
        nonce: tx.nonce,
        value: tx.value,
        gasLimit: tx.gasLimit,
        gasUsed: tx.gasUsed,
        effectiveGasPrice: tx.effectiveGasPrice,
        status: tx.status,
        contractAddress: tx.contractAddress?.toLowerCase() ?? null,
        revert: tx.revert,
        raw,
      });
      if (tx.logs.length > 0)
        await t.insert(chainLogs).values(
          tx.logs.map((log, i) => ({
            network: this.network,
            block: head.block,
            logIndex: i,
            txHash: tx.hash,
            address: log.address.toLowerCase(),
            topic0: log.topics[0] ?? null,
            topic1: log.topics[1] ?? null,
            topic2: log.topics[2] ?? null,
            topic3: log.topics[3] ?? null,
            data: log.data,
          })),
        );
      await this.upsertState(t as unknown as Db, tx.diff, head.block);
      await t
        .delete(chainMempool)
        .where(and(eq(chainMempool.network, this.network), eq(chainMempool.hash, tx.hash)));
      return true;
    });
  }

  async enqueue(row: { hash: string; from: string; nonce: number; raw: Uint8Array }): Promise<void> {
    await this.db
      .insert(chainMempool)
      .values({ network: this.network, ...row })
      .onConflictDoNothing();
  }

  async dropFromMempool(hash: string): Promise<void> {
    await this.db
      .delete(chainMempool)
      .where(and(eq(chainMempool.network, this.network), eq(chainMempool.hash, hash)));
  }

  /** Waiting transactions, each sender's in nonce order. */
  async mempool(): Promise<Array<{ hash: string; from: string; nonce: number; raw: Uint8Array }>> {
    return (
      this.db
        .select({
          hash: chainMempool.hash,
          from: chainMempool.from,
          nonce: chainMempool.nonce,
          raw: chainMempool.raw,
        })
        .from(chainMempool)
        .where(eq(chainMempool.network, this.network))
        // The lowest nonces first: a transaction that fills a sender's gap is never left behind
        // the ones waiting for it.
        .orderBy(asc(chainMempool.nonce), asc(chainMempool.createdAt))
        .limit(500)
    );
  }

  /** The highest nonce `from` has waiting, for `eth_getTransactionCount(…, "pending")`. */
  async pendingNonce(from: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ nonce: sql<number | null>`max(${chainMempool.nonce})` })
      .from(chainMempool)
      .where(and(eq(chainMempool.network, this.network), eq(chainMempool.from, from.toLowerCase())));
    return row?.nonce ?? undefined;
  }

  /** Whether the transaction is mined or waiting, in one statement (a block recorded meanwhile moves it from one to the other). */
  async knows(hash: string): Promise<boolean> {
    const result = await this.db.execute(
      sql`select exists (select 1 from ${chainTxs} where ${chainTxs.network} = ${this.network} and ${chainTxs.hash} = ${hash})
        or exists (select 1 from ${chainMempool} where ${chainMempool.network} = ${this.network} and ${chainMempool.hash} = ${hash}) as known`,
    );
    return Boolean(rowsOf<{ known: boolean }>(result)[0]?.known);
  }

  /**
   * Of `hashes`, those mined and those still waiting (a hash in neither was dropped) — in one
   * statement, so one snapshot: two queries could see a block recorded between them and call a
   * transaction that moved from the mempool into the block "in neither".
   */
  async whereAre(hashes: string[]): Promise<{ mined: Set<string>; waiting: Set<string> }> {
    const list = `{${hashes.join(",")}}`;
    const result = await this.db.execute(
      sql`select ${chainTxs.hash} as hash, true as mined from ${chainTxs}
          where ${chainTxs.network} = ${this.network} and ${chainTxs.hash} = any(${list}::text[])
        union all
        select ${chainMempool.hash} as hash, false as mined from ${chainMempool}
          where ${chainMempool.network} = ${this.network} and ${chainMempool.hash} = any(${list}::text[])`,
    );
    const mined = new Set<string>();
    const waiting = new Set<string>();
    for (const row of rowsOf<{ hash: string; mined: boolean }>(result))
      (row.mined ? mined : waiting).add(row.hash);
    return { mined, waiting };
  }

  async tx(hash: string) {
    const [row] = await this.db
      .select()
      .from(chainTxs)
      .where(and(eq(chainTxs.network, this.network), eq(chainTxs.hash, hash.toLowerCase())));
    return row;
  }

  async txAtBlock(block: number) {
    const [row] = await this.db
      .select()
      .from(chainTxs)
      .where(and(eq(chainTxs.network, this.network), eq(chainTxs.block, block)));
    return row;
  }

  async txInBlockHash(blockHash: string) {
    const [row] = await this.db
      .select()
      .from(chainTxs)
      .where(and(eq(chainTxs.network, this.network), eq(chainTxs.blockHash, blockHash.toLowerCase())));
    return row;
  }

  async logsOfTx(hash: string) {
    return this.db
      .select()
      .from(chainLogs)
      .where(and(eq(chainLogs.network, this.network), eq(chainLogs.txHash, hash.toLowerCase())))
      .orderBy(asc(chainLogs.logIndex));
  }

  /** `eth_getLogs`: a block range, optionally addresses and topics (each position: any of a list). */
  async logs(filter: { from: number; to: number; addresses: string[]; topics: Array<string[] | null> }) {
    const where = [
      sql`${chainLogs.network} = ${this.network}`,
      sql`${chainLogs.block} between ${filter.from} and ${filter.to}`,
    ];
    if (filter.addresses.length > 0)
      where.push(
        sql`${chainLogs.address} = any(${`{${filter.addresses.map((a) => a.toLowerCase()).join(",")}}`}::text[])`,
      );
    const columns = [chainLogs.topic0, chainLogs.topic1, chainLogs.topic2, chainLogs.topic3];
    filter.topics.forEach((options, i) => {
      const column = columns[i];
      if (column && options && options.length > 0)
        where.push(sql`${column} = any(${`{${options.map((o) => o.toLowerCase()).join(",")}}`}::text[])`);
    });
    return this.db
      .select()
      .from(chainLogs)
      .where(sql.join(where, sql` and `))
      .orderBy(asc(chainLogs.block), asc(chainLogs.logIndex))
      .limit(10_000);
  }
}
