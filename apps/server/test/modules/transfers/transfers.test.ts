import { SENDS_PER_DAY } from "@admit/contract/transfers";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { insertRow } from "../../../src/db/client.ts";
import {
  chainWrites,
  cltns,
  cltnTimes,
  coupons,
  heldCoupons,
  nftHistories,
  nfts,
  nftTransfers,
  notifications,
  wallets,
} from "../../../src/db/schema/index.ts";
import { admitCollection } from "../../../src/integrations/chain/contracts.generated.ts";
import type { TokenIssuer } from "../../../src/integrations/issuer/token-issuer.ts";
import { returnUnclaimedSends } from "../../../src/modules/transfers/manage-send.ts";
import { resumeMoves } from "../../../src/modules/transfers/move-token.ts";
import { waitForMails } from "../../fixtures.ts";
import {
  brandId,
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
  ...real,
  name: real.name,
  mint: (id) => real.mint(id),
  burn: (id) => real.burn(id),
  settle: (stop) => real.settle(stop),
  async move(request) {
    if (chain.failing) throw new Error("the chain is not answering");
    return real.move(request);
  },
});

beforeAll(() => openWalletWorldWith({ issuer: flakyIssuer }));
afterAll(() => t.close());
// The customer sends in most tests: each test starts a new day of sends (the limit has its own test).
afterEach(() =>
  t.db
    .update(nftTransfers)
    .set({ createdAt: new Date(Date.now() - 48 * HOUR) })
    .where(eq(nftTransfers.senderId, customer.id)),
);

