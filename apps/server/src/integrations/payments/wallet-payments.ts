import type { Network } from "@admit/contract/enums";
import { dropsToWei, WEI_PER_DROP, weiToDrops } from "@admit/contract/xrp";
import { and, eq, sql } from "drizzle-orm";
import { encodeFunctionData, getAbiItem, type Hex } from "viem";
import type { Db } from "../../db/client.ts";
import { chainWrites, orders, walletPayments } from "../../db/schema/index.ts";
import type { Chains } from "../chain/chains.ts";
import { admitPayments } from "../chain/contracts.generated.ts";
import type { ChainWrite } from "../chain/outbox.ts";
import { orderKey, paymentsContractOf, readPayment } from "../chain/payments-contract.ts";
import {
  type CanceledPayment,
  type CancelInput,
  type CheckoutInput,
  type CheckoutSession,
  type ConfirmedPayment,
  type ConfirmInput,
  PaymentError,
  type PaymentProvider,
  type PaymentState,
  validCancelInput,
} from "./payment-provider.ts";

/**
 * The wallet payment (spec §1 "signing with a linked crypto wallet"): an XRP order is paid by the
 * customer's linked wallet calling `pay(orderKey)` on our payment contract on XRPL EVM, and is
 * confirmed from the chain alone — the contract's `Paid` event in a transaction deep enough for the
 * network: the order, the amount, the paying wallet and the block's time. The hash the browser
 * posts is only a hint of where to look (a wallet's "speed up" replaces it); the order's key on
 * chain finds every payment. Every payment read is recorded once (`wallet_payments`, unique by
 * network and hash); what it is for — the order, or back to its sender — is decided once by the
 * purchase module (settle-wallet-payments.ts). Money goes back to the paying wallet through the
 * operator's outbox (`refund(orderKey, payer, amount)`): an order's refund once per idempotency
 * key, a payment that took no order once per payment.
 */
export interface WalletPayments extends PaymentProvider {
  readonly name: "wallet";
  /** Whether payments are paused: the operator's setting, or the contract's own pause(). */
  paused(): Promise<boolean>;
  /** What sending money back costs in gas now, in drops (deducted from wrong, late and foreign payments). */
  returnFee(): Promise<number>;
  /** The payment contract's address (deployed once). */
  contract(): Promise<Hex>;
  /** Reads one transaction and records the payment it carries, or says why it carries none. */
  record(txHash: string): Promise<WalletPaymentRow | PaymentError>;
  /**
   * Records every confirmed payment of one order (found by its key, whatever hash was posted) and
   * answers them with the time up to which every payment is known: one mined later is not deep
   * enough yet, or not mined at all.
   */
  recordOrder(orderId: string): Promise<{ rows: WalletPaymentRow[]; knownUntil: Date }>;
  /** Sends a recorded payment that took no order back to its wallet (all of it, less the gas). */
  returnPayment(txHash: string): Promise<"sent" | "pending">;
  /** Payments of the contract since the last look, recorded (the sweep settles those nobody reported). */
  scan(): Promise<WalletPaymentRow[]>;
  /** Sends `drops` of what the contract holds to `to` through the outbox, once per `ref`. */
  withdraw(to: Hex, drops: number, ref: string): Promise<ChainWrite>;
  /** What the payment contract holds, in drops. */
  balance(): Promise<number>;
}

export type WalletPaymentRow = typeof walletPayments.$inferSelect;

/** XRP is XRPL EVM's native currency: every XRP order is paid there. */
export const WALLET_NETWORK: Network = "XRPL_EVM";
/** Gas of `refund()` (a value call to an EOA and one event), with room. */
const REFUND_GAS = 90_000n;
/** Blocks per log query: public nodes refuse wide ranges. */
const LOG_RANGE = 5_000n;
const TX_HASH = /^0x[0-9a-f]{64}$/;

export const isTxHash = (value: string) => TX_HASH.test(value);

/** The outbox ref of sending a payment that took no order back (at most once per payment). */
export const RETURN_REF = "wallet-return:";
export const returnRef = (txHash: string) => `${RETURN_REF}${txHash}`;

const unavailable = (message: string) => new PaymentError("PROVIDER_UNAVAILABLE", message);

/** What the wallet payment's calls share: its deps, and the contract's address once known. */
interface Wallet {
  db: Db;
  chains: Chains;
  pausedBySetting: boolean;
  client: () => ReturnType<Chains["client"]>;
  contract: () => Promise<Hex>;
  /** The last block whose Paid events the scan recorded (in memory: a new process starts at the deployment). */
  scannedTo: bigint;
}

