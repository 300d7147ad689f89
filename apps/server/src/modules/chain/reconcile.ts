import type { Network, NftStatus } from "@admit/contract/enums";
import { and, eq, inArray, isNotNull, min, ne } from "drizzle-orm";
import { BaseError, ContractFunctionRevertedError, getAbiItem, type Hex } from "viem";
import type { Db } from "../../db/client.ts";
import { chainWrites, cltns, nfts, wallets } from "../../db/schema/index.ts";
import type { Chains } from "../../integrations/chain/chains.ts";
import { escrowOf } from "../../integrations/chain/collection-contract.ts";
import { admitCollection } from "../../integrations/chain/contracts.generated.ts";

/**
 * Statuses in which the holder's custodial wallet holds the token on chain (and a seeded one is
 * minted). Not WAITING_WINNER: a lottery application's card is no token — only a winner's is minted.
 */
export const HELD_ON_CHAIN = [
  "ACTIVE",
  "USED",
  "EXPIRED",
  "QTNR_REQUIRED",
  "SENDING",
  "SEND_FAIL",
  "SELL_REG",
  "SELL_REG_FAIL",
  "SELLING",
] as const;

export interface Drift {
  nftId: number;
  network: Network;
  contract: string;
  tokenId: string;
  /** The holder's custodial wallet, as the database has it. */
  expected: string;
  /** `ownerOf` on chain; null when the token does not exist there. */
  actual: string | null;
}

const READS_AT_ONCE = 16;

/** What the reconciliation reads: the database and each network's client (it writes to neither). */
export interface ReconcileDeps {
  db: Db;
  chains: Pick<Chains, "client">;
}

/** Whether a failed read was the contract's answer (no such token), not a network that did not answer. */
const reverted = (err: unknown) =>
  err instanceof BaseError && err.walk((e) => e instanceof ContractFunctionRevertedError) !== null;

/**
 * Compares every recorded token's holder in the database with `ownerOf` on its network and answers
 * the tokens that disagree, and those it could not read (the network did not answer). It changes nothing: a drift is for a person to look at (`npm run
 * chain:reconcile`, and the daily job's log), never "fixed" silently.
 */
export async function reconcileOwners(
  deps: ReconcileDeps,
  options: { network?: Network; cltnId?: number } = {},
): Promise<{ checked: number; drift: Drift[]; unread: number[] }> {
  const rows = await deps.db
    .select({
      nftId: nfts.id,
      tokenId: nfts.tokenId,
      network: cltns.network,
      contract: cltns.contractAddress,
      expected: wallets.address,
      status: nfts.status,
    })
    .from(nfts)
    .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
    .innerJoin(wallets, eq(wallets.userId, nfts.ownerId))
    .where(
      and(
        isNotNull(nfts.tokenId),
        isNotNull(cltns.contractAddress),
        inArray(nfts.status, [...HELD_ON_CHAIN]),
        // On its way into escrow: either answer is right for now.
        ne(nfts.status, "SELL_REG"),
        options.network ? eq(cltns.network, options.network) : undefined,
        options.cltnId !== undefined ? eq(nfts.cltnId, options.cltnId) : undefined,
      ),
    )
    .orderBy(nfts.id);
  const drift: Drift[] = [];
  const unread: number[] = [];
  for (let i = 0; i < rows.length; i += READS_AT_ONCE) {
    const batch = rows.slice(i, i + READS_AT_ONCE);
    const owners = await Promise.all(
      batch.map((r) =>
        deps.chains
          .client(r.network)
          .public.readContract({
            address: r.contract as Hex,
            abi: admitCollection.abi,
            functionName: "ownerOf",
            args: [BigInt(r.tokenId as string)],
          })
          .then(
            (owner): string | null | undefined => owner.toLowerCase(),
            // No such token is drift; a read that failed says nothing either way.
            (err) => (reverted(err) ? null : undefined),
          ),
      ),
    );
    for (const [j, r] of batch.entries()) {
      const actual = owners[j];
      if (actual === undefined) {
        unread.push(r.nftId);
        continue;
      }
      // A ticket on sale waits in its collection's escrow.
      const expected =
        r.status === "SELLING"
          ? await escrowOf(deps.chains.client(r.network), r.contract as Hex)
          : r.expected;
      if (actual !== expected.toLowerCase())
        drift.push({
          nftId: r.nftId,
          network: r.network,
          contract: r.contract as string,
          tokenId: r.tokenId as string,
          expected: expected.toLowerCase(),
          actual,
        });
    }
  }
  return { checked: rows.length - unread.length, drift, unread };
}

/** A token that exists on chain where the database has no token in its place. */
export interface UnknownToken {
  network: Network;
  cltnId: number;
  contract: string;
  tokenId: string;
  /** Its holder on chain. */
  holder: string;
  /** The database's row of that token id, in a status that is no token on chain; null: no row at all. */
  nftId: number | null;
  status: NftStatus | null;
}

