/**
 * The payment contract (contracts/AdmitPayments.sol) on the embedded XRPL EVM, through viem as a
 * customer's wallet would call it: pay(orderId) with native XRP, the Paid event the server will
 * confirm orders from, plain transfers refused, the operator's pause, refunds and withdrawals.
 */

import { dropsToWei, weiToDrops } from "@admit/contract/xrp";
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  keccak256,
  parseEventLogs,
  stringToHex,
} from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admitPayments } from "../../../src/integrations/chain/contracts.generated.ts";
import { buildTestApp } from "../../helper.ts";

const abi = admitPayments.abi;

describe("the payment contract on XRPL EVM", () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let publicClient: ReturnType<typeof createPublicClient>;
  let operator: ReturnType<typeof createWalletClient>;
  let payer: ReturnType<typeof createWalletClient>;
  let contract: Address;
  const customer = privateKeyToAccount(generatePrivateKey());
  const orderId = keccak256(stringToHex("ord_test_1"));

  beforeAll(async () => {
    // An operator of this file's own: on a PostgreSQL server the test files share one chain, and
    // transactions sent here behind the outbox's back must not take its nonces.
    t = await buildTestApp({ CHAIN_XRPL_EVM_OPERATOR_KEY: generatePrivateKey() });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    if (!address || typeof address === "string") throw new Error("not listening");
    const url = `http://127.0.0.1:${address.port}/chain/xrpl-evm/rpc`;
    const chain = defineChain({
      id: t.app.chains.settings("XRPL_EVM").chainId,
      name: "Embedded XRPL EVM",
      nativeCurrency: { name: "XRP", symbol: "XRP", decimals: 18 },
      rpcUrls: { default: { http: [url] } },
    });
    publicClient = createPublicClient({ chain, transport: http(url) });
    operator = createWalletClient({
      chain,
      transport: http(url),
      account: privateKeyToAccount(t.app.chains.operatorKey("XRPL_EVM") as Hex),
    });
    payer = createWalletClient({ chain, transport: http(url), account: customer });
    const owner = operator.account?.address as Address;
    const deployed = await publicClient.waitForTransactionReceipt({
      hash: await operator.deployContract({
        abi,
        bytecode: admitPayments.bytecode,
        args: [owner],
        account: operator.account ?? null,
        chain,
      }),
    });
    contract = deployed.contractAddress as Address;
    // The customer's wallet gets 100 XRP of gas and spending money.
    await publicClient.waitForTransactionReceipt({
      hash: await operator.sendTransaction({
        to: customer.address,
        value: dropsToWei(100_000_000n),
        account: operator.account ?? null,
        chain,
      }),
    });
  });
  afterAll(() => t.close());

  it("takes a payment for an order and says so in a Paid event: the order, the wallet, the amount", async () => {
    const amount = dropsToWei(12_500_000n); // 12.5 XRP
    const hash = await payer.writeContract({
      address: contract,
      abi,
      functionName: "pay",
      args: [orderId],
      value: amount,
      account: customer,
      chain: payer.chain,
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
    const [paid] = parseEventLogs({ abi, logs: receipt.logs, eventName: "Paid" });
    expect(paid?.args).toEqual({ orderId, payer: customer.address, amount });
    expect(weiToDrops(paid?.args.amount ?? 0n)).toEqual({ drops: 12_500_000n, remainder: 0n });
    expect(await publicClient.getBalance({ address: contract })).toBe(amount);
  });

  it("refuses a payment of nothing and a plain transfer that names no order", async () => {
    await expect(
      payer.writeContract({
        address: contract,
        abi,
        functionName: "pay",
        args: [orderId],
        value: 0n,
        account: customer,
        chain: payer.chain,
      }),
    ).rejects.toThrow(/NothingPaid|revert/i);
    await expect(
      payer.sendTransaction({ to: contract, value: dropsToWei(1n), account: customer, chain: payer.chain }),
    ).rejects.toThrow(/revert/i);
  });

  it("lets only the operator pause payments, refund a wallet and withdraw", async () => {
    await expect(
      payer.writeContract({
        address: contract,
        abi,
        functionName: "pause",
        account: customer,
        chain: payer.chain,
      }),
    ).rejects.toThrow(/OwnableUnauthorizedAccount|revert/i);
    await publicClient.waitForTransactionReceipt({
      hash: await operator.writeContract({
        address: contract,
        abi,
        functionName: "pause",
        account: operator.account ?? null,
        chain: operator.chain,
      }),
    });
    await expect(
      payer.writeContract({
        address: contract,
        abi,
        functionName: "pay",
        args: [orderId],
        value: dropsToWei(1n),
        account: customer,
        chain: payer.chain,
      }),
    ).rejects.toThrow(/EnforcedPause|revert/i);
    // A refund goes out while paused: the money was the customer's.
    const before = await publicClient.getBalance({ address: customer.address });
    const refund = await publicClient.waitForTransactionReceipt({
      hash: await operator.writeContract({
        address: contract,
        abi,
        functionName: "refund",
        args: [orderId, customer.address, dropsToWei(2_500_000n)],
        account: operator.account ?? null,
        chain: operator.chain,
      }),
    });
    expect(parseEventLogs({ abi, logs: refund.logs, eventName: "Refunded" })[0]?.args).toEqual({
      orderId,
      to: customer.address,
      amount: dropsToWei(2_500_000n),
    });
    expect(await publicClient.getBalance({ address: customer.address })).toBe(
      before + dropsToWei(2_500_000n),
    );
    await expect(
      payer.writeContract({
        address: contract,
        abi,
        functionName: "withdraw",
        args: [customer.address, 1n],
        account: customer,
        chain: payer.chain,
      }),
    ).rejects.toThrow(/OwnableUnauthorizedAccount|revert/i);
    await publicClient.waitForTransactionReceipt({
      hash: await operator.writeContract({
        address: contract,
        abi,
        functionName: "unpause",
        account: operator.account ?? null,
        chain: operator.chain,
      }),
    });
    expect(await publicClient.readContract({ address: contract, abi, functionName: "paused" })).toBe(false);
  });
});