type Who = { id: number; cookies: Record<string, string> };
const call = (method: "GET" | "POST" | "PUT", url: string, who: Who, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1/nfts${url}`,
    cookies: who.cookies,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const send = (nftId: number, who: Who, payload?: unknown) => call("POST", `/${nftId}/send`, who, payload);
const receive = (code: string | undefined, who: Who) =>
  call("POST", "/receive", who, code === undefined ? {} : { code });
/** A ticket whose doors open in two days: it may be sent (sends close when the doors open). */
const ticket = (ownerId = customer.id) => token(ownerId, { startsIn: 48 * HOUR, opensIn: 47 * HOUR });
/** Its doors open now (the door admits it; it can no longer be sent). */
const openDoors = (nft: { cltnTimeId: number | null }) =>
  t.db
    .update(cltnTimes)
    .set({ startAt: new Date(), openAt: new Date(Date.now() - HOUR) })
    .where(eq(cltnTimes.id, nft.cltnTimeId as number));
/** A door code shown while the doors were open, before the doors are set back to two days away. */
async function codeShownEarlier(nft: { id: number; cltnTimeId: number | null }, who = customer) {
  await openDoors(nft);
  const { qrData } = (await qrOf(nft.id, who)).json() as { qrData: string };
  await t.db
    .update(cltnTimes)
    .set({ startAt: new Date(Date.now() + 48 * HOUR), openAt: new Date(Date.now() + 47 * HOUR) })
    .where(eq(cltnTimes.id, nft.cltnTimeId as number));
  return { qrData };
}
const nftRow = async (id: number) => (await t.db.select().from(nfts).where(eq(nfts.id, id)))[0];

describe("send to a member", () => {
  it("moves the token at once: the receiver's, ACTIVE, notified and mailed; the sender's card is gone and the history says to whom", async () => {
    const friend = await signedIn({ name: "Jun Park" });
    const nft = await ticket();
    const res = await send(nft.id, customer, { email: friend.user.email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "DONE",
      method: "EMAIL",
      receiverName: "Jun Park",
      code: null,
    });
    expect(await nftRow(nft.id)).toMatchObject({ ownerId: friend.id, status: "ACTIVE", transferCount: 1 });
    expect((await call("GET", `/${nft.id}`, customer)).json()).toMatchObject({ code: "4505" });
    expect((await call("GET", `/${nft.id}`, friend)).json()).toMatchObject({ id: nft.id, status: "ACTIVE" });
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, friend.id));
    expect(note).toMatchObject({ type: "NFT_RECEIVE", refId: nft.id });
    expect(note?.detail).toMatchObject({
      id: nft.id,
      name: nft.name,
      sender: { id: customer.id, name: "Mina Kim" },
    });
    const history = (await call("GET", `/${nft.id}/history`, friend)).json() as {
      type: string;
      detail: object;
    }[];
    expect(history[0]).toMatchObject({ type: "SEND", detail: { from: "Mina Kim", to: "Jun Park" } });
    const [mail] = await waitForMails(t.db, friend.user.email);
    expect(mail?.subject).toContain(nft.name);

    // Sent on, the next holder sees who gave it to them, and nothing of the people before.
    const third = await signedIn({ name: "Dana Cho" });
    expect((await send(nft.id, friend, { email: third.user.email })).json()).toMatchObject({
      status: "DONE",
    });
    const theirs = (await call("GET", `/${nft.id}/history`, third)).json() as {
      type: string;
      detail: Record<string, unknown>;
    }[];
    expect(theirs.map((h) => h.type)).toEqual(["SEND", "SEND"]);
    expect(theirs[0]?.detail).toEqual({ from: "Jun Park", to: "Dana Cho" });
    expect(theirs[1]?.detail).toEqual({});
  });

  it("moves a token recorded on chain by the operator: ownerOf is the receiver's custodial wallet, and the history links the transaction", async () => {
    const friend = await signedIn();
    const nft = await ticket();
    const minted = await t.app.issuer.mint(nft.id);
    expect(minted.kind === "write" && minted.write.status).toBe("confirmed");
    const res = await send(nft.id, customer, { email: friend.user.email });
    expect(res.json()).toMatchObject({ status: "DONE" });
    const [row] = await t.db
      .select({ contract: cltns.contractAddress, network: cltns.network })
      .from(cltns)
      .where(eq(cltns.id, nft.cltnId));
    const [wallet] = await t.db.select().from(wallets).where(eq(wallets.userId, friend.id));
    const owner = await t.app.chains.client(row?.network ?? "POLYGON").public.readContract({
      address: row?.contract as `0x${string}`,
      abi: admitCollection.abi,
      functionName: "ownerOf",
      args: [1n],
    });
    expect(owner.toLowerCase()).toBe(wallet?.address.toLowerCase());
    const history = (await call("GET", `/${nft.id}/history`, friend)).json() as {
      type: string;
      txUrl: string;
    }[];
    expect(history[0]?.type).toBe("SEND");
    expect(history[0]?.txUrl).toMatch(/\/tx\/0x/);
  });

  it("moves the coupons that came with the ticket", async () => {
    const friend = await signedIn();
    const nft = await ticket();
    const coupon = await insertRow(t.db, coupons, {
      brandId,
      name: "Drink",
      description: "",
      image: "/c.svg",
      discountType: "GIFT",
      discountValue: 0,
      validFrom: new Date(Date.now() - HOUR),
      validTo: new Date(Date.now() + 48 * HOUR),
    } as typeof coupons.$inferInsert);
    const held = await insertRow(t.db, heldCoupons, {
      couponId: coupon.id,
      ownerId: customer.id,
      nftId: nft.id,
    } as typeof heldCoupons.$inferInsert);
    await send(nft.id, customer, { email: friend.user.email });
    const [now] = await t.db.select().from(heldCoupons).where(eq(heldCoupons.id, held.id));
    expect(now?.ownerId).toBe(friend.id);
  });
});

describe("send to a newcomer, and by code", () => {
  it("mails a claim link to an address with no account; the token is SENDING and its old codes are refused at the door; the newcomer signs up and claims it", async () => {
    const nft = await ticket();
    const before = await codeShownEarlier(nft);
    const email = `newcomer-${nft.id}@example.test`;
    const res = await send(nft.id, customer, { email });
    expect(res.json()).toMatchObject({ status: "PENDING", email, code: null });
    expect((await nftRow(nft.id))?.status).toBe("SENDING");
    await openDoors(nft);
    expect((await checkin(before.qrData)).json()).toMatchObject({ result: "TRANSFERRED" });
    const [mail] = await waitForMails(t.db, email);
    const link = /\/receive\/(T[0-9A-Z]{9})/.exec(mail?.text ?? "");
    expect(link).not.toBeNull();
    const code = link?.[1] as string;

    const newcomer = await signedIn({ email, name: "New Comer" });
    const preview = await call("GET", `/receive/${code}`, newcomer);
    expect(preview.json()).toMatchObject({
      canReceive: true,
      reason: null,
      sender: { name: "Mina Kim" },
      nft: { name: nft.name },
    });
    // Someone else with the link is not the addressee.
    expect((await call("GET", `/receive/${code}`, stranger)).json()).toMatchObject({
      canReceive: false,
      reason: "otherAddress",
    });
    expect((await receive(code, stranger)).json()).toMatchObject({ code: "OTHER_ADDRESS" });

    const got = await receive(`http://localhost${link?.[0]}`, newcomer);
    expect(got.json()).toMatchObject({ nftId: nft.id, status: "DONE" });
    expect(await nftRow(nft.id)).toMatchObject({ ownerId: newcomer.id, status: "ACTIVE" });
    expect((await receive(code, newcomer)).json()).toMatchObject({ code: "ALREADY_RECEIVED" });
    // The new holder's code admits.
    const fresh = (await qrOf(nft.id, newcomer)).json() as { qrData: string };
    expect((await checkin(fresh.qrData)).json()).toMatchObject({ result: "ADMITTED" });
  });

  it("with no e-mail, answers a code and its link to show; whoever receives it gets the token, once", async () => {
    const nft = await ticket();
    const res = await send(nft.id, customer);
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json() as { code: string; claimUrl: string; method: string; status: string };
    expect(info).toMatchObject({ method: "CODE", status: "PENDING" });
    expect(info.claimUrl).toMatch(new RegExp(`/receive/${info.code}$`));
    expect((await receive(info.code, customer)).json()).toMatchObject({ code: "SEND_TO_SELF" });
    const friend = await signedIn();
    const other = await signedIn();
    const [a, b] = await Promise.all([
      receive(info.claimUrl, friend),
      receive(info.code.toLowerCase(), other),
    ]);
    const answers = [a.json(), b.json()] as { status?: string; code?: string }[];
    expect(answers.filter((x) => x.status === "DONE")).toHaveLength(1);
    expect(answers.filter((x) => x.code === "3004")).toHaveLength(1);
  });

  it("a send nobody claimed returns to its sender when it runs out; the code then says the link expired", async () => {
    const nft = await ticket();
    const { code } = (await send(nft.id, customer)).json() as { code: string };
    await t.db
      .update(nftTransfers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(nftTransfers.code, code));
    const friend = await signedIn();
    expect((await receive(code, friend)).json()).toMatchObject({ code: "3004" });
    await returnUnclaimedSends(t, new Date());
    expect(await nftRow(nft.id)).toMatchObject({ ownerId: customer.id, status: "ACTIVE" });
    const [row] = await t.db.select().from(nftTransfers).where(eq(nftTransfers.code, code));
    expect(row?.status).toBe("RETURNED");
  });

  it("an unclaimed send waits until the doors open at most", async () => {
    const nft = await token(customer.id, { startsIn: 5 * HOUR, opensIn: 4 * HOUR });
    const info = (await send(nft.id, customer)).json() as { expiresAt: string };
    const opens = Date.now() + 4 * HOUR;
    expect(Math.abs(new Date(info.expiresAt).getTime() - opens)).toBeLessThan(60_000);
  });
});

