import {
  createPublicClient,
  custom,
  defineChain,
  type EIP1193RequestFn,
  type Hex,
  http,
  type PublicClient,
} from "viem";
import type { NetworkConfig } from "../../config.ts";
import { keySigner, type OperatorSigner } from "./operator-signer.ts";

/** One network as the outbox sees it: a viem client on its JSON-RPC URL and the operator's signer. */
export interface ChainClient {
  settings: NetworkConfig;
  public: PublicClient;
  operator: OperatorSigner;
  /** What a transaction offers to pay now: the base fee twice over plus the tip (EIP-1559). */
  fees(): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }>;
}

/**
 * A viem client for `settings`: over HTTP to its JSON-RPC URL, or — for the embedded chain — to the
 * same `/chain/{network}/rpc` route of this server through `request` (no socket: the app may not be
 * listening, as in tests). Either way every call is a JSON-RPC request the route answers as a node.
 */
export function createChainClient(
  settings: NetworkConfig,
  /** The signer port's adapter, or a private key (tests, development). */
  operator: OperatorSigner | Hex,
  request?: (body: unknown) => Promise<unknown>,
): ChainClient {
  const chain = defineChain({
    id: settings.chainId,
    name: settings.network,
    nativeCurrency: { name: settings.currency, symbol: settings.currency, decimals: 18 },
    rpcUrls: { default: { http: [settings.rpcUrl ?? `http://embedded/chain/${settings.slug}/rpc`] } },
  });
  let id = 0;
  const transport = settings.rpcUrl
    ? http(settings.rpcUrl, { retryCount: 2, timeout: 15_000 })
    : custom({
        request: (async ({ method, params }: { method: string; params?: unknown }) => {
          if (!request) throw new Error("the embedded chain needs the server's route");
          const answer = (await request({ jsonrpc: "2.0", id: ++id, method, params: params ?? [] })) as {
            result?: unknown;
            error?: { code: number; message: string; data?: unknown };
          };
          if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error);
          return answer.result;
        }) as EIP1193RequestFn,
      });
  // No cached block number: a receipt's depth is measured against the head as it is now.
  const client = createPublicClient({ chain, transport, cacheTime: 0 }) as PublicClient;
  return {
    settings,
    public: client,
    operator: typeof operator === "string" ? keySigner(operator) : operator,
    fees: async () => {
      const [block, tip] = await Promise.all([client.getBlock(), client.estimateMaxPriorityFeePerGas()]);
      const base = block.baseFeePerGas ?? 0n;
      return { maxFeePerGas: base * 2n + tip, maxPriorityFeePerGas: tip };
    },
  };
}
