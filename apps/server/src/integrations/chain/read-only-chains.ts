import type { Network } from "@admit/contract/enums";
import type { NetworkConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { type ChainClient, createChainClient } from "./chain-client.ts";
import { derivedOperatorKey } from "./chains.ts";
import { ChainReader } from "./embedded/chain-reader.ts";
import { CALL_GAS_CAP } from "./embedded/evm-engine.ts";
import { EvmHost } from "./embedded/evm-thread.ts";
import { handleRpc } from "./embedded/rpc.ts";

/**
 * Clients that only read each network, for a tool beside (or without) a running server: a
 * configured node over HTTP, an embedded chain through a ChainReader of its own on the database —
 * it neither mines nor tops up, nor takes a transaction. `stop` ends the reader's EVM worker.
 */
export function readOnlyChains(networks: NetworkConfig[], db: Db, walletKey: Buffer) {
  const host = new EvmHost();
  const clients = new Map<Network, ChainClient>(
    networks.map((settings) => {
      const key = settings.operatorKey ?? derivedOperatorKey(walletKey, settings.network);
      if (settings.rpcUrl) return [settings.network, createChainClient(settings, key)];
      const reader = new ChainReader({
        db,
        host,
        network: settings.network,
        chainId: settings.chainId,
        gasCap: CALL_GAS_CAP,
        callTimeoutMs: 60_000,
      });
      return [settings.network, createChainClient(settings, key, (body) => handleRpc(reader, body))];
    }),
  );
  return {
    client: (network: Network): ChainClient => {
      const found = clients.get(network);
      if (!found) throw new Error(`no client for ${network}`);
      return found;
    },
    stop: () => host.stop(),
  };
}
