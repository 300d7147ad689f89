/**
 * Paying an XRP order from a linked wallet on the embedded XRPL EVM (issue 15): the wallet calls
 * pay(orderKey) on our payment contract, the browser names the transaction, and the server settles
 * the order from the chain alone. Refusals change nothing; money that cannot pay goes back.
 */
import { dropsToWei } from "@admit/contract/xrp";
import { eq } from "drizzle-orm";
import { createWalletClient, defineChain, encodeFunctionData, type Hex, http, keccak256 } from "viem";
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cltnTimes,
  nftGroupPrices,
  nfts,
  orders,
  treasuryPayouts,
  walletLinks,
  walletPayments,
} from "../../../src/db/schema/index.ts";
import { admitPayments } from "../../../src/integrations/chain/contracts.generated.ts";
import { recoverPayments } from "../../../src/modules/payments/recover-payments.ts";
import { withdrawToTreasury } from "../../../src/modules/payments/withdraw-to-treasury.ts";
import { createSignedInUser } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";
import { saleFixture } from "../../sale-fixtures.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
let rpcUrl: string;
type Who = { id: number; cookies: Record<string, string> };
const signIn = (app: typeof t) => createSignedInUser(app, "wallet-pay-1");

/** Where withdrawals of the collected XRP go. */
const treasury = privateKeyToAccount(generatePrivateKey());
/** 2,500 XRP: past the 2,100,000,000 minor units an integer column held. */
const PRICE = 2_500_000_000;

