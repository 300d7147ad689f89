import { and, desc, eq, inArray } from "drizzle-orm";
import type { Hex } from "viem";
import type { Db } from "../../db/client.ts";
import type { NftRow } from "../../db/queries/tokens.ts";
import { chainWrites } from "../../db/schema/index.ts";
import { recipientOf } from "../../integrations/chain/collection-contract.ts";

/** The statuses in which a token may wait in escrow: listed, or on its way from escrow to a resale buyer. */
const IN_ESCROW = new Set(["SELLING", "ISSUING"]);

/**
 * Where the chain holds a listed token, when that is not its holder's wallet: the recipient of its
 * latest confirmed mint or move (the collection's escrow), so the card says who really holds it.
 * Null for every other token, and before the chain confirmed the move.
 */
export async function escrowAt(db: Db, row: NftRow): Promise<string | null> {
  if (!IN_ESCROW.has(row.nft.status)) return null;
  const [last] = await db
    .select({ data: chainWrites.data })
    .from(chainWrites)
    .where(
      and(
        eq(chainWrites.nftId, row.nft.id),
        inArray(chainWrites.kind, ["mint", "transfer"]),
        eq(chainWrites.status, "confirmed"),
      ),
    )
    .orderBy(desc(chainWrites.id))
    .limit(1);
  const at = last ? recipientOf(last.data as Hex) : undefined;
  return at && at !== row.walletAddress?.toLowerCase() ? at : null;
}
