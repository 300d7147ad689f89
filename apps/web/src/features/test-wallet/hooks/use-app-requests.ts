import type { TDevFaucetInfo } from "@admit/contract/dev";
import { useEffect, useRef, useState } from "react";
import { createWalletClient, defineChain, type Hex, http } from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import { chainIdHex, RPC_ERROR } from "../../../lib/wallet/eip1193.ts";
import { type AppLink, linkToApp, type MessageTarget } from "../../../lib/wallet/test-wallet-protocol.ts";
import { type AppRequest, type SendRequest, triage } from "../utils/app-request.ts";

/** Signs and sends `tx` on the embedded chain: nonce, fees and gas asked of it, eth_sendRawTransaction. */
function sendTransaction(account: PrivateKeyAccount, chain: TDevFaucetInfo, tx: SendRequest): Promise<Hex> {
  const rpcUrl = new URL(chain.rpcPath, window.location.origin).toString();
  const client = createWalletClient({
    account,
    chain: defineChain({
      id: chain.chainId,
      name: "XRPL EVM (development)",
      nativeCurrency: { name: "XRP", symbol: "XRP", decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
    transport: http(rpcUrl),
  });
  return client.sendTransaction({ to: tx.to ?? undefined, value: tx.value, data: tx.data, gas: tx.gas });
}

/**
 * The app's requests to this wallet (the window that opened it, by postMessage): the ones that
 * need the person wait in `requests` until approved (signed with the key; a transaction also sent
 * to the embedded chain) or rejected. The wallet tells the app it is ready — and its account — on
 * load and whenever the key changes; what waited for the old key is refused.
 */
export function useAppRequests(account: PrivateKeyAccount, chain: TDevFaucetInfo) {
  const [requests, setRequests] = useState<AppRequest[]>([]);
  const waiting = useRef<AppRequest[]>([]);
  waiting.current = requests;
  const link = useRef<AppLink | null>(null);
  const current = useRef(account);
  current.current = account;
  useEffect(() => {
    const app = linkToApp({
      host: window,
      opener: (window.opener as MessageTarget | null) ?? null,
      onRequest: (request) => {
        const next = triage(request, current.current.address, chainIdHex(chain.chainId));
        if ("answer" in next) app.respond(request.id, next.answer);
        else if ("refuse" in next) app.fail(request.id, next.refuse.code, next.refuse.message);
        else setRequests((list) => [...list, next.ask]);
      },
    });
    link.current = app;
    return () => app.close();
  }, [chain.chainId]);

  useEffect(() => {
    for (const r of waiting.current)
      link.current?.fail(r.id, RPC_ERROR.unauthorized, "The test wallet's key changed.");
    setRequests([]);
    link.current?.ready([account.address], chainIdHex(chain.chainId));
  }, [account, chain.chainId]);

  const settle = (id: string) => setRequests((list) => list.filter((r) => r.id !== id));

  /** Signs or sends; the app gets the signature or the transaction's hash, or the node's refusal. */
  const approve = async (request: AppRequest): Promise<void> => {
    try {
      const result =
        request.kind === "sign"
          ? await account.signMessage({ message: request.raw })
          : await sendTransaction(account, chain, request);
      link.current?.respond(request.id, result);
    } catch (err) {
      link.current?.fail(request.id, RPC_ERROR.internal, (err as Error).message.split("\n")[0] ?? "failed");
      throw err;
    } finally {
      settle(request.id);
    }
  };
  const reject = (request: AppRequest) => {
    link.current?.fail(request.id, RPC_ERROR.userRejected, "User rejected the request.");
    settle(request.id);
  };

  return { requests, approve, reject, connected: Boolean(window.opener) };
}
