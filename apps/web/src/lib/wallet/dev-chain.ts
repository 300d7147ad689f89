import { DEV_FAUCET_PATH, type TDevFaucetInfo } from "@admit/contract/dev";

/**
 * The embedded XRPL EVM chain of a development server, which the test wallet uses; null where
 * there is none (production, or a real network): the server then has no faucet and answers 404.
 */
export async function getDevChain(): Promise<TDevFaucetInfo | null> {
  const res = await fetch(DEV_FAUCET_PATH, { headers: { accept: "application/json" } });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`${DEV_FAUCET_PATH} answered ${res.status}`);
  return (await res.json()) as TDevFaucetInfo;
}

/** One JSON-RPC call to a chain's endpoint on this origin; a node's error is thrown with its code. */
export async function chainRpc<T>(
  rpcPath: string,
  method: string,
  params: readonly unknown[] = [],
): Promise<T> {
  const res = await fetch(rpcPath, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const answer = (await res.json().catch(() => ({}))) as {
    result?: T;
    error?: { code: number; message: string };
  };
  if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
  if (!res.ok) throw new Error(`${rpcPath} answered ${res.status}`);
  return answer.result as T;
}
