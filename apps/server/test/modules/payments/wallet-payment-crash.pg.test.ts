import { fileURLToPath } from "node:url";
import { dropsToWei } from "@admit/contract/xrp";
import { eq } from "drizzle-orm";
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  getAbiItem,
  type Hex,
  http,
  keccak256,
} from "viem";
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, openPg } from "../../../src/db/client.ts";
import { nftGroupPrices, nfts, orders, walletLinks, walletPayments } from "../../../src/db/schema/index.ts";
import { admitPayments } from "../../../src/integrations/chain/contracts.generated.ts";
import { SESSION_COOKIE } from "../../../src/modules/sessions/session-token.ts";
import { createVerifiedUser } from "../../fixtures.ts";
import { createScratchDatabase, exited, signInOverHttp, startProcess, stopProcess } from "../../processes.ts";
import { saleFixture } from "../../sale-fixtures.ts";
import { WALLET_CRASH_POINTS, type WalletCrashPoint } from "./crash/crash-points.ts";

/**
 * The replaced transaction of issue 25 with a crash in the middle: the wallet's first transaction
 * is posted and never mines, its same-nonce replacement is mined, and the server is killed
 * (SIGKILL) at each step of settling it — the payments recorded but not decided, the order paid
 * but its issuing job not sent, a second payment's return signed but not broadcast. After a
 * restart each confirmed payment has exactly one of {ticket, refund}: the replacement a ticket,
 * the second payment its money back, whatever was posted again.
 */
const PORT = 3197;
const BASE = `http://127.0.0.1:${PORT}`;
const RPC = `${BASE}/chain/xrpl-evm/rpc`;
const PASSWORD = "wallet-crash-pass-1";
/** 10 XRP: the faucet's 100 pays it and a second time. */
const PRICE = 10_000_000;
const script = fileURLToPath(new URL("./crash/wallet-crash-server.ts", import.meta.url));

let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let database: Database;
let priceId: number;
let groupId: number;
let cookie = "";
let account: PrivateKeyAccount;

const start = (crashAt?: WalletCrashPoint) =>
  startProcess(script, {
    DATABASE_URL: scratch?.url ?? "",
    PORT: String(PORT),
    PUBLIC_URL: BASE,
    SEED_DEMO: "false",
    PAYMENT_SETTLE_AFTER_SECONDS: "0",
    CHAIN_XRPL_EVM_OPERATOR_KEY: operatorKey,
    ...(crashAt ? { CRASH_AT: crashAt } : {}),
  });
const operatorKey = generatePrivateKey();