describe("cancel, fail, retry", () => {
  it("cancels an unclaimed send: ACTIVE again, the code no longer works, codes shown before the send stay refused", async () => {
    const nft = await ticket();
    const before = await codeShownEarlier(nft);
    const { code } = (await send(nft.id, customer)).json() as { code: string };
    const state = (await call("GET", `/${nft.id}/send`, customer)).json();
    expect(state).toMatchObject({ send: { code, status: "PENDING" }, canSend: false, reason: "sending" });
    const cancelled = await call("PUT", `/${nft.id}/send/cancel`, customer);
    expect(cancelled.json()).toMatchObject({ status: "CANCELLED" });
    expect((await nftRow(nft.id))?.status).toBe("ACTIVE");
    expect((await receive(code, stranger)).json()).toMatchObject({ code: "3004" });
    await openDoors(nft);
    expect((await checkin(before.qrData)).json()).toMatchObject({ result: "TRANSFERRED" });
    const after = (await qrOf(nft.id)).json() as { qrData: string };
    expect((await checkin(after.qrData)).json()).toMatchObject({ result: "ADMITTED" });
    expect((await call("PUT", `/${nft.id}/send/cancel`, customer)).json()).toMatchObject({ code: "4505" });
  });

  it("a move the chain refuses is SEND_FAIL with its history; resend retries it, cancel gives the token back", async () => {
    const friend = await signedIn();
    const nft = await ticket();
    chain.failing = true;
    try {
      const res = await send(nft.id, customer, { email: friend.user.email });
      expect(res.json()).toMatchObject({ status: "FAILED" });
    } finally {
      chain.failing = false;
    }
    expect((await nftRow(nft.id))?.status).toBe("SEND_FAIL");
    const [failed] = await t.db
      .select()
      .from(nftHistories)
      .where(and(eq(nftHistories.nftId, nft.id), eq(nftHistories.type, "SEND_FAIL")));
    expect(failed).toBeDefined();
    const retried = await call("POST", `/${nft.id}/resend`, customer);
    expect(retried.json()).toMatchObject({ status: "DONE" });
    expect((await nftRow(nft.id))?.ownerId).toBe(friend.id);

    const other = await ticket();
    chain.failing = true;
    try {
      await send(other.id, customer, { email: friend.user.email });
    } finally {
      chain.failing = false;
    }
    expect((await call("PUT", `/${other.id}/send/cancel`, customer)).json()).toMatchObject({
      status: "CANCELLED",
    });
    expect(await nftRow(other.id)).toMatchObject({ ownerId: customer.id, status: "ACTIVE" });
  });

  it("resend mails the claim link again", async () => {
    const nft = await ticket();
    const email = `again-${nft.id}@example.test`;
    await send(nft.id, customer, { email });
    await waitForMails(t.db, email, 1);
    expect((await call("POST", `/${nft.id}/resend`, customer)).json()).toMatchObject({ status: "PENDING" });
    await waitForMails(t.db, email, 2);
  });
});

