/**
 * Wallet (XRP) payments on the embedded XRPL EVM, on a PostgreSQL server:
 *   - signature → paid: one customer at a time reserves an order, its wallet signs and sends
 *     pay(orderKey) (the clock starts at the signature), and the browser's call is repeated until
 *     the order is PAID — p50 and p99 over BENCH_SAMPLES payments (40);
 *   - orders paid per second with BENCH_WALLETS wallets (50) paying at once, each BENCH_ROUNDS (3)
 *     orders one after the other, beside the same clients' signed-in GET /users/me in the same run
 *     (the HTTP round trip and session alone: the baseline).
 *
 *   npm run bench:wallet-pay
 *
 * Creates a database of its own and drops it. Prints figures only: it never fails on a time.
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { dropsToWei } from "@admit/contract/xrp";
import { count, inArray } from "drizzle-orm";
import { createWalletClient, defineChain, encodeFunctionData, type Hex, http } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { buildApp } from "../apps/server/src/app.ts";
import { insertRow } from "../apps/server/src/db/client.ts";
import {
  brands,
  cltns,
  cltnTimes,
  nftGroupPrices,
  nftGroups,
  orders,
  users,
  walletLinks,
} from "../apps/server/src/db/schema/index.ts";
import { admitPayments } from "../apps/server/src/integrations/chain/contracts.generated.ts";
import { createSession } from "../apps/server/src/modules/sessions/create-session.ts";
import { SESSION_COOKIE } from "../apps/server/src/modules/sessions/session-token.ts";
import { closedLoop } from "./lib/closed-loop.ts";
import { BENCH_ORIGIN } from "./lib/origin.ts";
import { benchConfig, runBench, scratchDatabase } from "./lib/scratch.ts";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const samples = Number(process.env.BENCH_SAMPLES ?? 40);
const walletCount = Number(process.env.BENCH_WALLETS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const PRICE = 25_000_000;
const DAY = 24 * 3_600_000;
const fmt = (n: number) => n.toFixed(1);
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const { database, drop } = await scratchDatabase(serverUrl, "admit_bench_wallet_pay", 20);
  const db = database.db;
  try {
    // The wallets send through the chain's public route: every call of the bench counts there too.
    const config = benchConfig({ CHANGES_PER_MINUTE: "100000000", CHAIN_RPC_PER_MINUTE: "100000000" });
    const app = await buildApp(config, database);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const port = (app.server.address() as AddressInfo).port;
    const base = `http://127.0.0.1:${port}/api/v1`;
    const rpc = `http://127.0.0.1:${port}/chain/xrpl-evm/rpc`;
    const chainId = app.chains.client("XRPL_EVM").settings.chainId;
    const chain = defineChain({
      id: chainId,
      name: "Embedded XRPL EVM",
      nativeCurrency: { name: "XRP", symbol: "XRP", decimals: 18 },
      rpcUrls: { default: { http: [rpc] } },
    });

    const brand = await insertRow(db, brands, { name: "Bench", logoImg: "/l.svg", profileImg: "/p.svg" });
    const cltn = await insertRow(db, cltns, {
      brandId: brand.id,
      type: "TICKET",
      kind: "TICKET",
      category: "concert",
      name: "Bench XRP night",
      image: "/i.svg",
      logoImg: "/l.svg",
      color: "#111111",
      network: "XRPL_EVM",
      timeZone: "UTC",
      currency: "XRP",
      saleStartAt: new Date(Date.now() - DAY),
      saleEndAt: new Date(Date.now() + DAY),
    });
    const time = await insertRow(db, cltnTimes, {
      cltnId: cltn.id,
      startAt: new Date(Date.now() + 30 * DAY),
      endAt: new Date(Date.now() + 30 * DAY + 3_600_000),
    });
    const group = await insertRow(db, nftGroups, {
      cltnId: cltn.id,
      cltnTimeId: time.id,
      name: "Entry",
      totalCnt: 100_000,
      mintableCntPerWallet: 1_000,
    });
    const price = await insertRow(db, nftGroupPrices, {
      nftGroupId: group.id,
      name: "Entry",
      price: PRICE,
      currency: "XRP",
    });

    /** A customer with a session and a linked, funded wallet. */
    const customer = async () => {
      const [user] = await db
        .insert(users)
        .values({
          email: `${randomUUID()}@bench.test`,
          name: "Bench",
          customerKey: randomUUID(),
          emailVerifiedAt: new Date(),
          termsAcceptedAt: new Date(),
        })
        .returning({ id: users.id });
      if (!user) throw new Error("no user");
      const account = privateKeyToAccount(generatePrivateKey());
      await db.insert(walletLinks).values({ userId: user.id, address: account.address.toLowerCase() });
      await app.chains.embedded("XRPL_EVM")?.fund(account.address, dropsToWei(100_000_000_000n));
      const cookie = `${SESSION_COOKIE}=${(await createSession(db, { userId: user.id, ttlDays: 1 })).token}`;
      const wallet = createWalletClient({ account, chain, transport: http(rpc) });
      return { cookie, wallet };
    };
    type Customer = Awaited<ReturnType<typeof customer>>;
    const headers = (who: Customer) => ({
      cookie: who.cookie,
      origin: BENCH_ORIGIN,
      "content-type": "application/json",
    });

    /** One order: reserved, signed (the clock starts), sent, and named until it is PAID. */
    const payOne = async (who: Customer): Promise<number> => {
      const reserved = await fetch(`${base}/discover/orders/reservation?nftGroupId=${group.id}`, {
        method: "POST",
        headers: { ...headers(who), "idempotency-key": randomUUID() },
        body: JSON.stringify({
          priceUnit: "XRP",
          list: [{ id: price.id, count: 1, price: PRICE }],
          amount: PRICE,
        }),
      });
      if (reserved.status !== 201)
        throw new Error(`reservation: ${reserved.status} ${await reserved.text()}`);
      const reservation = (await reserved.json()) as {
        orderId: string;
        checkout: { wallet: { contract: string; orderKey: string; value: string } };
      };
      const w = reservation.checkout.wallet;
      const t0 = performance.now();
      const hash = await who.wallet.sendTransaction({
        to: w.contract as Hex,
        data: encodeFunctionData({ abi: admitPayments.abi, functionName: "pay", args: [w.orderKey as Hex] }),
        value: BigInt(w.value),
      });
      for (;;) {
        const res = await fetch(`${base}/discover/orders/${reservation.orderId}/payment`, {
          method: "POST",
          headers: { ...headers(who), "idempotency-key": `pay-${reservation.orderId}` },
          body: JSON.stringify({ paymentKey: hash, amount: PRICE }),
        });
        if (res.status === 200) return performance.now() - t0;
        if (res.status !== 503) throw new Error(`payment: ${res.status} ${await res.text()}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };

    // ---- signature → paid, one at a time ----
    const one = await customer();
    await payOne(one); // the contract's deployment and the first reads
    const latencies: number[] = [];
    for (let i = 0; i < samples; i++) latencies.push(await payOne(one));
    latencies.sort((a, b) => a - b);
    console.log(
      `signature → paid, one at a time: p50 ${fmt(pct(latencies, 50))} ms, p99 ${fmt(pct(latencies, 99))} ms over ${samples} payments`,
    );

    // ---- many wallets at once ----
    const crowd = await Promise.all(Array.from({ length: walletCount }, customer));
    const baseline = await closedLoop(
      walletCount,
      5,
      async (w) => (await fetch(`${base}/users/me`, { headers: { cookie: crowd[w]?.cookie ?? "" } })).ok,
    );
    // Paid orders become ISSUED once their tokens are minted: both count.
    const paidOrders = () =>
      db
        .select({ n: count() })
        .from(orders)
        .where(inArray(orders.status, ["PAID", "ISSUED"]));
    const [before] = await paidOrders();
    const started = performance.now();
    const each: number[] = [];
    let failed = 0;
    await Promise.all(
      crowd.map(async (who) => {
        for (let i = 0; i < rounds; i++) {
          try {
            each.push(await payOne(who));
          } catch (err) {
            failed++;
            if (failed === 1) console.error(err);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const [after] = await paidOrders();
    each.sort((a, b) => a - b);
    const paid = (after?.n ?? 0) - (before?.n ?? 0);
    console.log(
      `${walletCount} wallets at once, ${rounds} orders each: ${paid} orders paid in ${fmt(seconds)} s = ${fmt(paid / seconds)} orders/s ` +
        `(signature → paid p50 ${fmt(pct(each, 50))} ms, p99 ${fmt(pct(each, 99))} ms; ${failed} failed); ` +
        `baseline GET /users/me ${fmt(baseline.perSecond)} req/s`,
    );
    await app.close();
  } finally {
    await drop();
  }
}

runBench(main);
