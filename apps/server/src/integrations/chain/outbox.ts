import type { Network } from "@admit/contract/enums";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { BaseLogger } from "pino";
import { BaseError, type Hex, keccak256, parseTransaction } from "viem";
import type { Db, Tx } from "../../db/client.ts";
import { type ChainWriteKind, chainNonces, chainWrites } from "../../db/schema/index.ts";
import type { ChainClient } from "./chain-client.ts";

export type ChainWrite = typeof chainWrites.$inferSelect;

export interface WriteRequest {
  network: Network;
  kind: ChainWriteKind;
  /** The contract called; null deploys. */
  to: Hex | null;
  data: Hex;
  gas: bigint;
  /**
   * The native currency sent with the write (wei); none by default. A plain transfer (`data` "0x")
   * goes to an account, not a contract: it is done when it is mined, with no event to look for.
   */
  value?: bigint;
  cltnId?: number;
  nftId?: number;
  /**
   * At most one open or confirmed write of this kind for the token (a mint, a burn): one already
   * there is the answer, even to a job that asks at the same moment (the token's row is locked).
   */
  once?: boolean;
  /**
   * Asked inside the signing transaction, after the token's row is locked: a reason not to write
   * after all (its order is being refunded), or undefined. The write is then refused (an error).
   */
  guard?: (tx: Tx) => Promise<string | undefined>;
  /**
   * What the write is for, when it may be written once at a time (`transfer:<id>`): an open or
   * confirmed write with this ref is the answer (the token's row is locked while it is looked for).
   */
  ref?: string;
}

/** Test-only: called at the outbox's risky points (crash tests stop the process there). */
export interface OutboxFaults {
  /** The transaction is signed and stored, not broadcast. */
  afterSign?: (write: ChainWrite) => void | Promise<void>;
  /** The transaction is broadcast, its broadcast not recorded. */
  afterBroadcast?: (write: ChainWrite) => void | Promise<void>;
}

/** The process is closing: the write is not made here, and is left to the next process (or another one). */
export class OutboxClosedError extends Error {
  constructor() {
    super("the chain outbox is closed: the write is left to another process");
    this.name = "OutboxClosedError";
  }
}

/** A sent transaction with no receipt after this long is replaced at the same nonce with a higher fee. */
const REPLACE_AFTER_MS = 3 * 60_000;
/** A sent write with no receipt this long after, whose nonce the chain has passed, lost its nonce to another transaction. */
const LOST_AFTER_MS = 60_000;
/** Each replacement offers this much more (nodes ask at least 10 % more to replace). */
const FEE_BUMP_PERCENT = 25n;

/** What the node said: viem's first line is its own summary ("Missing or invalid parameters."), the node's words are its details. */
function nodeMessage(err: unknown): string {
  if (err instanceof BaseError)
    return err.details ? `${err.details} (${err.shortMessage})` : err.shortMessage;
  return err instanceof Error ? (err.message.split("\n")[0] ?? err.message) : String(err);
}

const isKnown = (message: string) => /already known|known transaction|already imported/i.test(message);
const isNonceTaken = (message: string) => /nonce too low|nonce has already been used/i.test(message);
const isFunds = (message: string) => /insufficient funds/i.test(message);

/**
 * Every chain write of the operator, one outbox per network (the `chain_writes` table): a write is
 * built, signed with the operator's next nonce and stored in one database transaction (the nonce is
 * taken under its row's lock, so concurrent jobs and processes never share one) — and only then
 * broadcast. `settle` asks for receipts: a crash at any point leaves a stored transaction that is
 * sent again as it is (same nonce, same hash) or whose receipt is found; a write is never made
 * twice. A stuck transaction on a public network is replaced with a higher fee at the same nonce,
 * and every hash sent for it is watched.
 */
export class ChainOutbox {
  constructor(
    private readonly db: Db,
    private readonly client: (network: Network) => ChainClient,
    private readonly log: Pick<BaseLogger, "info" | "warn" | "error">,
    private readonly faults: OutboxFaults = {},
  ) {}

  private closed = false;
  private readonly inflight = new Set<Promise<unknown>>();