describe("what cannot be sent", () => {
  it("answers the spec's errors: own e-mail, bad e-mail, someone else's token, a missing or unknown code", async () => {
    const nft = await ticket();
    const me = (await call("GET", `/${nft.id}/send`, customer)).json() as { canSend: boolean };
    expect(me.canSend).toBe(true);
    const own = await t.app.inject({ method: "GET", url: "/api/v1/users/me", cookies: customer.cookies });
    const ownEmail = (own.json() as { email: string }).email;
    expect((await send(nft.id, customer, { email: ownEmail })).json()).toMatchObject({
      code: "SEND_TO_SELF",
      field: "email",
    });
    expect((await send(nft.id, customer, { email: "not-an-email" })).json()).toMatchObject({
      code: "VALIDATION",
    });
    expect((await send(nft.id, customer, { email: "" })).json()).toMatchObject({ code: "VALIDATION" });
    expect((await send(nft.id, stranger, { email: "x@example.test" })).json()).toMatchObject({
      code: "4505",
    });
    expect((await receive(undefined, customer)).json()).toMatchObject({ code: "1000" });
    expect((await receive("TAAAAAAAAA", customer)).json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await receive("hello", customer)).json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await nftRow(nft.id))?.status).toBe("ACTIVE");
  });

  it("refuses tokens that may not move, each with its reason", async () => {
    const reasonOf = async (nftId: number) =>
      ((await send(nftId, customer)).json() as { data?: { reason?: string } }).data?.reason;
    const used = await ticket();
    await t.db.update(nfts).set({ status: "USED", useCnt: 1 }).where(eq(nfts.id, used.id));
    expect(await reasonOf(used.id)).toBe("used");
    const locked = await ticket();
    await t.db.update(nfts).set({ isLock: true }).where(eq(nfts.id, locked.id));
    expect(await reasonOf(locked.id)).toBe("locked");
    const pending = await ticket();
    await t.db.update(nfts).set({ status: "QTNR_REQUIRED" }).where(eq(nfts.id, pending.id));
    expect(await reasonOf(pending.id)).toBe("questionnaire");
    const listed = await ticket();
    await t.db.update(nfts).set({ status: "SELLING" }).where(eq(nfts.id, listed.id));
    expect(await reasonOf(listed.id)).toBe("listed");
    const noTransfers = await ticket();
    await t.db.update(cltns).set({ transferYn: false }).where(eq(cltns.id, noTransfers.cltnId));
    expect(await reasonOf(noTransfers.id)).toBe("disabled");
    const doorsOpen = await token(customer.id, { startsIn: HOUR, opensIn: -HOUR });
    expect(await reasonOf(doorsOpen.id)).toBe("closed");
    const closesEarly = await token(customer.id, { startsIn: 5 * HOUR, opensIn: 2 * HOUR });
    await t.db.update(cltns).set({ tradeCloseMinutes: 180 }).where(eq(cltns.id, closesEarly.cltnId));
    expect(await reasonOf(closesEarly.id)).toBe("closed");
    const ended = await ticket();
    await t.db
      .update(cltnTimes)
      .set({ startAt: new Date(Date.now() - 5 * HOUR), endAt: new Date(Date.now() - HOUR) })
      .where(eq(cltnTimes.id, ended.cltnTimeId as number));
    expect(await reasonOf(ended.id)).toBe("expired");
  });

  it("limits the sends an account starts in a day; a code send cancelled unseen does not count", async () => {
    const sender = await signedIn();
    // Codes shown and cancelled reached no one: they leave the day's sends as they were.
    for (let i = 0; i < 3; i++) {
      const nft = await ticket(sender.id);
      expect((await send(nft.id, sender)).json()).toMatchObject({ method: "CODE" });
      await call("PUT", `/${nft.id}/send/cancel`, sender);
      expect((await call("GET", `/${nft.id}/send`, sender)).json()).toMatchObject({
        leftToday: SENDS_PER_DAY,
      });
    }
    // A send to an address mailed a claim link: cancelled, it still counts.
    for (let i = 0; i < SENDS_PER_DAY; i++) {
      const nft = await ticket(sender.id);
      expect(
        (await send(nft.id, sender, { email: `newcomer-${i}-${sender.id}@example.test` })).statusCode,
      ).toBe(200);
      await call("PUT", `/${nft.id}/send/cancel`, sender);
    }
    const last = await ticket(sender.id);
    const refused = await send(last.id, sender);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "SEND_LIMIT", data: { limit: SENDS_PER_DAY } });
    expect((await call("GET", `/${last.id}/send`, sender)).json()).toMatchObject({
      canSend: false,
      leftToday: 0,
    });
  });
});