export function createWalletPayments(deps: {
  db: Db;
  chains: Chains;
  /** The operator's setting (WALLET_PAYMENTS_PAUSED). */
  pausedBySetting: boolean;
}): WalletPayments {
  const client = () => deps.chains.client(WALLET_NETWORK);
  let address: Hex | undefined;
  const w: Wallet = {
    ...deps,
    client,
    contract: async () => {
      address ??= await paymentsContractOf(deps.chains.outbox, client());
      return address;
    },
    scannedTo: -1n,
  };

  return {
    name: "wallet",
    contract: w.contract,
    returnFee: () => returnFee(w),
    paused: () => paused(w),
    checkoutSession: (input) => checkoutSession(w, input),
    confirm: (input) => confirm(w, input),

    async record(txHash: string) {
      const hash = txHash.toLowerCase();
      if (!isTxHash(hash)) return new PaymentError("NOT_FOUND", "not a transaction hash");
      return (await rowOf(w, hash)) ?? record(w, hash as Hex);
    },

    async recordOrder(orderId: string) {
      try {
        return await recordOrder(w, orderId);
      } catch (err) {
        if (err instanceof PaymentError) throw err;
        throw unavailable(`the chain did not answer: ${(err as Error).message}`);
      }
    },

    /** The payment that took the order (none: nothing confirmed paid it). */
    async lookup(orderId: string): Promise<PaymentState> {
      const [taken] = await deps.db
        .select()
        .from(walletPayments)
        .where(and(eq(walletPayments.orderId, orderId), eq(walletPayments.outcome, "ORDER")));
      return taken ? stateOf(taken) : { status: "NOT_CONFIRMED" };
    },

    cancel: (input) => cancel(w, input),
    returnPayment: (txHash) => returnPayment(w, txHash),
    scan: () => scan(w),
    withdraw: (to, drops, ref) => withdraw(w, to, drops, ref),

    async balance() {
      const wei = await client().public.getBalance({ address: await w.contract() });
      return Number(weiToDrops(wei).drops);
    },
  };
}

async function returnFee(w: Wallet) {
  const { maxFeePerGas } = await w.client().fees();
  return Number(weiToDrops(REFUND_GAS * maxFeePerGas + WEI_PER_DROP - 1n).drops);
}

async function paused(w: Wallet) {
  if (w.pausedBySetting) return true;
  try {
    return await w.client().public.readContract({
      address: await w.contract(),
      abi: admitPayments.abi,
      functionName: "paused",
    });
  } catch {
    // Not deployed yet (its deployment is being mined): it starts unpaused.
    return false;
  }
}

async function checkoutSession(w: Wallet, input: CheckoutInput): Promise<CheckoutSession> {
  if (input.currency !== "XRP") throw new PaymentError("INVALID_REQUEST", "wallets pay XRP orders only");
  const settings = w.client().settings;
  return {
    provider: "wallet",
    clientKey: "",
    network: WALLET_NETWORK,
    chainId: settings.chainId,
    contract: await w.contract(),
    orderKey: orderKey(input.orderId),
    value: dropsToWei(BigInt(input.amount)),
    paused: await paused(w),
    explorerUrl: settings.explorerUrl,
  };
}

async function confirm(w: Wallet, input: ConfirmInput): Promise<ConfirmedPayment> {
  const txHash = input.paymentKey.toLowerCase();
  if (!isTxHash(txHash)) throw new PaymentError("NOT_FOUND", "not a transaction hash");
  const row = (await rowOf(w, txHash)) ?? (await record(w, txHash as Hex));
  if (row instanceof PaymentError) throw row;
  if (row.orderId !== input.orderId)
    throw new PaymentError("NOT_FOUND", "the transaction pays another order");
  return {
    paymentKey: row.txHash,
    orderId: row.orderId,
    amount: row.amount,
    method: "WALLET",
    approvedAt: row.paidAt,
    status: "DONE",
  };
}

async function cancel(w: Wallet, input: CancelInput): Promise<CanceledPayment> {
  validCancelInput(input);
  const row = await rowOf(w, input.paymentKey);
  // Only the payment that took its order is refunded as the order's: every other goes back whole.
  if (row?.outcome !== "ORDER") throw new PaymentError("NOT_FOUND", "no such order payment");
  const left = row.amount - row.refunded;
  const drops = input.amount ?? left;
  const ref = `wallet-refund:${input.idempotencyKey}`;
  if (!row.refundRefs.includes(ref) && drops > left)
    throw new PaymentError("NOT_CANCELABLE", "more than is left of the payment");
  if ((await sendBack(w, row, drops, ref)) === "pending")
    throw unavailable("the refund is being recorded on chain");
  const after = await rowOf(w, input.paymentKey);
  const balance = (after?.amount ?? 0) - (after?.refunded ?? 0);
  return {
    paymentKey: row.txHash,
    cancelledAmount: drops,
    balanceAmount: balance,
    status: balance === 0 ? "CANCELED" : "PARTIAL_CANCELED",
    canceledAt: new Date(),
  };
}

