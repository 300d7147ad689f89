import { encodeFunctionData, type Hex, toHex } from "viem";
import { chainIdHex, type Eip1193Provider } from "../../../lib/wallet/eip1193.ts";
import type { WalletCheckout } from "./wallet-checkout.ts";

/** pay(bytes32) of the payment contract (contracts/AdmitPayments.sol): all the wallet calls. */
const PAY_ABI = [
  {
    type: "function",
    name: "pay",
    stateMutability: "payable",
    inputs: [{ name: "orderId", type: "bytes32" }],
    outputs: [],
  },
] as const;

/** eth_requestAccounts: the account the person connects (lower case). */
export async function connectAccount(provider: Eip1193Provider): Promise<string> {
  const accounts = await provider.request({ method: "eth_requestAccounts" });
  const [first] = Array.isArray(accounts) ? accounts : [];
  if (typeof first !== "string") throw new Error("The wallet answered no account.");
  return first.toLowerCase();
}

/**
 * The wallet sends the payment: pay(orderKey) on our contract with the order's amount as XRP (a
 * contract call, not a plain transfer, which wallets warn about), on XRPL EVM — asked to switch
 * there first when it is elsewhere. Answers the transaction's hash as soon as it is sent.
 */
export async function sendPayment(provider: Eip1193Provider, from: string, checkout: WalletCheckout) {
  const { wallet } = checkout;
  const current = await provider.request({ method: "eth_chainId" });
  if (typeof current !== "string" || Number(current) !== wallet.chainId)
    await provider.request({
      method: "wallet_switchEthereumChain",
      params: [{ chainId: chainIdHex(wallet.chainId) }],
    });
  const hash = await provider.request({
    method: "eth_sendTransaction",
    params: [
      {
        from,
        to: wallet.contract,
        value: toHex(BigInt(wallet.value)),
        data: encodeFunctionData({ abi: PAY_ABI, functionName: "pay", args: [wallet.orderKey as Hex] }),
      },
    ],
  });
  if (typeof hash !== "string" || !/^0x[0-9a-fA-F]{64}$/.test(hash))
    throw new Error("The wallet answered no transaction.");
  return hash;
}
