import type { Network } from "@admit/contract/enums";
import { encodeDeployData, type Hex, keccak256, parseEventLogs, stringToHex } from "viem";
import type { ChainClient } from "./chain-client.ts";
import { deployedAddress, GAS } from "./collection-contract.ts";
import { admitPayments } from "./contracts.generated.ts";
import type { ChainOutbox } from "./outbox.ts";

/**
 * The payment contract of a network (contracts/AdmitPayments.sol), as the wallet payment uses it:
 * one per network, deployed once by the operator through the outbox (its ref makes a second
 * deployment impossible, whatever the races), and the one place that reads a payment back from the
 * chain — an order is confirmed from its `Paid` event, never from what the browser says.
 */

/** The `bytes32` an order is paid under: keccak256 of its id (ids are not 32 bytes long). */
export const orderKey = (orderId: string): Hex => keccak256(stringToHex(orderId));

/** The outbox ref of a network's one deployment. */
const deployRef = (network: Network) => `payments-contract:${network}`;

/**
 * The network's payment contract address: its deployment open or confirmed, or sent now. The
 * address is known from the operator's nonce at once, before the deployment is mined.
 */
export async function paymentsContractOf(outbox: ChainOutbox, client: ChainClient): Promise<Hex> {
  const write = await outbox.submit({
    network: client.settings.network,
    kind: "deploy",
    to: null,
    data: encodeDeployData({
      abi: admitPayments.abi,
      bytecode: admitPayments.bytecode,
      args: [client.operator.address],
    }),
    gas: GAS.deploy,
    ref: deployRef(client.settings.network),
  });
  return deployedAddress(write.from as Hex, write.nonce);
}

/** What one transaction says about a payment to `contract`. */
export type PaymentReading =
  /** Not mined yet, or not as deep as the network's confirmations ask (`depth` blocks so far). */
  | { kind: "pending"; depth: number }
  /** Mined and reverted: nothing was paid. */
  | { kind: "reverted" }
  /** Mined, but it paid nothing to our contract (another contract, a plain transfer elsewhere). */
  | { kind: "notOurs" }
  | {
      kind: "paid";
      orderKey: Hex;
      /** The paying wallet, lower case. */
      payer: Hex;
      /** In wei of the native currency (weiToDrops for XRP). */
      amount: bigint;
      block: bigint;
      /** The block's time: a payment after the order's deadline is late. */
      paidAt: Date;
    };

/**
 * Reads a payment from the chain: the transaction's receipt, deep enough for the network, and the
 * `Paid` event our contract emitted in it. A transaction carries at most one payment (pay() emits
 * one event), so one transaction pays one order.
 */
export async function readPayment(client: ChainClient, contract: Hex, txHash: Hex): Promise<PaymentReading> {
  const receipt = await client.public.getTransactionReceipt({ hash: txHash }).catch(() => null);
  if (!receipt) return { kind: "pending", depth: 0 };
  const head = await client.public.getBlockNumber();
  const depth = Number(head - receipt.blockNumber) + 1;
  if (depth < client.settings.confirmations) return { kind: "pending", depth };
  if (receipt.status !== "success") return { kind: "reverted" };
  const ours = receipt.logs.filter((log) => log.address.toLowerCase() === contract.toLowerCase());
  const [paid] = parseEventLogs({ abi: admitPayments.abi, logs: ours, eventName: "Paid" });
  if (!paid) return { kind: "notOurs" };
  const block = await client.public.getBlock({ blockNumber: receipt.blockNumber });
  return {
    kind: "paid",
    orderKey: paid.args.orderId,
    payer: paid.args.payer.toLowerCase() as Hex,
    amount: paid.args.amount,
    block: receipt.blockNumber,
    paidAt: new Date(Number(block.timestamp) * 1000),
  };
}
