import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cltns,
  cltnTimes,
  listings,
  nftHistories,
  nfts,
  notifications,
  orders,
  payoutAccounts,
  payouts,
  users,
  wallets,
} from "../../../src/db/schema/index.ts";
import { admitCollection } from "../../../src/integrations/chain/contracts.generated.ts";
import type { TokenIssuer } from "../../../src/integrations/issuer/token-issuer.ts";
import { completeIssue } from "../../../src/modules/issuing/issue-order.ts";
import { cancelEvent } from "../../../src/modules/purchase/cancel-event.ts";
import { releaseExpiredOrders } from "../../../src/modules/purchase/release-orders.ts";
import { resumeListingMoves } from "../../../src/modules/resale/listing-moves.ts";
import { closeDueListings } from "../../../src/modules/resale/manage-listing.ts";
import { releasePayouts } from "../../../src/modules/resale/release-payouts.ts";
import { waitForMails } from "../../fixtures.ts";
import {
  checkin,
  customer,
  HOUR,
  openWalletWorldWith,
  qrOf,
  signedIn,
  stranger,
  t,
  token,
} from "../../wallet-world.ts";

/** Moves fail while set (the chain refusing, say). */
const chain = { failing: false };
const flakyIssuer = (real: TokenIssuer): TokenIssuer => ({
  name: real.name,
  mint: (id) => real.mint(id),
  burn: (id) => real.burn(id),
  settle: (stop) => real.settle(stop),
  async move(request) {
    if (chain.failing) throw new Error("the chain is not answering");
    return real.move(request);
  },
});

// Listing is an account change (10 a minute a client); this file lists more than that.
beforeAll(() => openWalletWorldWith({ issuer: flakyIssuer }, { CHANGES_PER_MINUTE: "1000" }));
afterAll(() => t.close());

type Who = { id: number; cookies: Record<string, string> };
const call = (method: "GET" | "POST" | "PUT", url: string, who?: Who, payload?: unknown, headers = {}) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    cookies: who?.cookies,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A ticket bought for ₩50,000 (its face value), doors in two days, in a collection that allows resale up to ₩60,000 with a 10 % royalty. */
async function sellable(ownerId = customer.id) {
  const nft = await token(ownerId, { startsIn: 48 * HOUR, opensIn: 47 * HOUR });
  await t.db
    .update(cltns)
    .set({ sellYn: true, maxPrice: 60_000, royalty: 10 })
    .where(eq(cltns.id, nft.cltnId));
  await t.db.update(nfts).set({ faceValue: 50_000, faceCurrency: "KRW" }).where(eq(nfts.id, nft.id));
  return nft;
}
const nftRow = async (id: number) => (await t.db.select().from(nfts).where(eq(nfts.id, id)))[0];
const list = (nftId: number, price: number, who: Who = customer) =>
  call("POST", `/nfts/${nftId}/sell/regist`, who, { price });

async function chainOwner(nft: { id: number; cltnId: number; serial: number }) {
  const [c] = await t.db.select().from(cltns).where(eq(cltns.id, nft.cltnId));
  return (
    await t.app.chains.client(c?.network ?? "POLYGON").public.readContract({
      address: c?.contractAddress as `0x${string}`,
      abi: admitCollection.abi,
      functionName: "ownerOf",
      args: [BigInt(nft.serial)],
    })
  ).toLowerCase();
}
const walletOf = async (userId: number) =>
  (await t.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]?.address.toLowerCase();

