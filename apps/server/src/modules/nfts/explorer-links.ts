import type { Network } from "@admit/contract/enums";
import type { Config } from "../../config.ts";

/** A page of a network's explorer: an address (a contract or a wallet), a transaction, or one token. */
export type ExplorerOf = (network: Network, page: "address" | "tx", id: string) => string;

/**
 * Links into each network's explorer (`CHAIN_<NETWORK>_EXPLORER_URL`; on the embedded chain the
 * local one at /chain/{network}): `/address/{address}` and `/tx/{hash}`, the paths Polygonscan,
 * the XRPL EVM explorer, Kaiascan and ours share.
 */
export function explorerOf(config: Pick<Config, "networks">): ExplorerOf {
  const bases = new Map(config.networks.map((n) => [n.network, n.explorerUrl]));
  return (network, page, id) => `${bases.get(network) ?? ""}/${page}/${id}`;
}
