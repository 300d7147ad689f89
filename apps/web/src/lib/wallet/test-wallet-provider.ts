import type { TDevFaucetInfo } from "@admit/contract/dev";
import { chainRpc, getDevChain } from "./dev-chain.ts";
import { announceWallet, type WalletInfo } from "./discover-wallets.ts";
import {
  chainIdHex,
  type Eip1193Listener,
  type Eip1193Provider,
  ProviderRpcError,
  RPC_ERROR,
} from "./eip1193.ts";
import {
  linkToWallet,
  type MessageHost,
  type MessageTarget,
  TEST_WALLET_PATH,
  TEST_WALLET_WINDOW,
} from "./test-wallet-protocol.ts";

const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#111827"/><rect x="12" y="20" width="40" height="28" rx="6" fill="#f59e0b"/><rect x="34" y="29" width="18" height="10" rx="5" fill="#111827"/><circle cx="41" cy="34" r="2.5" fill="#f59e0b"/><path d="M18 20l22-8 4 8" fill="none" stroke="#f59e0b" stroke-width="3" stroke-linejoin="round"/></svg>',
)}`;

/** A version 4 UUID, also where `crypto.randomUUID` is missing (pages on a plain-HTTP LAN address). */
function uuid4(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export const TEST_WALLET_INFO: WalletInfo = {
  uuid: uuid4(),
  name: "Admit test wallet",
  icon: ICON,
  rdns: "test.admit.wallet",
};

/** Reads a node answers without a key: the provider asks the chain itself, without the window. */
const READS = new Set([
  "eth_blockNumber",
  "eth_getBalance",
  "eth_getTransactionCount",
  "eth_getCode",
  "eth_call",
  "eth_estimateGas",
  "eth_gasPrice",
  "eth_maxPriorityFeePerGas",
  "eth_feeHistory",
  "eth_getBlockByNumber",
  "eth_getTransactionByHash",
  "eth_getTransactionReceipt",
]);

const openWalletWindow = (): MessageTarget | null =>
  window.open(TEST_WALLET_PATH, TEST_WALLET_WINDOW, "popup,width=420,height=780");

/**
 * The test wallet as an EIP-1193 provider: what needs the key (connecting, signing, sending) goes
 * to the /test/wallet window, where the person approves it; the chain id, chain switches to the
 * same chain and reads are answered here.
 */
export function createTestWalletProvider(
  chain: Pick<TDevFaucetInfo, "chainId" | "rpcPath">,
  options: { host?: MessageHost; open?: () => MessageTarget | null } = {},
): Eip1193Provider {
  let accounts: string[] = [];
  const listeners = new Map<string, Set<Eip1193Listener>>();
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  };
  const setAccounts = (next: string[]) => {
    if (next.join() === accounts.join()) return;
    accounts = next;
    emit("accountsChanged", next);
  };
  const wallet = linkToWallet({
    host: options.host ?? window,
    open: options.open ?? openWalletWindow,
    // A new key in the wallet is another account: a connected app hears it as wallets tell it.
    onReady: (ready) => {
      if (accounts.length > 0) setAccounts(ready.accounts);
    },
  });
  const hexId = chainIdHex(chain.chainId);

  return {
    async request({ method, params }) {
      const list = Array.isArray(params) ? [...params] : [];
      switch (method) {
        case "eth_chainId":
          return hexId;
        case "net_version":
          return String(chain.chainId);
        case "eth_accounts":
          return accounts;
        case "eth_requestAccounts": {
          const answer = (await wallet.call(method, [])) as string[];
          setAccounts(answer);
          return answer;
        }
        case "personal_sign":
        case "eth_sendTransaction":
          return wallet.call(method, list);
        case "wallet_switchEthereumChain": {
          const wanted = (list[0] as { chainId?: unknown } | undefined)?.chainId;
          if (typeof wanted === "string" && wanted.toLowerCase() === hexId) return null;
          throw new ProviderRpcError(RPC_ERROR.unrecognizedChain, "The test wallet knows only XRPL EVM.");
        }
        default:
          if (READS.has(method)) return chainRpc(chain.rpcPath, method, list);
          throw new ProviderRpcError(
            RPC_ERROR.unsupportedMethod,
            `The test wallet does not support ${method}.`,
          );
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
  };
}

let installed: Promise<void> | undefined;

/**
 * Announces the test wallet to the page (EIP-6963) where the server has a development chain —
 * never in production, whose server has none. Once per page: the provider, and its window, stay.
 */
export function installTestWallet(target: EventTarget = window): Promise<void> {
  installed ??= getDevChain().then(
    (chain) => {
      if (chain)
        announceWallet({ info: TEST_WALLET_INFO, provider: createTestWalletProvider(chain) }, target);
    },
    () => {
      // Asked again the next time a screen looks for wallets.
      installed = undefined;
    },
  );
  return installed;
}