/** Buys the listed ticket on the sandbox's checkout page, as the browser would. */
async function buy(nftId: number, buyer: Who) {
  const reserved = await call("POST", `/nfts/${nftId}/buy/reservation`, buyer, undefined, {
    "idempotency-key": crypto.randomUUID(),
  });
  expect(reserved.statusCode, reserved.body).toBe(201);
  const reservation = reserved.json() as {
    orderId: string;
    checkout: { checkoutUrl: string; successUrl: string };
  };
  expect(reservation.checkout.successUrl).toContain("kind=resale");
  const approved = await t.app.inject({ method: "POST", url: `${reservation.checkout.checkoutUrl}/approve` });
  const back = new URL(approved.headers.location as string, "http://local.test");
  const paid = await call("POST", "/nfts/buy/payment", buyer, {
    certiCode: back.searchParams.get("paymentKey"),
    orderId: reservation.orderId,
  });
  return { reservation, paid };
}

describe("listing a ticket", () => {
  it("says up to what price it may be listed and what each side gets", async () => {
    const nft = await sellable();
    const info = (await call("GET", `/nfts/${nft.id}/sell/regist`, customer)).json();
    expect(info).toMatchObject({
      canSell: true,
      reason: null,
      currency: "KRW",
      maxPrice: 50_000,
      faceValue: 50_000,
      royaltyPercent: 10,
      feePercent: 5,
      listing: null,
    });
    const split = (await call("GET", `/nfts/${nft.id}/regist/info?price=40000`, customer)).json();
    expect(split).toEqual({
      currency: "KRW",
      price: 40_000,
      royalty: 4_000,
      royaltyPercent: 10,
      fee: 2_000,
      feePercent: 5,
      net: 34_000,
    });
    expect((await call("GET", `/nfts/${nft.id}/regist/info?price=50001`, customer)).json()).toMatchObject({
      code: "PRICE_ABOVE_CAP",
      data: { maxPrice: 50_000, currency: "KRW" },
    });
  });

  it("lists it into escrow on chain: SELLING, its old door codes refused; the price cap, bad prices and others' tokens are refused", async () => {
    const nft = await sellable();
    await t.app.issuer.mint(nft.id);
    expect((await list(nft.id, 50_001)).json()).toMatchObject({ code: "PRICE_ABOVE_CAP" });
    expect((await list(nft.id, -5)).json()).toMatchObject({ code: "VALIDATION" });
    expect((await list(nft.id, 0)).json()).toMatchObject({ code: "VALIDATION" });
    expect((await list(nft.id, 40_000, stranger)).json()).toMatchObject({ code: "4505" });
    const res = await list(nft.id, 45_000);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "LISTED",
      breakdown: { price: 45_000, net: 45_000 - 4_500 - 2_250 },
    });
    expect((await nftRow(nft.id))?.status).toBe("SELLING");
    // The token waits in escrow at its collection's contract (no operator key rotation moves it), and
    // the card says so: the escrow holds it, for the seller's wallet.
    const [cltn] = await t.db.select().from(cltns).where(eq(cltns.id, nft.cltnId));
    const escrow = String(cltn?.contractAddress).toLowerCase();
    expect(await chainOwner(nft)).toBe(escrow);
    const card = (await call("GET", `/nfts/${nft.id}`, customer)).json();
    expect(card.walletAddress.toLowerCase()).toBe(await walletOf(customer.id));
    expect(card.escrow).toEqual({ address: escrow, url: expect.stringContaining(`/address/${escrow}`) });
    // A listed ticket is not usable: no code, and a code shown before is refused.
    expect((await qrOf(nft.id)).json()).toMatchObject({ code: "3101" });
    // Sending is refused while it is on sale.
    expect((await call("POST", `/nfts/${nft.id}/send`, customer, {})).json()).toMatchObject({
      data: { reason: "listed" },
    });
    const offers = (await call("GET", `/discover/cltns/${nft.cltnId}/resales`)).json();
    expect(offers).toEqual([
      expect.objectContaining({ nftId: nft.id, price: 45_000, currency: "KRW", reserved: false }),
    ]);
  });

  it("changes the price and withdraws the listing: the ticket comes back from escrow, usable", async () => {
    const nft = await sellable();
    await t.app.issuer.mint(nft.id);
    await list(nft.id, 45_000);
    expect((await call("PUT", `/nfts/${nft.id}/sell`, customer, { price: 30_000 })).json()).toMatchObject({
      breakdown: { price: 30_000 },
    });
    expect((await call("PUT", `/nfts/${nft.id}/sell`, customer, { price: 70_000 })).json()).toMatchObject({
      code: "PRICE_ABOVE_CAP",
    });
    const withdrawn = await call("POST", `/nfts/${nft.id}/sell/cancel`, customer);
    expect(withdrawn.json()).toMatchObject({ status: "WITHDRAWN" });
    expect((await nftRow(nft.id))?.status).toBe("ACTIVE");
    expect(await chainOwner(nft)).toBe(await walletOf(customer.id));
    expect((await call("GET", `/discover/cltns/${nft.cltnId}/resales`)).json()).toEqual([]);
  });

  it("refuses what may not be sold: resale off, a free ticket, doors open", async () => {
    const off = await sellable();
    await t.db.update(cltns).set({ sellYn: false }).where(eq(cltns.id, off.cltnId));
    expect((await list(off.id, 1_000)).json()).toMatchObject({
      code: "NOT_TRANSFERABLE",
      data: { reason: "resaleDisabled" },
    });
    const free = await sellable();
    await t.db.update(nfts).set({ faceValue: null, faceCurrency: null }).where(eq(nfts.id, free.id));
    expect((await list(free.id, 1_000)).json()).toMatchObject({ data: { reason: "free" } });
    const open = await sellable();
    await t.db
      .update(cltnTimes)
      .set({ startAt: new Date(), openAt: new Date(Date.now() - HOUR) })
      .where(eq(cltnTimes.id, open.cltnTimeId as number));
    expect((await list(open.id, 1_000)).json()).toMatchObject({ data: { reason: "closed" } });
  });

  it("a move to escrow that fails is SELL_REG_FAIL: retry lists it, or cancel makes it usable again", async () => {
    const nft = await sellable();
    chain.failing = true;
    try {
      expect((await list(nft.id, 40_000)).json()).toMatchObject({ status: "FAILED" });
    } finally {
      chain.failing = false;
    }
    expect((await nftRow(nft.id))?.status).toBe("SELL_REG_FAIL");
    expect((await list(nft.id, 42_000)).json()).toMatchObject({
      status: "LISTED",
      breakdown: { price: 42_000 },
    });
    const other = await sellable();
    chain.failing = true;
    try {
      await list(other.id, 40_000);
    } finally {
      chain.failing = false;
    }
    expect((await call("POST", `/nfts/${other.id}/sell/regist/cancel`, customer)).json()).toMatchObject({
      status: "CANCELLED",
    });
    expect((await nftRow(other.id))?.status).toBe("ACTIVE");
  });
});