/** Blocks asked per `eth_getLogs`: within what public nodes answer in one call. */
const LOG_RANGE = 2_000n;
const ZERO = "0x0000000000000000000000000000000000000000";
const transferEvent = getAbiItem({ abi: admitCollection.abi, name: "Transfer" });

/**
 * The tokens of each deployed collection that exist on chain (minted and not burned, by the
 * collection's Transfer events since its deployment) where the database has no token: no row of
 * that token id, or one in a status that is none on chain (never issued, failed). A mint the
 * database lost, a token minted for a refunded order, or a key used behind the app's back shows
 * here. Changes nothing; a collection whose events could not be read is answered apart.
 */
export async function findUnknownTokens(
  deps: ReconcileDeps,
  options: { network?: Network; cltnId?: number } = {},
): Promise<{ collections: number; unknown: UnknownToken[]; unreadCollections: number[] }> {
  const collections = await deps.db
    .select({
      cltnId: cltns.id,
      network: cltns.network,
      contract: cltns.contractAddress,
      deployedAt: min(chainWrites.block),
    })
    .from(cltns)
    .leftJoin(
      chainWrites,
      and(
        eq(chainWrites.cltnId, cltns.id),
        eq(chainWrites.kind, "deploy"),
        eq(chainWrites.status, "confirmed"),
      ),
    )
    .where(
      and(
        isNotNull(cltns.contractAddress),
        options.network ? eq(cltns.network, options.network) : undefined,
        options.cltnId !== undefined ? eq(cltns.id, options.cltnId) : undefined,
      ),
    )
    .groupBy(cltns.id)
    .orderBy(cltns.id);
  const unknown: UnknownToken[] = [];
  const unreadCollections: number[] = [];
  for (const c of collections) {
    const contract = c.contract as Hex;
    const holders = await holdersOnChain(deps.chains.client(c.network).public, contract, c.deployedAt).catch(
      () => undefined,
    );
    if (!holders) {
      unreadCollections.push(c.cltnId);
      continue;
    }
    if (holders.size === 0) continue;
    const rows = await deps.db
      .select({ nftId: nfts.id, tokenId: nfts.tokenId, status: nfts.status })
      .from(nfts)
      .where(and(eq(nfts.cltnId, c.cltnId), inArray(nfts.tokenId, [...holders.keys()])));
    for (const [tokenId, holder] of holders) {
      const found = rows.filter((r) => r.tokenId === tokenId);
      // Held, on its way into escrow, or being minted now: the database has this token.
      if (found.some((r) => ON_CHAIN_OR_COMING.has(r.status))) continue;
      const row = found[0];
      unknown.push({
        network: c.network,
        cltnId: c.cltnId,
        contract: contract.toLowerCase(),
        tokenId,
        holder,
        nftId: row?.nftId ?? null,
        status: row?.status ?? null,
      });
    }
  }
  return { collections: collections.length, unknown, unreadCollections };
}

const ON_CHAIN_OR_COMING = new Set<NftStatus>([...HELD_ON_CHAIN, "ISSUING"]);

/** Each token of `contract` that exists on chain now, with its holder: its Transfer events folded in order. */
async function holdersOnChain(
  client: ReturnType<Chains["client"]>["public"],
  contract: Hex,
  deployedAt: number | null,
): Promise<Map<string, string>> {
  const head = await client.getBlockNumber();
  const holders = new Map<string, string>();
  for (let from = BigInt(deployedAt ?? 0); from <= head; from += LOG_RANGE) {
    const to = from + LOG_RANGE - 1n < head ? from + LOG_RANGE - 1n : head;
    const logs = await client.getLogs({
      address: contract,
      event: transferEvent,
      fromBlock: from,
      toBlock: to,
    });
    for (const log of logs) {
      const tokenId = log.args.tokenId?.toString();
      const holder = log.args.to?.toLowerCase();
      if (tokenId === undefined || holder === undefined) continue;
      if (holder === ZERO) holders.delete(tokenId);
      else holders.set(tokenId, holder);
    }
  }
  return holders;
}

export type ReconcileReport = Awaited<ReturnType<typeof reconcileOwners>> &
  Awaited<ReturnType<typeof findUnknownTokens>>;

/** Both comparisons: the database's tokens against the chain, and the chain's tokens against the database. */
export async function reconcileChain(
  deps: ReconcileDeps,
  options: { network?: Network; cltnId?: number } = {},
): Promise<ReconcileReport> {
  const owners = await reconcileOwners(deps, options);
  const tokens = await findUnknownTokens(deps, options);
  return { ...owners, ...tokens };
}