describe("a process that died in the middle of a move", () => {
  it("a send left MOVING with no chain write (died before the submit) is sent by the watch; one whose write confirmed but was never recorded is completed — once", async () => {
    const friend = await signedIn();
    const nft = await ticket();
    await t.app.issuer.mint(nft.id);
    // Died after the transaction that made the send MOVING, before the move reached the outbox.
    const [left] = await t.db
      .insert(nftTransfers)
      .values({
        nftId: nft.id,
        senderId: customer.id,
        receiverId: friend.id,
        method: "EMAIL",
        email: "x@example.test",
        code: "T22222222Z",
        status: "MOVING",
        expiresAt: new Date(Date.now() + 48 * HOUR),
        updatedAt: new Date(Date.now() - 60_000),
      })
      .returning();
    await t.db.update(nfts).set({ status: "SENDING" }).where(eq(nfts.id, nft.id));
    expect(await resumeMoves(t.app)).toBe(1);
    expect(await nftRow(nft.id)).toMatchObject({ ownerId: friend.id, status: "ACTIVE" });
    const writes = await t.db
      .select()
      .from(chainWrites)
      .where(eq(chainWrites.ref, `transfer:${left?.id}`));
    expect(writes).toHaveLength(1);

    // Died after the chain confirmed the move, before the token was recorded as the receiver's.
    const back = await ticket(friend.id);
    await t.app.issuer.mint(back.id);
    const [sent] = await t.db
      .insert(nftTransfers)
      .values({
        nftId: back.id,
        senderId: friend.id,
        receiverId: customer.id,
        method: "CODE",
        code: "T33333333Z",
        status: "MOVING",
        expiresAt: new Date(Date.now() + 48 * HOUR),
      })
      .returning();
    await t.db.update(nfts).set({ status: "SENDING" }).where(eq(nfts.id, back.id));
    const move = await t.app.issuer.move({
      nftId: back.id,
      from: friend.id,
      to: customer.id,
      ref: `transfer:${sent?.id}`,
    });
    expect(move.kind === "write" && move.write.status).toBe("confirmed");
    await t.db
      .update(nftTransfers)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(nftTransfers.id, sent?.id as number));
    await resumeMoves(t.app);
    await resumeMoves(t.app);
    expect(await nftRow(back.id)).toMatchObject({ ownerId: customer.id, status: "ACTIVE" });
    const again = await t.db
      .select()
      .from(chainWrites)
      .where(eq(chainWrites.ref, `transfer:${sent?.id}`));
    expect(again).toHaveLength(1);
    const history = await t.db
      .select()
      .from(nftHistories)
      .where(and(eq(nftHistories.nftId, back.id), eq(nftHistories.type, "SEND")));
    expect(history).toHaveLength(1);
  });
});