describe("buying a resale ticket", () => {
  it("holds it for the buyer, pays through the sandbox, moves it from escrow to the buyer; the seller is notified and owed a held payout", async () => {
    const nft = await sellable();
    await t.app.issuer.mint(nft.id);
    await list(nft.id, 45_000);
    const buyer = await signedIn({ name: "Buyer One" });
    const other = await signedIn();
    expect((await call("POST", `/nfts/${nft.id}/buy/reservation`, customer)).json()).toMatchObject({
      code: "BUY_OWN",
    });
    const { reservation, paid } = await buy(nft.id, buyer);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      id: reservation.orderId,
      status: "ISSUED",
      amount: 45_000,
      nftIds: [nft.id],
    });
    expect(await nftRow(nft.id)).toMatchObject({ ownerId: buyer.id, status: "ACTIVE" });
    expect(await chainOwner(nft)).toBe(await walletOf(buyer.id));
    expect((await call("GET", `/nfts/${nft.id}`, customer)).json()).toMatchObject({ code: "4505" });
    const fresh = (await qrOf(nft.id, buyer)).statusCode;
    expect(fresh).not.toBe(404);
    // To its buyer the resale is the move that made the ticket theirs, not a sale.
    const history = (await call("GET", `/nfts/${nft.id}/history`, buyer)).json() as {
      type: string;
      side: string;
    }[];
    expect(history.find((h) => h.type === "SELL")).toMatchObject({ side: "received" });
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customer.id), eq(notifications.type, "NFT_SELL")));
    expect(note?.detail).toMatchObject({ id: nft.id, name: nft.name });
    const [soldMail] = await waitForMails(
      t.db,
      (await t.db.select().from(users).where(eq(users.id, customer.id)))[0]?.email ?? "",
    );
    expect(soldMail?.subject).toContain(nft.name);
    expect(soldMail?.text).toContain("₩38,250");
    const [payout] = await t.db
      .select()
      .from(payouts)
      .innerJoin(listings, eq(listings.id, payouts.listingId))
      .where(eq(listings.nftId, nft.id));
    expect(payout?.payouts).toMatchObject({
      status: "HELD",
      gross: 45_000,
      royalty: 4_500,
      fee: 2_250,
      net: 38_250,
      sellerId: customer.id,
    });
    // Nobody else can buy it now; the buyer's purchase is final.
    expect((await call("POST", `/nfts/${nft.id}/buy/reservation`, other)).json()).toMatchObject({
      code: "NOT_FOR_SALE",
    });
    expect(
      (await call("POST", `/discover/orders/${reservation.orderId}/cancel`, buyer)).json(),
    ).toMatchObject({ code: "NON_REFUNDABLE" });
    const sales = (await call("GET", "/nfts/sales", customer)).json();
    expect(sales.listings[0]).toMatchObject({ nftId: nft.id, status: "SOLD" });
    expect(sales.payouts[0]).toMatchObject({ status: "HELD", breakdown: { net: 38_250 }, timeZone: "UTC" });
    // The event over, the payout is paid.
    await t.db
      .update(payouts)
      .set({ releaseAt: new Date(Date.now() - 1000) })
      .where(eq(payouts.id, payout?.payouts.id as number));
    expect(await releasePayouts(t.app)).toBeGreaterThanOrEqual(1);
    const after = (await call("GET", "/nfts/sales", customer)).json();
    expect(after.payouts[0]).toMatchObject({ status: "PAID" });
  });

  it("a resold ticket whose mint lands before its move from escrow still reaches its buyer, and its order is ISSUED", async () => {
    // Never recorded on chain yet (as the demo's tickets before the first start records them).
    const nft = await sellable();
    expect((await list(nft.id, 45_000)).statusCode).toBe(200);
    const buyer = await signedIn();
    chain.failing = true;
    let orderId = "";
    try {
      orderId = (await buy(nft.id, buyer)).reservation.orderId;
    } finally {
      chain.failing = false;
    }
    const orderStatus = async () =>
      (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;
    expect(await orderStatus()).toBe("PAID");
    expect(await nftRow(nft.id)).toMatchObject({ ownerId: buyer.id, status: "ISSUING" });
    // The start's recording of unrecorded tickets (mintUnrecorded) picked it while it was on sale,
    // and mints it now, before its move.
    const minted = await t.app.issuer.mint(nft.id);
    await completeIssue(t.db, nft.id, minted.kind === "write" ? minted.write.txHash : null);
    // The chain watch's rounds (at every start, and every few seconds).
    for (let round = 0; round < 3; round++) await resumeListingMoves(t.app, 0);
    expect(await orderStatus()).toBe("ISSUED");
    expect(await nftRow(nft.id)).toMatchObject({ ownerId: buyer.id, status: "ACTIVE" });
    expect(await chainOwner(nft)).toBe(await walletOf(buyer.id));
    const sold = await t.db
      .select()
      .from(nftHistories)
      .where(and(eq(nftHistories.nftId, nft.id), eq(nftHistories.type, "SELL")));
    expect(sold).toHaveLength(1);
  });

  it("an order left PAID by a resold ticket that reached its buyer another way is settled by the next watch round, once", async () => {
    const nft = await sellable();
    expect((await list(nft.id, 45_000)).statusCode).toBe(200);
    const buyer = await signedIn();
    chain.failing = true;
    let orderId = "";
    try {
      orderId = (await buy(nft.id, buyer)).reservation.orderId;
    } finally {
      chain.failing = false;
    }
    // What issuing did before it left resold tickets alone: minted to the buyer before its move,
    // the ticket made usable — and its order left PAID.
    await t.app.issuer.mint(nft.id);
    await t.db
      .update(nfts)
      .set({ status: "ACTIVE", tokenId: String(nft.serial) })
      .where(eq(nfts.id, nft.id));
    for (let round = 0; round < 3; round++) await resumeListingMoves(t.app, 0);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe("ISSUED");
    expect(await chainOwner(nft)).toBe(await walletOf(buyer.id));
    const sold = await t.db
      .select()
      .from(nftHistories)
      .where(and(eq(nftHistories.nftId, nft.id), eq(nftHistories.type, "SELL")));
    expect(sold).toHaveLength(1);
  });

  it("a second buyer is told it is being paid for; a hold that runs out puts it back on sale", async () => {
    const nft = await sellable();
    await list(nft.id, 45_000);
    const first = await signedIn();
    const second = await signedIn();
    const held = await call("POST", `/nfts/${nft.id}/buy/reservation`, first);
    expect(held.statusCode).toBe(201);
    expect((await call("POST", `/nfts/${nft.id}/buy/reservation`, second)).json()).toMatchObject({
      code: "LISTING_RESERVED",
    });
    expect((await call("POST", `/nfts/${nft.id}/sell/cancel`, customer)).json()).toMatchObject({
      code: "LISTING_RESERVED",
    });
    expect((await call("GET", `/discover/cltns/${nft.cltnId}/resales`)).json()).toEqual([
      expect.objectContaining({ reserved: true }),
    ]);
    const { orderId } = held.json() as { orderId: string };
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    await t.db
      .update(listings)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(listings.nftId, nft.id));
    await releaseExpiredOrders(t.db);
    const [listing] = await t.db.select().from(listings).where(eq(listings.nftId, nft.id));
    expect(listing).toMatchObject({ status: "LISTED", buyerId: null });
    const { paid } = await buy(nft.id, second);
    expect(paid.json()).toMatchObject({ status: "ISSUED" });
    expect((await nftRow(nft.id))?.ownerId).toBe(second.id);
  });
});

