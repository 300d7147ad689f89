import { toHex } from "viem";
import { ApiError } from "../../../lib/api-client.ts";
import {
  chainIdHex,
  type Eip1193Provider,
  isUserRejection,
  RPC_ERROR,
  rpcErrorCode,
} from "../../../lib/wallet/eip1193.ts";

/** eth_requestAccounts: the wallet asks the person to connect this site; answers the chosen account. */
export async function requestAccount(provider: Eip1193Provider): Promise<string> {
  const accounts = await provider.request({ method: "eth_requestAccounts" });
  const [first] = Array.isArray(accounts) ? accounts : [];
  if (typeof first !== "string") throw new Error("The wallet answered no account.");
  return first;
}

/** personal_sign: the message as UTF-8 bytes in hex, with the account that signs (EIP-191). */
export async function signMessage(
  provider: Eip1193Provider,
  message: string,
  address: string,
): Promise<string> {
  const signature = await provider.request({ method: "personal_sign", params: [toHex(message), address] });
  if (typeof signature !== "string") throw new Error("The wallet answered no signature.");
  return signature;
}

/** The chain a Sign-In with Ethereum message names ("Chain ID: 1440002"). */
export function chainIdOf(message: string): number | undefined {
  const match = /^Chain ID: (\d+)$/m.exec(message);
  return match ? Number(match[1]) : undefined;
}

/**
 * Whether the linked wallet is a "wallet without an XRPL account" (spec §8): nothing on XRPL EVM.
 * Read through the wallet itself, on XRPL EVM: when it is on another chain it is asked to switch,
 * and when it cannot (it does not know the chain, the person declines) nothing is said — the app
 * does not know, rather than warning wrongly.
 */
export async function hasNoXrplAccount(
  provider: Eip1193Provider,
  address: string,
  chainId: number,
): Promise<boolean> {
  try {
    const current = await provider.request({ method: "eth_chainId" });
    if (typeof current !== "string" || Number(current) !== chainId)
      await provider.request({
        method: "wallet_switchEthereumChain",
        params: [{ chainId: chainIdHex(chainId) }],
      });
    const balance = await provider.request({ method: "eth_getBalance", params: [address, "latest"] });
    return typeof balance === "string" && BigInt(balance) === 0n;
  } catch {
    return false;
  }
}

/** What went wrong while linking, as the screen tells it (each has its own state). */
export type LinkProblem =
  | "signDeclined"
  | "expired"
  | "notAccepted"
  | "linkedElsewhere"
  | "alreadyLinked"
  | "windowBlocked"
  | "failed";

export function linkProblemOf(err: unknown): LinkProblem {
  if (isUserRejection(err)) return "signDeclined";
  if (rpcErrorCode(err) === RPC_ERROR.disconnected) return "windowBlocked";
  if (err instanceof ApiError) {
    switch (err.code) {
      case "WALLET_CHALLENGE_EXPIRED":
        return "expired";
      case "WALLET_SIGNATURE_INVALID":
      case "WALLET_MESSAGE_INVALID":
        return "notAccepted";
      case "WALLET_LINKED_ELSEWHERE":
        return "linkedElsewhere";
      case "WALLET_ALREADY_LINKED":
        return "alreadyLinked";
    }
  }
  return "failed";
}