async function returnPayment(w: Wallet, txHash: string) {
  const row = await rowOf(w, txHash);
  if (!row) throw new PaymentError("NOT_FOUND", "no such wallet payment");
  // Never the order's own payment: that one is refunded as the order's, if ever.
  if (!row.outcome || row.outcome === "ORDER")
    throw new PaymentError("NOT_CANCELABLE", "the payment is its order's, or not decided yet");
  const drops = Math.max(0, row.amount - row.refunded - (await returnFee(w)));
  return sendBack(w, row, row.refundRefs.includes(returnRef(row.txHash)) ? 0 : drops, returnRef(row.txHash));
}

async function scan(w: Wallet) {
  const safe = await safeHead(w);
  const from = w.scannedTo < 0n ? await deployBlock(w) : w.scannedTo + 1n;
  const found: WalletPaymentRow[] = [];
  for (let start = from; start <= safe; start += LOG_RANGE) {
    const to = start + LOG_RANGE - 1n < safe ? start + LOG_RANGE - 1n : safe;
    found.push(...(await recordLogs(w, start, to)));
    w.scannedTo = to;
  }
  return found;
}

function withdraw(w: Wallet, to: Hex, drops: number, ref: string) {
  const data = encodeFunctionData({
    abi: admitPayments.abi,
    functionName: "withdraw",
    args: [to, dropsToWei(BigInt(drops))],
  });
  return writeToContract(w, "withdraw", data, ref);
}

/** A write to the payment contract through the outbox, once per `ref`, settled if it can be now. */
async function writeToContract(w: Wallet, kind: "refund" | "withdraw", data: Hex, ref: string) {
  const outbox = w.chains.outbox;
  const write = await outbox.submit({
    network: WALLET_NETWORK,
    kind,
    to: await w.contract(),
    data,
    gas: REFUND_GAS,
    ref,
  });
  return write.status === "confirmed" ? write : ((await outbox.settleOne(write)) ?? write);
}

