import { and, eq, inArray } from "drizzle-orm";
import { BaseError, ContractFunctionRevertedError, type Hex } from "viem";
import { chainWrites, cltns, cltnTimes, nfts } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { admitCollection } from "../../integrations/chain/contracts.generated.ts";
import { AppError } from "../../lib/app-error.ts";

/** ERC-721 metadata JSON (the shape wallets and marketplaces read). */
export interface TokenMetadata {
  name: string;
  description: string;
  image: string;
  external_url: string;
  attributes: Array<{ trait_type: string; value: string | number }>;
}

const absolute = (publicUrl: string, path: string) =>
  /^https?:\/\//.test(path)
    ? path
    : `${publicUrl.replace(/\/$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;

/** Whether a failed read was the contract's answer (no such token), not a network that did not answer. */
const reverted = (err: unknown) =>
  err instanceof BaseError && err.walk((e) => e instanceof ContractFunctionRevertedError) !== null;

/**
 * Whether the token exists on chain: its contract's `ownerOf` answers (a burned or never minted
 * token reverts). When the network does not answer, our confirmed writes say it: minted, not burned.
 */
async function existsOnChain(
  deps: Pick<Deps, "db" | "chains">,
  cltn: Pick<typeof cltns.$inferSelect, "id" | "network" | "contractAddress">,
  tokenId: number,
  nftId: number | undefined,
): Promise<boolean> {
  try {
    await deps.chains.client(cltn.network).public.readContract({
      address: cltn.contractAddress as Hex,
      abi: admitCollection.abi,
      functionName: "ownerOf",
      args: [BigInt(tokenId)],
    });
    return true;
  } catch (err) {
    if (reverted(err) || nftId === undefined) return false;
    const writes = await deps.db
      .select({ kind: chainWrites.kind })
      .from(chainWrites)
      .where(
        and(
          eq(chainWrites.nftId, nftId),
          inArray(chainWrites.kind, ["mint", "burn"]),
          eq(chainWrites.status, "confirmed"),
        ),
      );
    return writes.some((w) => w.kind === "mint") && !writes.some((w) => w.kind === "burn");
  }
}

/**
 * GET /chain/meta/{cltnId}/{tokenId}: a token's `tokenURI`. A token exists as long as the chain
 * has it — whatever its card's state (on sale, being sent, on its way to a resale buyer) — and no
 * longer once it is burned. What the collection shows publicly, never who holds the token or any
 * attendee's answers.
 */
export async function tokenMetadata(
  deps: Pick<Deps, "db" | "chains" | "config">,
  cltnId: number,
  tokenId: number,
): Promise<TokenMetadata> {
  const { publicUrl } = deps.config;
  const [cltn] = await deps.db.select().from(cltns).where(eq(cltns.id, cltnId));
  if (!cltn?.contractAddress) throw new AppError("NOT_FOUND");
  const [row] = await deps.db
    .select({ nft: nfts, startAt: cltnTimes.startAt })
    .from(nfts)
    .leftJoin(cltnTimes, eq(cltnTimes.id, nfts.cltnTimeId))
    .where(and(eq(nfts.cltnId, cltnId), eq(nfts.serial, tokenId)));
  if (!(await existsOnChain(deps, cltn, tokenId, row?.nft.id))) throw new AppError("NOT_FOUND");
  return {
    name: `${cltn.name} #${tokenId}`,
    description: cltn.description || cltn.name,
    image: absolute(publicUrl, cltn.image),
    external_url: `${publicUrl.replace(/\/$/, "")}/discover/detail/${cltn.id}`,
    attributes: [
      { trait_type: "Collection", value: cltn.name },
      { trait_type: "Type", value: cltn.type },
      ...(row ? [{ trait_type: "Ticket", value: row.nft.name }] : []),
      ...(row?.startAt && !cltn.hideStartDate
        ? [{ trait_type: "Date", value: row.startAt.toISOString() }]
        : []),
      { trait_type: "Serial", value: tokenId },
      // A change here is announced on chain (announce-metadata.ts).
      ...(cltn.cancelledAt ? [{ trait_type: "Status", value: "Cancelled" }] : []),
    ],
  };
}
