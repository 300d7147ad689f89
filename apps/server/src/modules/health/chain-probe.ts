import type { Network } from "@admit/contract/enums";
import { answeredChainId, type NodeState } from "../../integrations/chain/chain-id.ts";
import type { Chains } from "../../integrations/chain/chains.ts";

/**
 * How each network's node answers — reached, and the chain id configured — asked at most once per
 * `maxAgeMs` (a probe polled many times a second costs one `eth_chainId` per network and interval;
 * concurrent checks share the one in flight), each waiting at most `timeoutMs`.
 */
export function createChainProbe(
  chains: Pick<Chains, "networks" | "client">,
  options: { maxAgeMs?: number; timeoutMs?: number; now?: () => number } = {},
) {
  const { maxAgeMs = 5000, timeoutMs = 2000, now = Date.now } = options;
  let last: { states: Record<Network, NodeState>; at: number } | null = null;
  let inFlight: Promise<Record<Network, NodeState>> | null = null;
  const ask = async () => {
    const answers = await Promise.all(
      chains.networks.map((n) => answeredChainId(chains.client(n.network).public, timeoutMs)),
    );
    const states = {} as Record<Network, NodeState>;
    chains.networks.forEach((n, i) => {
      const id = answers[i];
      states[n.network] = id === undefined ? "down" : id === n.chainId ? "up" : "wrong-chain";
    });
    return states;
  };
  return async function nodeStates(): Promise<Record<Network, NodeState>> {
    if (last && now() - last.at < maxAgeMs) return last.states;
    inFlight ??= ask().then((states) => {
      last = { states, at: now() };
      inFlight = null;
      return states;
    });
    return inFlight;
  };
}