beforeAll(async () => {
  // An operator of this file's own (the test files on a PostgreSQL server share one chain).
  t = await buildTestApp({
    CHAIN_XRPL_EVM_OPERATOR_KEY: generatePrivateKey(),
    CHANGES_PER_MINUTE: "1000",
    PAYMENT_SETTLE_AFTER_SECONDS: "0",
    WALLET_TREASURY_ADDRESS: treasury.address,
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (!address || typeof address === "string") throw new Error("not listening");
  rpcUrl = `http://127.0.0.1:${address.port}/chain/xrpl-evm/rpc`;
});
afterAll(() => t.close());

const api = (method: "GET" | "POST", url: string, who: Who, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, cookies: who.cookies, payload });

/** A customer with a linked wallet holding `xrp` (none: a wallet never seen on chain). */
async function customer(xrp = 10_000) {
  const who = await signIn(t);
  const account = privateKeyToAccount(generatePrivateKey());
  await t.db.insert(walletLinks).values({ userId: who.id, address: account.address.toLowerCase() });
  if (xrp > 0) await fund(account, xrp);
  return { who, account };
}

const fund = async (account: PrivateKeyAccount, xrp: number) =>
  t.app.chains.embedded("XRPL_EVM")?.fund(account.address, dropsToWei(BigInt(xrp) * 1_000_000n));

async function xrpSale() {
  const sale = await saleFixture(t.db);
  const [price] = await t.db
    .insert(nftGroupPrices)
    .values({ nftGroupId: sale.ga.id, name: "Adult", price: PRICE, currency: "XRP" })
    .returning();
  if (!price) throw new Error("no price");
  return { sale, price };
}

/** Reserves `count` XRP tickets: answers the reservation with its wallet checkout. */
async function reserve(who: Who, count = 1) {
  const { sale, price } = await xrpSale();
  const res = await api("POST", `/discover/orders/reservation?nftGroupId=${sale.ga.id}`, who, {
    priceUnit: "XRP",
    list: [{ id: price.id, count, price: PRICE }],
    amount: PRICE * count,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const walletOf = (account: PrivateKeyAccount, chainId: number) =>
  createWalletClient({
    account,
    transport: http(rpcUrl),
    chain: defineChain({
      id: chainId,
      name: "Embedded XRPL EVM",
      nativeCurrency: { name: "XRP", symbol: "XRP", decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
  });

/** The wallet signs pay(orderKey) with `drops` (the order's amount by default); answers the mined hash. */
async function pay(account: PrivateKeyAccount, reservation: Reservation, drops?: number): Promise<Hex> {
  const w = reservation.checkout.wallet;
  const hash = await walletOf(account, w.chainId).sendTransaction({
    to: w.contract as Hex,
    data: encodeFunctionData({ abi: admitPayments.abi, functionName: "pay", args: [w.orderKey as Hex] }),
    value: drops === undefined ? BigInt(w.value) : dropsToWei(BigInt(drops)),
    chain: null,
  });
  await t.app.chains.client("XRPL_EVM").public.waitForTransactionReceipt({ hash });
  return hash;
}

interface Reservation {
  orderId: string;
  amount: number;
  checkout: {
    provider: string;
    wallet: { chainId: number; contract: string; orderKey: string; value: string; payer: string | null };
  };
}

const submit = (who: Who, orderId: string, paymentKey: string) =>
  api("POST", `/discover/orders/${orderId}/payment`, who, { paymentKey, amount: 0 });
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const balanceOf = (account: PrivateKeyAccount) =>
  t.app.chains.client("XRPL_EVM").public.getBalance({ address: account.address });
const paymentRow = async (txHash: string) =>
  (await t.db.select().from(walletPayments).where(eq(walletPayments.txHash, txHash)))[0];
const ticketsOf = (orderId: string) => t.db.select().from(nfts).where(eq(nfts.orderId, orderId));
/** The deadline moved `minutes` into the past (the sweep runs as if that much time went by). */
const pastDeadline = (orderId: string, minutes: number) =>
  t.db
    .update(orders)
    .set({ expiresAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(orders.id, orderId));

/**
 * The first version of a payment, signed with the wallet's next nonce and handed to a pool that
 * lost it: its hash is real, but it never mines once another transaction takes that nonce.
 */
async function signedNeverMined(account: PrivateKeyAccount, reservation: Reservation): Promise<Hex> {
  const w = reservation.checkout.wallet;
  const client = t.app.chains.client("XRPL_EVM");
  const { maxFeePerGas } = await client.fees();
  const signed = await account.signTransaction({
    type: "eip1559",
    chainId: w.chainId,
    nonce: await client.public.getTransactionCount({ address: account.address, blockTag: "pending" }),
    to: w.contract as Hex,
    data: encodeFunctionData({ abi: admitPayments.abi, functionName: "pay", args: [w.orderKey as Hex] }),
    value: BigInt(w.value),
    gas: 100_000n,
    maxFeePerGas,
    maxPriorityFeePerGas: 0n,
  });
  return keccak256(signed);
}

describe("paying an XRP order from a linked wallet", () => {
  it("shows what to sign, checks the wallet, and pays the order from the chain's word alone", async () => {
    const { who, account } = await customer();
    const reservation: Reservation = await reserve(who);
    expect(reservation.amount).toBe(PRICE);
    expect(reservation.checkout.provider).toBe("wallet");
    expect(reservation.checkout.wallet).toMatchObject({
      value: (BigInt(PRICE) * 10n ** 12n).toString(),
      payer: account.address.toLowerCase(),
      paused: false,
    });
    const check = await api("GET", `/discover/orders/${reservation.orderId}/wallet`, who);
    expect(check.statusCode, check.body).toBe(200);

    const hash = await pay(account, reservation);
    const paid = await submit(who, reservation.orderId, hash);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      status: "PAID",
      amount: PRICE,
      paymentMethod: "WALLET",
      walletPayment: { payer: account.address.toLowerCase(), txHash: hash },
    });
    // The same transaction again (a reload): the same answer, nothing paid twice.
    const again = await submit(who, reservation.orderId, hash);
    expect(again.json().status).toBe("PAID");
    expect(await t.db.select().from(walletPayments).where(eq(walletPayments.txHash, hash))).toHaveLength(1);
  });

  it("refuses a transaction that pays another order and a made-up hash, changing nothing", async () => {
    const { who, account } = await customer();
    const first: Reservation = await reserve(who);
    const second: Reservation = await reserve(who);
    const hash = await pay(account, first);
    const replayed = await submit(who, second.orderId, hash);
    expect(replayed.json()).toMatchObject({ code: "WALLET_PAYMENT_INVALID" });
    expect((await orderRow(second.orderId))?.status).toBe("RESERVED");
    const madeUp = await submit(who, second.orderId, "0x1234");
    expect(madeUp.json()).toMatchObject({ code: "WALLET_PAYMENT_INVALID", data: { reason: "hash" } });
    expect((await submit(who, first.orderId, hash)).json().status).toBe("PAID");
    // The second order is still payable by its own transaction.
    expect((await submit(who, second.orderId, await pay(account, second))).json().status).toBe("PAID");
  });

  it("sends back a payment from a wallet not linked to the account, less the gas, and the order waits", async () => {
    const { who } = await customer();
    const reservation: Reservation = await reserve(who);
    const stranger = privateKeyToAccount(generatePrivateKey());
    await fund(stranger, 5_000);
    const before = await balanceOf(stranger);
    const hash = await pay(stranger, reservation);
    const res = await submit(who, reservation.orderId, hash);
    expect(res.json()).toMatchObject({ code: "5501", data: { reason: "payer" } });
    const { refundAmount, refundFee } = res.json().data;
    expect(refundFee).toBeGreaterThan(0);
    expect(refundAmount + refundFee).toBe(PRICE);
    expect(await orderRow(reservation.orderId)).toMatchObject({ status: "RESERVED", paymentKey: null });
    expect(await paymentRow(hash)).toMatchObject({ outcome: "WRONG_PAYER", refunded: refundAmount });
    // Back to the stranger: all but the gas of paying and of sending it back.
    const back = before - (await balanceOf(stranger));
    expect(back).toBeGreaterThan(0n);
    expect(back).toBeLessThan(dropsToWei(1_000_000n));
  });

  it("sends back the wrong amount, less the gas, and the order is not paid", async () => {
    const { who, account } = await customer();
    const reservation: Reservation = await reserve(who);
    for (const drops of [PRICE - 1_000_000, PRICE + 1_000_000]) {
      const hash = await pay(account, reservation, drops);
      const res = await submit(who, reservation.orderId, hash);
      expect(res.json()).toMatchObject({ code: "5501", data: { reason: "amount" } });
      const { refundAmount, refundFee } = res.json().data;
      expect(refundAmount + refundFee).toBe(drops);
      expect(await paymentRow(hash)).toMatchObject({ outcome: "AMOUNT_MISMATCH", refunded: refundAmount });
    }
    expect((await orderRow(reservation.orderId))?.status).toBe("RESERVED");
    // The right amount still pays it.
    expect((await submit(who, reservation.orderId, await pay(account, reservation))).json().status).toBe(
      "PAID",
    );
  });

  it("answers 8207 past the deadline, before signing and for a payment mined after it (sent back)", async () => {
    const { who, account } = await customer();
    const reservation: Reservation = await reserve(who);
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, reservation.orderId));
    expect((await api("GET", `/discover/orders/${reservation.orderId}/wallet`, who)).json()).toMatchObject({
      code: "8207",
    });
    const hash = await pay(account, reservation);
    const late = await submit(who, reservation.orderId, hash);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: "8207", data: { orderId: reservation.orderId } });
    expect(await paymentRow(hash)).toMatchObject({
      outcome: "LATE",
      refunded: late.json().data.refundAmount,
    });
    // Nothing paid it: it ends as any reservation past its deadline.
    expect((await orderRow(reservation.orderId))?.status).toBe("EXPIRED");
  });

  it("answers 8204 when the balance is short, and tells a wallet with no account on the chain", async () => {
    const poor = await customer(1);
    const r1: Reservation = await reserve(poor.who);
    expect((await api("GET", `/discover/orders/${r1.orderId}/wallet`, poor.who)).json()).toMatchObject({
      code: "8204",
    });
    const fresh = await customer(0);
    const r2: Reservation = await reserve(fresh.who);
    expect((await api("GET", `/discover/orders/${r2.orderId}/wallet`, fresh.who)).json()).toMatchObject({
      code: "WALLET_NO_ACCOUNT",
    });
    const unlinked = await signIn(t);
    const r3: Reservation = await reserve(unlinked);
    expect(r3.checkout.wallet.payer).toBeNull();
    expect((await api("GET", `/discover/orders/${r3.orderId}/wallet`, unlinked)).json()).toMatchObject({
      code: "WALLET_NOT_LINKED",
    });
  });

  it("pays one order once when two orders race for one transaction", async () => {
    const { who, account } = await customer();
    const a: Reservation = await reserve(who);
    const b: Reservation = await reserve(who);
    const hash = await pay(account, a);
    const answers = await Promise.all([
      submit(who, a.orderId, hash),
      submit(who, b.orderId, hash),
      submit(who, a.orderId, hash),
      submit(who, b.orderId, hash),
    ]);
    expect(answers.filter((r) => r.statusCode === 200).every((r) => r.json().id === a.orderId)).toBe(true);
    expect(answers.filter((r) => r.json().code === "WALLET_PAYMENT_INVALID")).toHaveLength(2);
    expect((await orderRow(a.orderId))?.status).toBe("PAID");
    expect((await orderRow(b.orderId))?.status).toBe("RESERVED");
    expect(await t.db.select().from(walletPayments).where(eq(walletPayments.txHash, hash))).toHaveLength(1);
  });

  it("settles a payment nobody reported, and sends back a second payment of a paid order", async () => {
    const { who, account } = await customer();
    const reservation: Reservation = await reserve(who);
    // The browser closed right after the wallet signed: the sweep finds the payment on chain.
    const hash = await pay(account, reservation);
    await recoverPayments(t.app);
    expect(await orderRow(reservation.orderId)).toMatchObject({ status: "PAID", paymentKey: hash });
    const before = await balanceOf(account);
    const extra = await pay(account, reservation);
    await recoverPayments(t.app);
    const [row] = await t.db.select().from(walletPayments).where(eq(walletPayments.txHash, extra));
    expect(row?.refunded).toBeGreaterThan(PRICE - 1_000_000);
    // Paid twice, given one back less gas: short by one order's amount and the gas.
    const spent = before - (await balanceOf(account));
    expect(spent).toBeLessThan(dropsToWei(1_000_000n));
  });

  it("refunds a cancelled XRP order to the paying wallet with the terms' fee", async () => {
    const { who, account } = await customer();
    const reservation: Reservation = await reserve(who);
    expect((await submit(who, reservation.orderId, await pay(account, reservation))).json().status).toBe(
      "PAID",
    );
    const before = await balanceOf(account);
    const cancel = await api("POST", `/discover/orders/${reservation.orderId}/cancel`, who);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const order = await orderRow(reservation.orderId);
    expect(order?.status).toBe("REFUNDED");
    const refunded = (await balanceOf(account)) - before;
    expect(refunded).toBe(dropsToWei(BigInt(order?.refundAmount ?? 0)));
    expect((order?.refundAmount ?? 0) + (order?.refundFee ?? 0)).toBe(PRICE);
  });

  it("sends a refund once when it is asked again after its answer was lost (same key), and counts it once", async () => {
    const { who, account } = await customer();
    const reservation: Reservation = await reserve(who);
    const hash = await pay(account, reservation);
    expect((await submit(who, reservation.orderId, hash)).json().status).toBe("PAID");
    const before = await balanceOf(account);
    const refund = { paymentKey: hash, reason: "test", amount: 1_000_000, idempotencyKey: "refund-twice" };
    // The first call's refund went out; a retry (the process died before recording it) finds it.
    await t.app.payments.cancel(refund);
    await t.db
      .update(walletPayments)
      .set({ refunded: 0, refundRefs: [] })
      .where(eq(walletPayments.txHash, hash));
    const again = await t.app.payments.cancel(refund);
    expect(again).toMatchObject({ cancelledAmount: 1_000_000, status: "PARTIAL_CANCELED" });
    expect((await balanceOf(account)) - before).toBe(dropsToWei(1_000_000n));
    const [row] = await t.db.select().from(walletPayments).where(eq(walletPayments.txHash, hash));
    expect(row).toMatchObject({ refunded: 1_000_000, refundRefs: ["wallet-refund:refund-twice"] });
    expect(await t.app.payments.lookup(reservation.orderId)).toMatchObject({
      status: "PARTIAL_CANCELED",
      balanceAmount: PRICE - 1_000_000,
    });
  });

  it("refuses to start a payment while wallet payments are paused on the contract", async () => {
    const { who } = await customer();
    const reservation: Reservation = await reserve(who);
    const setPaused = async (fn: "pause" | "unpause") => {
      const write = await t.app.chains.outbox.submit({
        network: "XRPL_EVM",
        kind: "setting",
        to: reservation.checkout.wallet.contract as Hex,
        data: encodeFunctionData({ abi: admitPayments.abi, functionName: fn }),
        gas: 60_000n,
      });
      await t.app.chains
        .client("XRPL_EVM")
        .public.waitForTransactionReceipt({ hash: write.hashes[0] as Hex });
    };
    await setPaused("pause");
    try {
      expect((await api("GET", `/discover/orders/${reservation.orderId}/wallet`, who)).json()).toMatchObject({
        code: "WALLET_PAYMENTS_PAUSED",
      });
    } finally {
      await setPaused("unpause");
    }
    expect((await api("GET", `/discover/orders/${reservation.orderId}/wallet`, who)).statusCode).toBe(200);
  });
});

describe("a wallet payment counts once, by what the chain confirmed (issue 25)", () => {
  it("pays once when the posted transaction is replaced by a speed-up: a ticket, no refund", async () => {
    const { who, account } = await customer();
    const reservation: Reservation = await reserve(who);
    const first = await signedNeverMined(account, reservation);
    const waiting = await submit(who, reservation.orderId, first);
    expect(waiting.json()).toMatchObject({ code: "UNAVAILABLE", data: { status: "PAYING" } });
    const before = await balanceOf(account);
    // The wallet's "speed up": the same nonce again, and this one is mined.
    const replacement = await pay(account, reservation);
    const paid = await submit(who, reservation.orderId, replacement);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: "PAID", walletPayment: { txHash: replacement } });
    // The result screen still asks with the first hash; the sweeps of the next 25 minutes run.
    expect((await submit(who, reservation.orderId, first)).json().status).toBe("PAID");
    await pastDeadline(reservation.orderId, 25);
    await recoverPayments(t.app);
    await recoverPayments(t.app);
    expect(await paymentRow(replacement)).toMatchObject({ outcome: "ORDER", refunded: 0 });
    expect(await ticketsOf(reservation.orderId)).toHaveLength(1);
    const spent = before - (await balanceOf(account));
    expect(spent - dropsToWei(BigInt(PRICE))).toBeGreaterThan(0n);
    expect(spent - dropsToWei(BigInt(PRICE))).toBeLessThan(dropsToWei(1_000_000n));
  });

  it("pays once when the sweep finds the replacement before anyone posts it", async () => {
    const { who, account } = await customer();
    const reservation: Reservation = await reserve(who);
    const first = await signedNeverMined(account, reservation);
    expect((await submit(who, reservation.orderId, first)).json()).toMatchObject({ code: "UNAVAILABLE" });
    const replacement = await pay(account, reservation);
    await recoverPayments(t.app);
    expect(await orderRow(reservation.orderId)).toMatchObject({ status: "PAID", paymentKey: replacement });
    // Posted afterwards, in either order: the order's own payment, not an extra one.
    expect((await submit(who, reservation.orderId, replacement)).json().status).toBe("PAID");
    expect((await submit(who, reservation.orderId, first)).json().status).toBe("PAID");
    await recoverPayments(t.app);
    expect(await paymentRow(replacement)).toMatchObject({ outcome: "ORDER", refunded: 0 });
    expect(await ticketsOf(reservation.orderId)).toHaveLength(1);
  });

  it("leaves an open order as it was when a stranger pays it a drop, and the owner's payment pays it", async () => {
    const { who, account } = await customer();
    const reservation: Reservation = await reserve(who);
    const stranger = privateKeyToAccount(generatePrivateKey());
    await fund(stranger, 5_000);
    const dust = await pay(stranger, reservation, 1);
    const short = await pay(stranger, reservation, 1_000_000_000);
    await recoverPayments(t.app);
    expect(await orderRow(reservation.orderId)).toMatchObject({ status: "RESERVED", paymentKey: null });
    expect(await paymentRow(dust)).toMatchObject({ outcome: "WRONG_PAYER" });
    // What is left after the gas of sending it back goes back to the stranger.
    const back = await paymentRow(short);
    expect(back?.outcome).toBe("WRONG_PAYER");
    expect(back?.refunded).toBeGreaterThan(1_000_000_000 - 1_000_000);
    const hash = await pay(account, reservation);
    const paid = await submit(who, reservation.orderId, hash);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().status).toBe("PAID");
    await recoverPayments(t.app);
    expect(await paymentRow(hash)).toMatchObject({ outcome: "ORDER", refunded: 0 });
  });

  it("does not hold an order in PAYING past its deadline for a transaction that never mines", async () => {
    const { who, account } = await customer();
    const reservation: Reservation = await reserve(who);
    const never = await signedNeverMined(account, reservation);
    expect((await submit(who, reservation.orderId, never)).json()).toMatchObject({
      code: "UNAVAILABLE",
      data: { status: "PAYING" },
    });
    await recoverPayments(t.app);
    expect((await orderRow(reservation.orderId))?.status).toBe("PAYING");
    await pastDeadline(reservation.orderId, 1);
    await recoverPayments(t.app);
    expect((await orderRow(reservation.orderId))?.status).toBe("EXPIRED");
    expect((await submit(who, reservation.orderId, never)).json()).toMatchObject({ code: "8207" });
  });

  it("refuses a payment with part of a drop in it: nothing below a drop is kept", async () => {
    const { who, account } = await customer();
    const reservation: Reservation = await reserve(who);
    const w = reservation.checkout.wallet;
    const hash = await walletOf(account, w.chainId).sendTransaction({
      to: w.contract as Hex,
      data: encodeFunctionData({ abi: admitPayments.abi, functionName: "pay", args: [w.orderKey as Hex] }),
      value: BigInt(w.value) + 1n,
      gas: 100_000n,
      chain: null,
    });
    const receipt = await t.app.chains.client("XRPL_EVM").public.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("reverted");
    expect((await submit(who, reservation.orderId, hash)).json()).toMatchObject({
      code: "WALLET_PAYMENT_INVALID",
    });
    expect((await orderRow(reservation.orderId))?.status).toBe("RESERVED");
  });
});

