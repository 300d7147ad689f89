import type { Network } from "@admit/contract/enums";
import { createPublicClient, http, type PublicClient } from "viem";
import type { NetworkConfig } from "../../config.ts";

/** How a network's node answers: `wrong-chain` when it is another network's (another chain id). */
export type NodeState = "up" | "down" | "wrong-chain";

/** The chain id `client`'s node answers, or undefined when it does not answer within `timeoutMs`. */
export async function answeredChainId(
  client: Pick<PublicClient, "getChainId">,
  timeoutMs: number,
): Promise<number | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const silent = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  try {
    return await Promise.race([client.getChainId().catch(() => undefined), silent]);
  } finally {
    clearTimeout(timer);
  }
}

/** A start against a node of another network: every write would be refused there, or worse, land. */
export class WrongChainError extends Error {
  constructor(lines: string[]) {
    super(`Refusing to start: a network's node is another chain\n  ${lines.join("\n  ")}`);
    this.name = "WrongChainError";
  }
}

/**
 * At start, each network on a configured node (`CHAIN_<NETWORK>_RPC_URL`) must answer the chain id
 * it is configured with: throws WrongChainError naming each that does not. A node that does not
 * answer yet is no reason to stay down (it may come back; /health/ready says so meanwhile): its
 * network is answered among the unreachable.
 */
export async function checkChainIds(networks: NetworkConfig[], timeoutMs = 10_000): Promise<Network[]> {
  const configured = networks.filter((n) => n.rpcUrl);
  const answers = await Promise.all(
    configured.map((n) =>
      answeredChainId(createPublicClient({ transport: http(n.rpcUrl, { retryCount: 1 }) }), timeoutMs),
    ),
  );
  const wrong: string[] = [];
  const unreachable: Network[] = [];
  configured.forEach((n, i) => {
    const actual = answers[i];
    if (actual === undefined) unreachable.push(n.network);
    else if (actual !== n.chainId)
      wrong.push(
        `${n.network}: CHAIN_${n.network}_RPC_URL answers chain id ${actual}, but CHAIN_${n.network}_CHAIN_ID expects ${n.chainId}`,
      );
  });
  if (wrong.length > 0) throw new WrongChainError(wrong);
  return unreachable;
}
