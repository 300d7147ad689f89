import type { Network } from "@admit/contract/enums";
import { and, desc, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Hex } from "viem";
import type { Db } from "../../db/client.ts";
import { chainWrites, cltns, cltnTimes, nfts, orders, wallets } from "../../db/schema/index.ts";
import type { MintOutcome, MoveOutcome, MoveRequest, TokenIssuer } from "../issuer/token-issuer.ts";
import { createCustodialKey } from "../wallet/custodial-key.ts";
import type { ChainClient } from "./chain-client.ts";
import {
  burnData,
  deployCollectionData,
  deployedAddress,
  escrowOf,
  GAS,
  mintData,
  recipientOf,
  transferData,
} from "./collection-contract.ts";
import { admitCollection } from "./contracts.generated.ts";
import type { OperatorFunds } from "./operator-funds.ts";
import type { ChainOutbox, ChainWrite } from "./outbox.ts";

/** Where a collection's token metadata is served: `tokenURI` = this + the token id. */
export const metadataBase = (publicUrl: string, cltnId: number) =>
  `${publicUrl.replace(/\/$/, "")}/chain/meta/${cltnId}/`;

type IssuerDeps = {
  db: Db;
  outbox: ChainOutbox;
  client: (network: Network) => ChainClient;
  funds: OperatorFunds;
  walletKey: Buffer;
  publicUrl: string;
};

/**
 * The issuer on the chain: each collection's contract deployed through the outbox on first use,
 * each token minted to its holder's custodial wallet with its serial as token id, locked on chain
 * until its doors open when the token is locked. A listed token waits in its collection's escrow
 * (collection-contract.ts escrowOf).
 */
export function chainIssuer(deps: IssuerDeps): TokenIssuer {
  return {
    name: "chain",
    mint: (nftId) => mint(deps, nftId),
    burn: (nftId) => burn(deps, nftId),
    move: (request) => move(deps, request),
    async settle(stop) {
      const settled = await deps.outbox.settle(undefined, stop);
      for (const write of settled) await recordDeploy(deps.db, write);
      return settled;
    },
  };
}

async function mint(deps: IssuerDeps, nftId: number): Promise<MintOutcome> {
  const { db, outbox } = deps;
  const [row] = await db
    .select({ nft: nfts, cltn: cltns, openAt: cltnTimes.openAt, startAt: cltnTimes.startAt })
    .from(nfts)
    .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
    .leftJoin(cltnTimes, eq(cltnTimes.id, nfts.cltnTimeId))
    .where(eq(nfts.id, nftId));
  if (!row) throw new Error(`no token ${nftId}`);
  const { nft, cltn } = row;
  if (!nft.ownerId) throw new Error(`token ${nftId} has no holder`);
  // A mint of this token already open or done is the answer: never a second one.
  const mints = await db
    .select()
    .from(chainWrites)
    .where(and(eq(chainWrites.nftId, nftId), eq(chainWrites.kind, "mint")))
    .orderBy(desc(chainWrites.id));
  const previous = mints.find((w) => w.status !== "failed");
  if (previous) return { kind: "write", write: previous };
  if (await deps.funds.paused(cltn.network)) return { kind: "paused" };
  const contract = await contractOf(deps, cltn);
  const client = deps.client(cltn.network);
  // A ticket on sale lives in its collection's escrow.
  const owner =
    nft.status === "SELLING" ? await escrowOf(client, contract) : await walletOf(deps, nft.ownerId);
  const tokenId = BigInt(nft.serial);
  // A retry after a mint that counted as failed (its nonce lost, its answer lost) may find the
  // token on chain already; a token never sent before has nothing to look for.
  const onChain =
    mints.length > 0 && cltn.contractAddress ? await ownerOnChain(client, contract, tokenId) : undefined;
  if (onChain && onChain.toLowerCase() === owner.toLowerCase()) return { kind: "minted" };
  const opens = row.openAt ?? row.startAt;
  const unlockAt = nft.isLock && opens ? BigInt(Math.floor(opens.getTime() / 1000)) : 0n;
  const write = await outbox.submit({
    network: cltn.network,
    kind: "mint",
    to: contract,
    data: mintData(owner, tokenId, unlockAt),
    gas: GAS.mint,
    cltnId: cltn.id,
    nftId,
    once: true,
    guard: (tx) => refundedMeanwhile(tx, nftId),
  });
  // On a chain that mines at once (the embedded one) the receipt is there already.
  const settled = write.status === "sent" ? await outbox.settleOne(write) : undefined;
  return { kind: "write", write: settled ?? write };
}

/**
 * A mint's guard: a refund that began meanwhile takes the token back, so it is not minted (the
 * refund's burn finds no mint, and a mint signed before the refund is burned after it, in nonce order).
 */
async function refundedMeanwhile(tx: Db, nftId: number): Promise<string | undefined> {
  const [now] = await tx
    .select({ ownerId: nfts.ownerId, orderId: nfts.orderId })
    .from(nfts)
    .where(eq(nfts.id, nftId));
  if (!now?.ownerId) return "the token has no holder";
  if (!now.orderId) return undefined;
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, now.orderId))
    .for("share");
  if (order?.status === "REFUNDING" || order?.status === "REFUNDED") return "its order is refunded";
  return undefined;
}

async function burn({ db, outbox }: IssuerDeps, nftId: number) {
  const [mint, burned] = await Promise.all([
    latestWrite(db, nftId, ["mint"]),
    latestWrite(db, nftId, ["burn"]),
  ]);
  if (!mint?.to || !mint.cltnId) return undefined;
  if (burned) return burned;
  const [nft] = await db.select({ serial: nfts.serial }).from(nfts).where(eq(nfts.id, nftId));
  if (!nft) return undefined;
  const write = await outbox.submit({
    network: mint.network,
    kind: "burn",
    to: mint.to as Hex,
    data: burnData(BigInt(nft.serial)),
    gas: GAS.burn,
    cltnId: mint.cltnId,
    nftId,
    once: true,
  });
  return write.status === "sent" ? ((await outbox.settleOne(write)) ?? write) : write;
}