  /** Signs and stores the write, then broadcasts it; answers the stored row. */
  async submit(request: WriteRequest): Promise<ChainWrite> {
    if (this.closed) throw new OutboxClosedError();
    const work = (async () => {
      const { write, fresh } = await this.sign(request);
      // Another job's write of the same token: sent again only while it may not have been.
      if (!fresh) return write.status === "signed" ? this.broadcast(write) : write;
      await this.faults.afterSign?.(write);
      return this.broadcast(write);
    })();
    this.inflight.add(work);
    try {
      return await work;
    } finally {
      this.inflight.delete(work);
    }
  }

  /** Takes no more writes and waits for those under way to be broadcast (the app is closing). */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.inflight]);
  }

  private async sign(request: WriteRequest): Promise<{ write: ChainWrite; fresh: boolean }> {
    const client = this.client(request.network);
    const from = client.operator.address.toLowerCase();
    await this.ensureNonce(client, from);
    const fees = await client.fees();
    return this.db.transaction(async (tx) => {
      if ((request.once || request.ref) && request.nftId)
        await tx.execute(sql`select 1 from nfts where id = ${request.nftId} for no key update`);
      if ((request.once && request.nftId) || request.ref) {
        const [existing] = await tx
          .select()
          .from(chainWrites)
          .where(
            and(
              request.ref
                ? eq(chainWrites.ref, request.ref)
                : and(eq(chainWrites.nftId, request.nftId ?? 0), eq(chainWrites.kind, request.kind)),
              inArray(chainWrites.status, ["signed", "sent", "confirmed"]),
            ),
          )
          .limit(1);
        if (existing) return { write: existing, fresh: false };
      }
      const refused = await request.guard?.(tx);
      if (refused) throw new Error(`chain ${request.kind} not written: ${refused}`);
      const [taken] = await tx
        .update(chainNonces)
        .set({ next: sql`${chainNonces.next} + 1` })
        .where(and(eq(chainNonces.network, request.network), eq(chainNonces.address, from)))
        .returning({ next: chainNonces.next });
      if (!taken) throw new Error(`no nonce row for ${request.network}`);
      const nonce = taken.next - 1;
      const raw = await client.operator.signTransaction({
        chainId: client.settings.chainId,
        type: "eip1559",
        nonce,
        to: request.to ?? undefined,
        data: request.data,
        gas: request.gas,
        value: request.value ?? 0n,
        ...fees,
      });
      const [write] = await tx
        .insert(chainWrites)
        .values({
          network: request.network,
          kind: request.kind,
          cltnId: request.cltnId,
          nftId: request.nftId,
          from,
          nonce,
          to: request.to?.toLowerCase() ?? null,
          data: request.data,
          gas: request.gas.toString(),
          maxFeePerGas: fees.maxFeePerGas.toString(),
          maxPriorityFeePerGas: fees.maxPriorityFeePerGas.toString(),
          raw,
          hashes: [keccak256(raw)],
          status: "signed",
          ref: request.ref ?? null,
        })
        .returning();
      return { write: write as ChainWrite, fresh: true };
    });
  }

  /** The operator's first nonce on a network is the chain's count of its transactions (pending included). */
  private async ensureNonce(client: ChainClient, from: string): Promise<void> {
    const network = client.settings.network;
    const [known] = await this.db
      .select({ next: chainNonces.next })
      .from(chainNonces)
      .where(and(eq(chainNonces.network, network), eq(chainNonces.address, from)));
    if (known) return;
    const count = await client.public.getTransactionCount({ address: from as Hex, blockTag: "pending" });
    await this.db.insert(chainNonces).values({ network, address: from, next: count }).onConflictDoNothing();
  }

  /**
   * Sends the stored transaction. A node that already has it (a rebroadcast after a crash) is not
   * an error: its receipt settles it. Without funds for gas it stays `signed` and is sent again by
   * `settle` once the operator is funded (a log alarm says so).
   */
  async broadcast(write: ChainWrite): Promise<ChainWrite> {
    const client = this.client(write.network);
    let error: string | null = null;
    try {
      await client.public.sendRawTransaction({ serializedTransaction: write.raw as Hex });
    } catch (err) {
      error = nodeMessage(err);
    }
    // "Nonce too low": a rebroadcast of ours that is mined (or being mined), or another transaction
    // took the nonce — `settle` tells which once the receipts had time to show.
    if (error === null || isKnown(error) || isNonceTaken(error)) {
      await this.faults.afterBroadcast?.(write);
      const [sent] = await this.db
        .update(chainWrites)
        .set({
          status: sql`case when ${chainWrites.status} = 'signed' then 'sent' else ${chainWrites.status} end`,
          sentAt: sql`coalesce(${chainWrites.sentAt}, now())`,
          attempts: sql`${chainWrites.attempts} + 1`,
          error: null,
          updatedAt: sql`now()`,
        })
        .where(eq(chainWrites.id, write.id))
        .returning();
      return sent ?? write;
    }
    if (isFunds(error))
      this.log.error(
        { network: write.network, operator: write.from, writeId: write.id },
        "chain operator is out of gas funds: writes wait until it is funded",
      );
    else this.log.warn({ network: write.network, writeId: write.id, error }, "chain broadcast failed");
    const [kept] = await this.db
      .update(chainWrites)
      .set({ error, attempts: sql`${chainWrites.attempts} + 1`, updatedAt: sql`now()` })
      .where(eq(chainWrites.id, write.id))
      .returning();
    return kept ?? write;
  }

  /** Whether one of the write's transactions is mined (answers its receipt). */
  private async minedHash(write: ChainWrite) {
    const client = this.client(write.network);
    for (const hash of [...write.hashes].reverse()) {
      const receipt = await client.public.getTransactionReceipt({ hash: hash as Hex }).catch(() => null);
      if (receipt) return receipt;
    }
    return undefined;
  }

  /**
   * The write's nonce was used by a transaction that is not one of its own (the operator key
   * signed elsewhere): it can never be mined. It fails — its owner retries it as a new write — and
   * the nonce counter moves past what the chain has used, so the next writes are not lost too.
   */
  private async lost(write: ChainWrite, reason: string): Promise<ChainWrite | undefined> {
    const client = this.client(write.network);
    const used = await client.public.getTransactionCount({ address: write.from as Hex, blockTag: "pending" });
    this.log.error(
      { network: write.network, writeId: write.id, nonce: write.nonce, reason },
      "chain write lost its nonce to another transaction of the operator: failed, to be retried",
    );
    await this.db
      .update(chainNonces)
      .set({ next: sql`greatest(${chainNonces.next}, ${used})` })
      .where(and(eq(chainNonces.network, write.network), eq(chainNonces.address, write.from)));
    const [failed] = await this.db
      .update(chainWrites)
      .set({
        status: "failed",
        error: reason,
        updatedAt: sql`now()`,
      })
      .where(and(eq(chainWrites.id, write.id), inArray(chainWrites.status, ["signed", "sent"])))
      .returning();
    return failed;
  }

  /**
   * Looks at every open write (of one network, or all): a receipt deep enough confirms it (or fails
   * it, when it reverted); a stored one is broadcast again; a stuck one is replaced with a higher fee.
   * Answers the writes that were settled now, for their owners to act on (a mint's token, a deployed
   * contract).
   */
  async settle(network?: Network, stop: () => boolean = () => false): Promise<ChainWrite[]> {
    const open = await this.db
      .select()
      .from(chainWrites)
      .where(
        and(
          inArray(chainWrites.status, ["signed", "sent"]),
          network ? eq(chainWrites.network, network) : undefined,
        ),
      )
      .orderBy(asc(chainWrites.network), asc(chainWrites.nonce))
      .limit(500);
    const settled: ChainWrite[] = [];
    for (const write of open) {
      if (stop()) break;
      try {
        const done = await this.settleOne(write);
        if (done) settled.push(done);
      } catch (err) {
        this.log.warn({ err, writeId: write.id, network: write.network }, "chain write not settled yet");
      }
    }
    return settled;
  }

  /** One write: confirmed, failed, or left open (answers undefined). */
  async settleOne(write: ChainWrite): Promise<ChainWrite | undefined> {
    const client = this.client(write.network);
    for (const hash of [...write.hashes].reverse()) {
      const receipt = await client.public.getTransactionReceipt({ hash: hash as Hex }).catch(() => null);
      if (!receipt) continue;
      const head = await client.public.getBlockNumber();
      if (head - receipt.blockNumber + 1n < BigInt(client.settings.confirmations)) return undefined;
      // A call to an address with no contract (its deployment failed) succeeds and does nothing:
      // every call of ours emits an event of the contract it calls, or it did not happen. A plain
      // transfer of value calls no contract: mined and successful, it happened.
      const effect =
        write.to === null ||
        write.data === "0x" ||
        receipt.logs.some((log) => log.address.toLowerCase() === write.to);
      const ok = receipt.status === "success" && effect;
      const [done] = await this.db
        .update(chainWrites)
        .set({
          status: ok ? "confirmed" : "failed",
          txHash: hash,
          block: Number(receipt.blockNumber),
          contractAddress: receipt.contractAddress?.toLowerCase() ?? null,
          error: ok ? null : receipt.status === "success" ? "no contract at the address" : "reverted",
          updatedAt: sql`now()`,
        })
        .where(and(eq(chainWrites.id, write.id), inArray(chainWrites.status, ["signed", "sent"])))
        .returning();
      return done;
    }
    if (write.status === "signed") {
      await this.broadcast(write);
      return undefined;
    }
    // No receipt for any of its hashes, a minute after it was sent, while the chain has mined past
    // its nonce: another transaction took it (asked again, in case ours was mined meanwhile).
    const age = Date.now() - (write.sentAt?.getTime() ?? Date.now());
    if (age > LOST_AFTER_MS) {
      const mined = await client.public.getTransactionCount({
        address: write.from as Hex,
        blockTag: "latest",
      });
      if (mined > write.nonce && !(await this.minedHash(write)))
        return this.lost(write, `nonce ${write.nonce} used by another transaction`);
    }
    if (age > REPLACE_AFTER_MS) await this.replace(write);
    return undefined;
  }

  /** The same nonce, the same call, a higher fee: whichever of its transactions is mined settles the write. */
  private async replace(write: ChainWrite): Promise<void> {
    const client = this.client(write.network);
    // Signed by a key since rotated away: only that key could replace it at its nonce (the new key
    // would sign a transaction of its own at a nonce that is not its own); it is rebroadcast as it is.
    if (client.operator.address.toLowerCase() !== write.from) {
      await this.broadcast(write);
      return;
    }
    // The value is the one first signed: the stored transaction carries it (no column of its own).
    const { value } = parseTransaction(write.raw as Hex);
    const bump = (v: string) => (BigInt(v) * (100n + FEE_BUMP_PERCENT)) / 100n;
    const current = await client.fees();
    const maxFeePerGas = [bump(write.maxFeePerGas), current.maxFeePerGas].reduce((a, b) => (a > b ? a : b));
    const maxPriorityFeePerGas = [bump(write.maxPriorityFeePerGas), current.maxPriorityFeePerGas].reduce(
      (a, b) => (a > b ? a : b),
    );
    const raw = await client.operator.signTransaction({
      chainId: client.settings.chainId,
      type: "eip1559",
      nonce: write.nonce,
      to: (write.to as Hex | null) ?? undefined,
      data: write.data as Hex,
      gas: BigInt(write.gas),
      value: value ?? 0n,
      maxFeePerGas,
      maxPriorityFeePerGas,
    });
    const [replaced] = await this.db
      .update(chainWrites)
      .set({
        raw,
        hashes: sql`${chainWrites.hashes} || ${JSON.stringify([keccak256(raw)])}::jsonb`,
        maxFeePerGas: maxFeePerGas.toString(),
        maxPriorityFeePerGas: maxPriorityFeePerGas.toString(),
        sentAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(chainWrites.id, write.id), eq(chainWrites.status, "sent")))
      .returning();
    this.log.warn(
      { network: write.network, writeId: write.id, nonce: write.nonce },
      "chain write replaced with a higher fee",
    );
    if (replaced) await this.broadcast(replaced);
  }
}
