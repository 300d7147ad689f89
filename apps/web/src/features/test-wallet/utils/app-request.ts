import { formatDrops, weiToDrops } from "@admit/contract/xrp";
import { formatEther, type Hex, isAddress } from "viem";
import { RPC_ERROR } from "../../../lib/wallet/eip1193.ts";
import type { WalletRequest } from "../../../lib/wallet/test-wallet-protocol.ts";

/** A message to sign (personal_sign): as the person reads it, and as it is signed. */
export interface SignRequest {
  id: string;
  kind: "sign";
  /** The message as text, or its hex when it is not UTF-8 text. */
  text: string;
  isText: boolean;
  /** What is signed: the bytes (hex), or the string an app sent as it is. */
  raw: { raw: Hex } | string;
}

/** A transaction to send (eth_sendTransaction): to, value (wei) and data. */
export interface SendRequest {
  id: string;
  kind: "send";
  /** Null deploys a contract. */
  to: Hex | null;
  value: bigint;
  data: Hex;
  gas: bigint | undefined;
}

export type AppRequest = SignRequest | SendRequest;

/** What to do with a request from the app: answer it at once, refuse it, or ask the person. */
export type Triage =
  | { answer: unknown }
  | { refuse: { code: number; message: string } }
  | { ask: AppRequest };

const isHex = (v: unknown): v is Hex => typeof v === "string" && /^0x[0-9a-fA-F]*$/.test(v);
const sameAddress = (a: unknown, b: string) => typeof a === "string" && a.toLowerCase() === b.toLowerCase();
const notYours = {
  refuse: { code: RPC_ERROR.unauthorized, message: "This is not the test wallet's account." },
};
const invalid = (message: string) => ({ refuse: { code: -32602, message } });

/** A personal_sign message: hex of UTF-8 text (as wallets expect), hex of other bytes, or plain text. */
function decodeMessage(data: string): Pick<SignRequest, "text" | "isText" | "raw"> {
  if (!isHex(data) || data.length % 2 !== 0) return { text: data, isText: true, raw: data };
  const bytes = new Uint8Array((data.length - 2) / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(data.slice(2 + i * 2, 4 + i * 2), 16);
  try {
    return {
      text: new TextDecoder("utf-8", { fatal: true }).decode(bytes),
      isText: true,
      raw: { raw: data },
    };
  } catch {
    return { text: data, isText: false, raw: { raw: data } };
  }
}

const quantity = (v: unknown): bigint | undefined => (isHex(v) && v.length > 2 ? BigInt(v) : undefined);

/**
 * What the wallet does with `request` for `address` on `chainIdHex`: connecting and reading its
 * account or chain is answered at once (the app is this origin's own), a signature or a
 * transaction waits for the person, anything else is refused.
 */
export function triage(request: WalletRequest, address: string, chainIdHex: string): Triage {
  switch (request.method) {
    case "eth_requestAccounts":
    case "eth_accounts":
      return { answer: [address] };
    case "eth_chainId":
      return { answer: chainIdHex };
    case "personal_sign": {
      const [first, second] = request.params;
      // personal_sign is (message, account); a few apps send (account, message).
      const swapped =
        isAddress(String(first), { strict: false }) && !isAddress(String(second), { strict: false });
      const [data, from] = swapped ? [second, first] : [first, second];
      if (typeof data !== "string") return invalid("personal_sign needs a message.");
      if (!sameAddress(from, address)) return notYours;
      return { ask: { id: request.id, kind: "sign", ...decodeMessage(data) } };
    }
    case "eth_sendTransaction": {
      const tx = request.params[0];
      if (typeof tx !== "object" || tx === null) return invalid("eth_sendTransaction needs a transaction.");
      const { from, to, value, data, input, gas } = tx as Record<string, unknown>;
      if (from !== undefined && !sameAddress(from, address)) return notYours;
      if (to !== undefined && to !== null && !(typeof to === "string" && isAddress(to, { strict: false })))
        return invalid("The transaction's `to` is not an address.");
      const payload = data ?? input ?? "0x";
      if (!isHex(payload)) return invalid("The transaction's data is not hex.");
      return {
        ask: {
          id: request.id,
          kind: "send",
          to: typeof to === "string" ? (to as Hex) : null,
          value: quantity(value) ?? 0n,
          data: payload,
          gas: quantity(gas),
        },
      };
    }
    default:
      return {
        refuse: {
          code: RPC_ERROR.unsupportedMethod,
          message: `The test wallet does not support ${request.method}.`,
        },
      };
  }
}

/** XRP (18 decimals on XRPL EVM) as the contract's XRP writes it: drops, or every wei when they do not fit. */
export function formatXrpWei(wei: bigint): string {
  const { drops, remainder } = weiToDrops(wei);
  return remainder === 0n ? formatDrops(drops) : formatEther(wei);
}