/** Reads a transaction from the chain and records the payment it carries (once, whoever asks). */
async function record(w: Wallet, txHash: Hex): Promise<WalletPaymentRow | PaymentError> {
  let reading: Awaited<ReturnType<typeof readPayment>>;
  try {
    reading = await readPayment(w.client(), await w.contract(), txHash);
  } catch (err) {
    throw unavailable(`the chain did not answer: ${(err as Error).message}`);
  }
  if (reading.kind === "pending") return unavailable(`not confirmed yet (${reading.depth} blocks)`);
  if (reading.kind === "reverted") return new PaymentError("DECLINED", "the transaction reverted");
  if (reading.kind === "notOurs") return new PaymentError("NOT_FOUND", "the transaction paid nothing to us");
  const [order] = await w.db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.provider} = 'wallet' and ${orders.walletKey} = ${reading.orderKey}`);
  await w.db
    .insert(walletPayments)
    .values({
      network: WALLET_NETWORK,
      txHash,
      // A payment under a key of no order of ours is kept too: it is sent back.
      orderId: order?.id ?? reading.orderKey,
      payer: reading.payer,
      amount: Number(weiToDrops(reading.amount).drops),
      block: Number(reading.block),
      paidAt: reading.paidAt,
    })
    .onConflictDoNothing();
  const [row] = await w.db
    .select()
    .from(walletPayments)
    .where(and(eq(walletPayments.network, WALLET_NETWORK), eq(walletPayments.txHash, txHash)));
  if (!row) throw new Error(`wallet payment ${txHash} not recorded`);
  return row;
}

/**
 * Sends `drops` of a payment back to its wallet through the outbox, once per `ref`: answers
 * "sent" when the refund is confirmed on chain (and counted in `refunded`), "pending" before.
 */
async function sendBack(
  w: Wallet,
  row: WalletPaymentRow,
  drops: number,
  ref: string,
): Promise<"sent" | "pending"> {
  if (row.refundRefs.includes(ref)) return "sent";
  if (drops > 0 && (await send(w, row, drops, ref)) === "pending") return "pending";
  // Counted once, even when nothing was left to send (the gas took it all): it is done.
  await w.db
    .update(walletPayments)
    .set({
      refunded: sql`${walletPayments.refunded} + ${drops}`,
      refundRefs: sql`array_append(${walletPayments.refundRefs}, ${ref})`,
    })
    .where(and(eq(walletPayments.id, row.id), sql`not (${ref} = any(${walletPayments.refundRefs}))`));
  return "sent";
}

/** The refund's write through the outbox: "sent" once the chain confirmed it. */
async function send(
  w: Wallet,
  row: WalletPaymentRow,
  drops: number,
  ref: string,
): Promise<"sent" | "pending"> {
  const data = encodeFunctionData({
    abi: admitPayments.abi,
    functionName: "refund",
    args: [orderKey(row.orderId), row.payer as Hex, dropsToWei(BigInt(drops))],
  });
  const write = await writeToContract(w, "refund", data, ref);
  if (write.status === "failed")
    throw new PaymentError("NOT_CANCELABLE", `the refund failed: ${write.error}`);
  return write.status === "confirmed" ? "sent" : "pending";
}

/** The newest block deep enough for the network's confirmations. */
const safeHead = async (w: Wallet) =>
  (await w.client().public.getBlockNumber()) - BigInt(Math.max(0, w.client().settings.confirmations - 1));

/** Where the payment contract was deployed: no payment is older. */
async function deployBlock(w: Wallet) {
  await w.contract();
  const [deployed] = await w.db
    .select({ block: chainWrites.block })
    .from(chainWrites)
    .where(
      and(eq(chainWrites.ref, `payments-contract:${WALLET_NETWORK}`), eq(chainWrites.status, "confirmed")),
    );
  return BigInt(deployed?.block ?? 0);
}

/** Records every Paid event between two blocks (of one order, when `key` is given). */
async function recordLogs(
  w: Wallet,
  fromBlock: bigint,
  toBlock: bigint,
  key?: Hex,
): Promise<WalletPaymentRow[]> {
  if (fromBlock > toBlock) return [];
  const logs = await w.client().public.getLogs({
    address: await w.contract(),
    event: getAbiItem({ abi: admitPayments.abi, name: "Paid" }),
    args: key ? { orderId: key } : undefined,
    fromBlock,
    toBlock,
  });
  const found: WalletPaymentRow[] = [];
  for (const log of logs) {
    if (!log.transactionHash) continue;
    const hash = log.transactionHash.toLowerCase() as Hex;
    const row = (await rowOf(w, hash)) ?? (await record(w, hash));
    if (!(row instanceof PaymentError)) found.push(row);
  }
  return found;
}

/** Records the order's payments up to the safe head (the chain's errors as they come). */
async function recordOrder(w: Wallet, orderId: string) {
  const key = orderKey(orderId);
  const head = await w.client().public.getBlockNumber();
  const safe = head - BigInt(Math.max(0, w.client().settings.confirmations - 1));
  for (let start = await deployBlock(w); start <= safe; start += LOG_RANGE)
    await recordLogs(w, start, start + LOG_RANGE - 1n < safe ? start + LOG_RANGE - 1n : safe, key);
  // Every block up to `safe` is read: a payment not among them is in a later block (its time
  // is the next block's or later) or not mined at all (later than now).
  const next = safe < head ? await w.client().public.getBlock({ blockNumber: safe + 1n }) : undefined;
  const knownUntil = next ? new Date(Number(next.timestamp) * 1000 - 1000) : new Date();
  const rows = await w.db
    .select()
    .from(walletPayments)
    .where(eq(walletPayments.orderId, orderId))
    .orderBy(walletPayments.block, walletPayments.id);
  return { rows, knownUntil };
}

async function rowOf(w: Wallet, txHash: string) {
  const [row] = await w.db
    .select()
    .from(walletPayments)
    .where(and(eq(walletPayments.network, WALLET_NETWORK), eq(walletPayments.txHash, txHash.toLowerCase())));
  return row;
}

/** A recorded payment in the words of a lookup. */
export function stateOf(row: WalletPaymentRow): Exclude<PaymentState, { status: "NOT_CONFIRMED" }> {
  const balanceAmount = row.amount - row.refunded;
  return {
    status: balanceAmount === row.amount ? "DONE" : balanceAmount === 0 ? "CANCELED" : "PARTIAL_CANCELED",
    paymentKey: row.txHash,
    amount: row.amount,
    balanceAmount,
    method: "WALLET",
    approvedAt: row.paidAt,
  };
}
