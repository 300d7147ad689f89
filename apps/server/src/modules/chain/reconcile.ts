import type { Network } from "@admit/contract/enums";
import { and, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { BaseError, ContractFunctionRevertedError, type Hex } from "viem";
import { cltns, nfts, wallets } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
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

/** Whether a failed read was the contract's answer (no such token), not a network that did not answer. */
const reverted = (err: unknown) =>
  err instanceof BaseError && err.walk((e) => e instanceof ContractFunctionRevertedError) !== null;

/**
 * Compares every recorded token's holder in the database with `ownerOf` on its network and answers
 * the tokens that disagree, and those it could not read (the network did not answer). It changes nothing: a drift is for a person to look at (`npm run
 * chain:reconcile`, and the daily job's log), never "fixed" silently.
 */
export async function reconcileOwners(
  deps: Pick<Deps, "db" | "chains">,
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