async function move(deps: IssuerDeps, request: MoveRequest): Promise<MoveOutcome> {
  const { db, outbox } = deps;
  const mint = await latestWrite(db, request.nftId, ["mint"]);
  if (!mint?.to || !mint.cltnId) return { kind: "unrecorded" };
  const [nft] = await db.select({ serial: nfts.serial }).from(nfts).where(eq(nfts.id, request.nftId));
  if (!nft) throw new Error(`no token ${request.nftId}`);
  const client = deps.client(mint.network);
  // Into the collection's escrow; out of wherever the escrow move put it (a collection of the
  // first contract keeps its listed tokens at the operator's address).
  const addressOf = async (who: number | "escrow", side: "from" | "to") =>
    who !== "escrow"
      ? walletOf(deps, who)
      : ((side === "from" ? await heldAt(db, request.nftId) : undefined) ?? escrowOf(client, mint.to as Hex));
  const [from, to] = await Promise.all([addressOf(request.from, "from"), addressOf(request.to, "to")]);
  const write = await outbox.submit({
    network: mint.network,
    kind: "transfer",
    to: mint.to as Hex,
    data: transferData(from, to, BigInt(nft.serial)),
    gas: GAS.transfer,
    cltnId: mint.cltnId,
    nftId: request.nftId,
    ref: request.ref,
    guard: request.guard,
  });
  const settled = write.status === "sent" ? await outbox.settleOne(write) : undefined;
  return { kind: "write", write: settled ?? write };
}

/** The token's latest write of these kinds that did not fail, in the order they were signed. */
async function latestWrite(db: Db, nftId: number, kinds: ChainWrite["kind"][]) {
  const [last] = await db
    .select()
    .from(chainWrites)
    .where(
      and(eq(chainWrites.nftId, nftId), inArray(chainWrites.kind, kinds), ne(chainWrites.status, "failed")),
    )
    .orderBy(desc(chainWrites.id))
    .limit(1);
  return last;
}

/**
 * Where our writes put the token (the recipient of its latest mint or move that did not fail, in
 * the order they were signed, so in the order the chain runs them); undefined before any.
 */
async function heldAt(db: Db, nftId: number): Promise<Hex | undefined> {
  const last = await latestWrite(db, nftId, ["mint", "transfer"]);
  return last ? recipientOf(last.data as Hex) : undefined;
}

/** The holder's custodial address (a wallet is made for an account that has none). */
async function walletOf({ db, walletKey }: IssuerDeps, userId: number): Promise<Hex> {
  const addressOf = async () =>
    (await db.select({ address: wallets.address }).from(wallets).where(eq(wallets.userId, userId)))[0];
  const found = await addressOf();
  if (found) return found.address as Hex;
  await db
    .insert(wallets)
    .values({ userId, ...createCustodialKey(walletKey) })
    .onConflictDoNothing();
  const made = await addressOf();
  if (!made) throw new Error(`no wallet for user ${userId}`);
  return made.address as Hex;
}

/** A confirmed deployment gives its collection the contract address the cards show. */
async function recordDeploy(db: Db, write: ChainWrite): Promise<void> {
  if (write.kind !== "deploy" || write.status !== "confirmed" || !write.cltnId || !write.contractAddress)
    return;
  await db
    .update(cltns)
    .set({ contractAddress: write.contractAddress })
    .where(and(eq(cltns.id, write.cltnId), isNull(cltns.contractAddress)));
}

/** The collection's contract: deployed, being deployed (its address is known from the nonce), or deployed now. */
async function contractOf(deps: IssuerDeps, cltn: typeof cltns.$inferSelect): Promise<Hex> {
  const { db, outbox } = deps;
  if (cltn.contractAddress) return cltn.contractAddress as Hex;
  const open = async () => {
    const [deploy] = await db
      .select()
      .from(chainWrites)
      .where(
        and(
          eq(chainWrites.cltnId, cltn.id),
          eq(chainWrites.kind, "deploy"),
          ne(chainWrites.status, "failed"),
        ),
      );
    return deploy;
  };
  const existing = await open();
  if (existing) return deployedAddress(existing.from as Hex, existing.nonce);
  const client = deps.client(cltn.network);
  try {
    const write = await outbox.submit({
      network: cltn.network,
      kind: "deploy",
      to: null,
      data: deployCollectionData({
        name: cltn.name,
        operator: client.operator.address,
        baseUri: metadataBase(deps.publicUrl, cltn.id),
        transferable: cltn.transferYn,
        royaltyPercent: cltn.royalty,
        royaltyReceiver: client.operator.address,
      }),
      gas: GAS.deploy,
      cltnId: cltn.id,
    });
    const settled = write.status === "sent" ? await outbox.settleOne(write) : undefined;
    if (settled) await recordDeploy(db, settled);
    return deployedAddress(write.from as Hex, write.nonce);
  } catch (err) {
    // Another job deployed it at the same moment (one open deployment per collection).
    const raced = await open();
    if (raced) return deployedAddress(raced.from as Hex, raced.nonce);
    throw err;
  }
}

async function ownerOnChain(client: ChainClient, contract: Hex, tokenId: bigint): Promise<Hex | undefined> {
  try {
    return await client.public.readContract({
      address: contract,
      abi: admitCollection.abi,
      functionName: "ownerOf",
      args: [tokenId],
    });
  } catch {
    return undefined;
  }
}

export type { ChainWrite };