describe("a listed ticket at the door", () => {
  it("a code shown before the listing is refused as TRANSFERRED", async () => {
    const nft = await sellable();
    await t.db
      .update(cltnTimes)
      .set({ startAt: new Date(), openAt: new Date(Date.now() - HOUR) })
      .where(eq(cltnTimes.id, nft.cltnTimeId as number));
    const { qrData } = (await qrOf(nft.id)).json() as { qrData: string };
    await t.db
      .update(cltnTimes)
      .set({ startAt: new Date(Date.now() + 48 * HOUR), openAt: new Date(Date.now() + 47 * HOUR) })
      .where(eq(cltnTimes.id, nft.cltnTimeId as number));
    await list(nft.id, 45_000);
    await t.db
      .update(cltnTimes)
      .set({ startAt: new Date(), openAt: new Date(Date.now() - HOUR) })
      .where(eq(cltnTimes.id, nft.cltnTimeId as number));
    expect((await checkin(qrData)).json()).toMatchObject({ result: "TRANSFERRED" });
  });
});

describe("the seller's bank account", () => {
  it("is validated, stored encrypted and shown by its last digits; the sandbox needs none to pay", async () => {
    const seller = await signedIn();
    expect((await call("GET", "/nfts/sales/account", seller)).json()).toEqual({
      account: null,
      required: false,
    });
    expect(
      (
        await call("PUT", "/nfts/sales/account", seller, {
          bankCode: "x",
          accountNumber: "12",
          holderName: "",
        })
      ).json(),
    ).toMatchObject({ code: "VALIDATION" });
    const saved = await call("PUT", "/nfts/sales/account", seller, {
      bankCode: "088",
      accountNumber: "110-1234-56789",
      holderName: "Kim Mina",
    });
    expect(saved.json()).toEqual({
      account: { bankCode: "088", last4: "6789", holderName: "Kim Mina" },
      required: false,
    });
    const [row] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, seller.id));
    expect(row?.accountNumberEnc).not.toContain("110123456789");
    expect(row?.sellerRef).toBe(`sbx_seller-${seller.id}`);
  });
});