describe("the XRP wallet payments collected goes to the treasury (issue 25)", () => {
  /** Everything withdrawable so far (other tests' kept gas) is taken first: this test counts its own. */
  const drain = () => withdrawToTreasury(t.app).catch((err: Error) => expect(err.message).toMatch(/nothing/));

  it("withdraws what is the platform's for good, recorded in the payout ledger, and keeps what is owed", async () => {
    await drain();
    const over = await customer();
    const done: Reservation = await reserve(over.who);
    expect((await submit(over.who, done.orderId, await pay(over.account, done))).json().status).toBe("PAID");
    const coming = await customer();
    const open: Reservation = await reserve(coming.who);
    expect((await submit(coming.who, open.orderId, await pay(coming.account, open))).json().status).toBe(
      "PAID",
    );
    const stranger = privateKeyToAccount(generatePrivateKey());
    await fund(stranger, 5_000);
    const foreign = await pay(stranger, open, 1_000_000_000);
    const treasuryBefore = await balanceOf(treasury);

    // The events are still to come: only the gas kept from sending the stranger's payment back is ours.
    const first = await withdrawToTreasury(t.app);
    const returned = await paymentRow(foreign);
    expect(returned?.outcome).toBe("EXTRA");
    const kept = 1_000_000_000 - (returned?.refunded ?? 0);
    expect(first).toMatchObject({
      status: "CONFIRMED",
      amount: kept,
      toAddress: treasury.address.toLowerCase(),
    });

    // One event is over: its order's payment can no longer be refunded.
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, done.orderId));
    await t.db
      .update(cltnTimes)
      .set({ startAt: new Date(Date.now() - 7_200_000), endAt: new Date(Date.now() - 3_600_000) })
      .where(eq(cltnTimes.id, paid?.cltnTimeId ?? 0));
    const second = await withdrawToTreasury(t.app);
    expect(second).toMatchObject({ status: "CONFIRMED", amount: PRICE });
    await expect(withdrawToTreasury(t.app)).rejects.toThrow(/nothing to withdraw/);

    expect((await balanceOf(treasury)) - treasuryBefore).toBe(dropsToWei(BigInt(kept + PRICE)));
    const ledger = await t.db.select().from(treasuryPayouts).where(eq(treasuryPayouts.id, second.id));
    expect(ledger[0]?.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    // The order still to come is still refundable from the contract.
    const contract = open.checkout.wallet.contract as Hex;
    const left = await t.app.chains.client("XRPL_EVM").public.getBalance({ address: contract });
    expect(left >= dropsToWei(BigInt(PRICE))).toBe(true);
    const cancel = await api("POST", `/discover/orders/${open.orderId}/cancel`, coming.who);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await orderRow(open.orderId))?.status).toBe("REFUNDED");
  });
});