/** A call as the browser makes it; a crash answers nothing (the connection drops). */
async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      origin: BASE,
      cookie: `${SESSION_COOKIE}=${cookie}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.text().then((t) => (t ? JSON.parse(t) : null))) as never };
}

interface Checkout {
  chainId: number;
  contract: Hex;
  orderKey: Hex;
  value: string;
}

const chainOf = (id: number) =>
  defineChain({
    id,
    name: "Embedded XRPL EVM",
    nativeCurrency: { name: "XRP", symbol: "XRP", decimals: 18 },
    rpcUrls: { default: { http: [RPC] } },
  });
const reader = () => createPublicClient({ transport: http(RPC) });
const payData = (w: Checkout) =>
  encodeFunctionData({ abi: admitPayments.abi, functionName: "pay", args: [w.orderKey] });

/** The wallet's first version of the payment: signed with its next nonce, lost by the pool. */
async function neverMined(w: Checkout): Promise<Hex> {
  const client = reader();
  const block = await client.getBlock();
  return keccak256(
    await account.signTransaction({
      type: "eip1559",
      chainId: w.chainId,
      nonce: await client.getTransactionCount({ address: account.address, blockTag: "pending" }),
      to: w.contract,
      data: payData(w),
      value: BigInt(w.value),
      gas: 100_000n,
      maxFeePerGas: (block.baseFeePerGas ?? 0n) * 2n + 1n,
      maxPriorityFeePerGas: 0n,
    }),
  );
}

/** The wallet sends pay(orderKey) (its next nonce: the replacement of the lost one) and waits for it. */
async function paid(w: Checkout): Promise<Hex> {
  const wallet = createWalletClient({ account, chain: chainOf(w.chainId), transport: http(RPC) });
  const hash = await wallet.sendTransaction({ to: w.contract, data: payData(w), value: BigInt(w.value) });
  await reader().waitForTransactionReceipt({ hash });
  return hash;
}

const until = async (check: () => Promise<boolean>, ms = 60_000) => {
  const end = Date.now() + ms;
  while (!(await check()) && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
};
const orderOf = async (id: string) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0];
const paymentOf = async (hash: string) =>
  (await database.db.select().from(walletPayments).where(eq(walletPayments.txHash, hash)))[0];

beforeAll(async () => {
  scratch = await createScratchDatabase(inject("databaseUrl"), "admit_wallet_crash");
  // The first start migrates the new database.
  await stopProcess(await start());
  database = await openPg(scratch.url, 2);
  const sale = await saleFixture(database.db, { gaTotal: 100, perWallet: 100, daysAway: 30 });
  groupId = sale.ga.id;
  const [price] = await database.db
    .insert(nftGroupPrices)
    .values({ nftGroupId: sale.ga.id, name: "Adult", price: PRICE, currency: "XRP" })
    .returning();
  priceId = price?.id ?? 0;
  const user = await createVerifiedUser(database.db, PASSWORD);
  account = privateKeyToAccount(generatePrivateKey());
  await database.db.insert(walletLinks).values({ userId: user.id, address: account.address.toLowerCase() });
  const server = await start();
  cookie = await signInOverHttp(BASE, user.email, PASSWORD);
  await stopProcess(server);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

describe("a crash while a replaced wallet payment is settled", () => {
  for (const point of WALLET_CRASH_POINTS) {
    it(`leaves exactly one of {ticket, refund} per payment after a restart: ${point}`, {
      timeout: 180_000,
    }, async () => {
      const crashing = await start(point);
      const faucet = await fetch(`${BASE}/api/dev/faucet`, {
        method: "POST",
        headers: { origin: BASE, "content-type": "application/json" },
        body: JSON.stringify({ address: account.address }),
      });
      expect(faucet.status).toBe(200);
      await until(
        async () =>
          (await reader().getBalance({ address: account.address })) >= dropsToWei(3n * BigInt(PRICE)),
      );
      const reservation = await api("POST", `/api/v1/discover/orders/reservation?nftGroupId=${groupId}`, {
        priceUnit: "XRP",
        list: [{ id: priceId, count: 1, price: PRICE }],
        amount: PRICE,
      });
      expect(reservation.status).toBe(201);
      const { orderId, checkout } = reservation.json as { orderId: string; checkout: { wallet: Checkout } };
      const w = checkout.wallet;
      const post = (hash: Hex) =>
        api("POST", `/api/v1/discover/orders/${orderId}/payment`, { paymentKey: hash, amount: 0 });

      const first = await neverMined(w);
      expect((await post(first)).json).toMatchObject({ code: "UNAVAILABLE", data: { status: "PAYING" } });
      const replacement = await paid(w);
      // A second payment of the same order (paid twice): it must go back, and only it.
      const second = point === "after-return-signed" ? await paid(w) : undefined;
      await expect(post(replacement)).rejects.toThrow();
      expect(await exited(crashing)).toBe("SIGKILL");

      const restarted = await start();
      await until(async () => (await orderOf(orderId))?.status === "ISSUED");
      if (second) await until(async () => ((await paymentOf(second))?.refundRefs.length ?? 0) > 0);
      // The result screen asks again, with each hash it knows.
      expect((await post(first)).json).toMatchObject({ status: "ISSUED" });
      expect((await post(replacement)).json).toMatchObject({ status: "ISSUED" });
      if (second) expect((await post(second)).json).toMatchObject({ data: { reason: "paid-already" } });
      const refunds = await reader().getLogs({
        address: w.contract,
        event: getAbiItem({ abi: admitPayments.abi, name: "Refunded" }),
        args: { orderId: w.orderKey },
        fromBlock: 0n,
      });
      await stopProcess(restarted);

      expect(await orderOf(orderId)).toMatchObject({ status: "ISSUED", paymentKey: replacement });
      const tickets = await database.db.select().from(nfts).where(eq(nfts.orderId, orderId));
      expect(tickets.filter((t) => t.status === "ACTIVE")).toHaveLength(1);
      expect(await paymentOf(replacement)).toMatchObject({ outcome: "ORDER", refunded: 0, refundRefs: [] });
      if (second) {
        const back = await paymentOf(second);
        expect(back).toMatchObject({ outcome: "EXTRA", refundRefs: [`wallet-return:${second}`] });
        expect(refunds).toHaveLength(1);
        expect(refunds[0]?.args.to?.toLowerCase()).toBe(account.address.toLowerCase());
        expect(refunds[0]?.args.amount).toBe(dropsToWei(BigInt(back?.refunded ?? 0)));
      } else expect(refunds).toHaveLength(0);
      expect(await paymentOf(first)).toBeUndefined();
    });
  }
});
