/**
 * The server's side of a wallet payment on the embedded XRPL EVM: the payment contract deployed
 * once through the outbox, and a payment read back from the chain alone — the Paid event of our
 * contract in a mined, deep enough transaction — whatever else the browser claims.
 */
import { dropsToWei } from "@admit/contract/xrp";
import { createWalletClient, defineChain, type Hex, http } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChainClient } from "../../../src/integrations/chain/chain-client.ts";
import { admitPayments } from "../../../src/integrations/chain/contracts.generated.ts";
import {
  orderKey,
  paymentsContractOf,
  readPayment,
} from "../../../src/integrations/chain/payments-contract.ts";
import { buildTestApp } from "../../helper.ts";

describe("reading a wallet payment from the chain", () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let client: ChainClient;
  let contract: Hex;
  let wallet: ReturnType<typeof createWalletClient>;
  const customer = privateKeyToAccount(generatePrivateKey());

  beforeAll(async () => {
    // An operator of this file's own (the test files on a PostgreSQL server share one chain).
    t = await buildTestApp({ CHAIN_XRPL_EVM_OPERATOR_KEY: generatePrivateKey() });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    if (!address || typeof address === "string") throw new Error("not listening");
    client = t.app.chains.client("XRPL_EVM");
    contract = await paymentsContractOf(t.app.chains.outbox, client);
    const url = `http://127.0.0.1:${address.port}/chain/xrpl-evm/rpc`;
    const chain = defineChain({
      id: client.settings.chainId,
      name: "Embedded XRPL EVM",
      nativeCurrency: { name: "XRP", symbol: "XRP", decimals: 18 },
      rpcUrls: { default: { http: [url] } },
    });
    wallet = createWalletClient({ chain, transport: http(url), account: customer });
    await t.app.chains.embedded("XRPL_EVM")?.fund(customer.address, dropsToWei(50_000_000n));
  });
  afterAll(() => t.close());

  const pay = async (orderId: string, drops: bigint) => {
    const hash = await wallet.writeContract({
      address: contract,
      abi: admitPayments.abi,
      functionName: "pay",
      args: [orderKey(orderId)],
      value: dropsToWei(drops),
      account: customer,
      chain: wallet.chain,
    });
    await client.public.waitForTransactionReceipt({ hash });
    return hash;
  };

  it("deploys the network's payment contract once, however often it is asked", async () => {
    expect(await paymentsContractOf(t.app.chains.outbox, client)).toBe(contract);
    expect(await client.public.getCode({ address: contract })).toMatch(/^0x[0-9a-f]{100,}/);
  });

  it("reads the order, the paying wallet, the amount and the time of a payment", async () => {
    const hash = await pay("ord_reading_1", 7_250_000n);
    const reading = await readPayment(client, contract, hash);
    expect(reading).toMatchObject({
      kind: "paid",
      orderKey: orderKey("ord_reading_1"),
      payer: customer.address.toLowerCase(),
      amount: dropsToWei(7_250_000n),
    });
    if (reading.kind !== "paid") throw new Error("not paid");
    expect(Math.abs(reading.paidAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("tells a transaction it does not know, one that paid elsewhere, and one that reverted", async () => {
    const unknown = `0x${"ab".repeat(32)}` as Hex;
    expect(await readPayment(client, contract, unknown)).toEqual({ kind: "pending", depth: 0 });
    // A plain transfer to someone else: mined, but no payment to our contract.
    const elsewhere = await wallet.sendTransaction({
      to: privateKeyToAccount(generatePrivateKey()).address,
      value: 1n,
      account: customer,
      chain: wallet.chain,
    });
    await client.public.waitForTransactionReceipt({ hash: elsewhere });
    expect(await readPayment(client, contract, elsewhere)).toEqual({ kind: "notOurs" });
    // Read against another contract address, our payment is not that contract's.
    const hash = await pay("ord_reading_2", 1n);
    expect(await readPayment(client, customer.address, hash)).toEqual({ kind: "notOurs" });
    // A payment of nothing reverts (sent with a gas limit, so the wallet does not refuse it first).
    const reverted = await wallet.writeContract({
      address: contract,
      abi: admitPayments.abi,
      functionName: "pay",
      args: [orderKey("ord_reading_3")],
      value: 0n,
      gas: 100_000n,
      account: customer,
      chain: wallet.chain,
    });
    await client.public.waitForTransactionReceipt({ hash: reverted });
    expect(await readPayment(client, contract, reverted)).toEqual({ kind: "reverted" });
  });
});