describe("listings close at the doors", () => {
  it("a listing still on sale when the doors open is taken back to its seller, and cannot be bought", async () => {
    const nft = await sellable();
    await t.app.issuer.mint(nft.id);
    await list(nft.id, 45_000);
    await t.db
      .update(cltnTimes)
      .set({ startAt: new Date(), openAt: new Date(Date.now() - 60_000) })
      .where(eq(cltnTimes.id, nft.cltnTimeId as number));
    const buyer = await signedIn();
    expect((await call("POST", `/nfts/${nft.id}/buy/reservation`, buyer)).json()).toMatchObject({
      code: "NOT_FOR_SALE",
    });
    expect((await call("GET", `/discover/cltns/${nft.cltnId}/resales`)).json()).toEqual([]);
    expect(await closeDueListings(t.app)).toBeGreaterThanOrEqual(1);
    expect(await nftRow(nft.id)).toMatchObject({ ownerId: customer.id, status: "ACTIVE" });
    expect(await chainOwner(nft)).toBe(await walletOf(customer.id));
    expect((await call("GET", `/nfts/${nft.id}/sell`, customer)).json()).toMatchObject({
      status: "WITHDRAWN",
    });
  });
});

describe("an event cancelled after a resale", () => {
  it("refunds the resale buyer in full, does not pay the seller's held payout, and takes the ticket out of use", async () => {
    const nft = await sellable();
    await list(nft.id, 45_000);
    const buyer = await signedIn();
    const { reservation } = await buy(nft.id, buyer);
    const done = await cancelEvent(t.app, nft.cltnId);
    expect(done).toMatchObject({ orders: 1, payoutsCancelled: 1 });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, reservation.orderId));
    expect(order).toMatchObject({
      status: "REFUNDED",
      refundAmount: 45_000,
      refundFee: 0,
      refundReason: "EVENT_CANCELLED",
    });
    expect((await nftRow(nft.id))?.status).toBe("EXPIRED");
    const [payout] = await t.db
      .select()
      .from(payouts)
      .innerJoin(listings, eq(listings.id, payouts.listingId))
      .where(eq(listings.nftId, nft.id));
    expect(payout?.payouts.status).toBe("CANCELLED");
    await t.db
      .update(payouts)
      .set({ releaseAt: new Date(Date.now() - 1000) })
      .where(eq(payouts.id, payout?.payouts.id as number));
    await releasePayouts(t.app);
    const [still] = await t.db
      .select()
      .from(payouts)
      .where(eq(payouts.id, payout?.payouts.id as number));
    expect(still?.status).toBe("CANCELLED");
    const buyerEmail = (await t.db.select().from(users).where(eq(users.id, buyer.id)))[0]?.email ?? "";
    const [mail] = await waitForMails(t.db, buyerEmail);
    expect(mail?.subject).toMatch(/cancelled/);
    // Again: nothing is refunded twice.
    expect(await cancelEvent(t.app, nft.cltnId)).toMatchObject({ orders: 0, payoutsCancelled: 0 });
  });
});
