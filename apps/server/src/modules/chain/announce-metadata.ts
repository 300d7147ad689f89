import { eq, max } from "drizzle-orm";
import type { Hex } from "viem";
import { cltns, nfts } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { GAS, metadataChangedData } from "../../integrations/chain/collection-contract.ts";
import type { ChainWrite } from "../../integrations/chain/outbox.ts";

/**
 * Tells the chain that a collection's token metadata changed (ERC-4906 BatchMetadataUpdate over
 * its serials), so wallets and marketplaces read it again: after what the metadata shows changed
 * (an event called off). Through the outbox like every write; nothing to say for a collection
 * with no contract yet. Answers the write.
 */
export async function announceMetadataChange(
  deps: Pick<Deps, "db" | "chains">,
  cltnId: number,
): Promise<ChainWrite | undefined> {
  const [cltn] = await deps.db
    .select({ network: cltns.network, contract: cltns.contractAddress, last: max(nfts.serial) })
    .from(cltns)
    .leftJoin(nfts, eq(nfts.cltnId, cltns.id))
    .where(eq(cltns.id, cltnId))
    .groupBy(cltns.id);
  if (!cltn?.contract || !cltn.last) return undefined;
  const write = await deps.chains.outbox.submit({
    network: cltn.network,
    kind: "setting",
    to: cltn.contract as Hex,
    data: metadataChangedData(1n, BigInt(cltn.last)),
    gas: GAS.setting,
    cltnId,
  });
  return write.status === "sent" ? ((await deps.chains.outbox.settleOne(write)) ?? write) : write;
}
