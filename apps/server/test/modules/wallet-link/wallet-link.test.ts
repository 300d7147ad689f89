import { eq, sql } from "drizzle-orm";
import { getAddress } from "viem";
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage, parseSiweMessage, type SiweMessage } from "viem/siwe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { walletLinkChallenges, walletLinks } from "../../../src/db/schema/index.ts";
import { LINK_STATEMENT } from "../../../src/modules/wallet-link/siwe-terms.ts";
import { openWalletWorldWith, PASSWORD, signedIn, t } from "../../wallet-world.ts";

// Many challenges from one test client: the per-minute limit of changes is not what this tests.
beforeAll(() => openWalletWorldWith({}, { CHANGES_PER_MINUTE: "1000" }));
afterAll(() => t.close());

const URL_ = "/api/v1/users/wallet-link";
type Who = { id: number; cookies: Record<string, string> };

const newAccount = () => privateKeyToAccount(generatePrivateKey());
const askChallenge = (who: Who, address: string) =>
  t.app.inject({ method: "POST", url: `${URL_}/challenge`, payload: { address }, cookies: who.cookies });
const link = (who: Who, message: string, signature: string) =>
  t.app.inject({ method: "POST", url: URL_, payload: { message, signature }, cookies: who.cookies });
const linkState = async (who: Who) =>
  (await t.app.inject({ method: "GET", url: URL_, cookies: who.cookies })).json();

/** The challenge's message for `account`'s address, and `signer`'s signature of it (the account's own by default). */
async function challengeSigned(who: Who, account: PrivateKeyAccount, signer = account) {
  const res = await askChallenge(who, account.address);
  expect(res.statusCode, res.body).toBe(200);
  const message: string = res.json().message;
  return { message, signature: await signer.signMessage({ message }) };
}

/** The fields of `message` with `change` applied, written out again as a message. */
function rewritten(message: string, change: Partial<SiweMessage>): string {
  return createSiweMessage({ ...(parseSiweMessage(message) as SiweMessage), ...change });
}

describe("linking a wallet", () => {
  it("links the wallet that signed this account's challenge, and shows it", async () => {
    const who = await signedIn();
    const account = newAccount();
    expect(await linkState(who)).toEqual({ wallet: null });
    // Wallets and people write addresses in lower case as often as checksummed.
    const res = await askChallenge(who, account.address.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    const { message, expiresAt } = res.json();
    const fields = parseSiweMessage(message);
    const publicUrl = new URL(t.app.config.publicUrl);
    const xrplChainId = t.app.config.networks.find((n) => n.network === "XRPL_EVM")?.chainId;
    expect(fields).toMatchObject({
      domain: publicUrl.host,
      uri: t.app.config.publicUrl,
      address: account.address,
      statement: LINK_STATEMENT,
      version: "1",
      chainId: xrplChainId,
    });
    expect(fields.nonce).toMatch(/^[a-zA-Z0-9]{16,}$/);
    const ttl = new Date(expiresAt).getTime() - (fields.issuedAt?.getTime() ?? 0);
    expect(ttl).toBe(10 * 60_000);
    expect(fields.expirationTime?.toISOString()).toBe(expiresAt);

    const linked = await link(who, message, await account.signMessage({ message }));
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual({ address: account.address, linkedAt: expect.any(String) });
    expect(await linkState(who)).toEqual({ wallet: linked.json() });
    const [row] = await t.db.select().from(walletLinks).where(eq(walletLinks.userId, who.id));
    expect(row?.address).toBe(account.address.toLowerCase());
  });

  it("refuses a signature by another key, a malformed one and a message rewritten to its signer; the challenge stays usable", async () => {
    const who = await signedIn();
    const account = newAccount();
    const thief = newAccount();
    const { message, signature } = await challengeSigned(who, account, thief);
    const forged = await link(who, message, signature);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe("WALLET_SIGNATURE_INVALID");
    // The account's own signature of another message.
    const other = await link(who, message, await account.signMessage({ message: `${message}.` }));
    expect(other.json().code).toBe("WALLET_SIGNATURE_INVALID");
    // 65 bytes that are no signature at all.
    const junk = await link(who, message, `0x${"ab".repeat(65)}`);
    expect(junk.statusCode).toBe(400);
    expect(junk.json().code).toBe("WALLET_SIGNATURE_INVALID");
    // The same nonce, rewritten to the signer's own address: not the address it was given for.
    const swapped = rewritten(message, { address: thief.address });
    const taken = await link(who, swapped, await thief.signMessage({ message: swapped }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: "WALLET_MESSAGE_INVALID", data: { reason: "address" } });
    expect(await linkState(who)).toEqual({ wallet: null });

    const res = await link(who, message, await account.signMessage({ message }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses a message for another site, page or chain, or with another statement", async () => {
    const who = await signedIn();
    const account = newAccount();
    const { message } = await challengeSigned(who, account);
    const cases: [Partial<SiweMessage>, string][] = [
      [{ domain: "evil.example" }, "domain"],
      [{ scheme: "https" }, "domain"],
      [{ uri: "https://evil.example" }, "uri"],
      [{ chainId: 1 }, "chainId"],
      [{ statement: "Sign in to Admit." }, "statement"],
    ];
    for (const [change, reason] of cases) {
      const text = rewritten(message, change);
      const res = await link(who, text, await account.signMessage({ message: text }));
      expect(res.statusCode, reason).toBe(400);
      expect(res.json()).toMatchObject({ code: "WALLET_MESSAGE_INVALID", data: { reason } });
    }
    const notSiwe = await link(who, "Hello", await account.signMessage({ message: "Hello" }));
    expect(notSiwe.json()).toMatchObject({ code: "WALLET_MESSAGE_INVALID", data: { reason: "format" } });
  });

  it("refuses an expired challenge, and a message whose own time is up", async () => {
    const who = await signedIn();
    const account = newAccount();
    const { message, signature } = await challengeSigned(who, account);
    const nonce = parseSiweMessage(message).nonce as string;
    await t.db
      .update(walletLinkChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(walletLinkChallenges.nonce, nonce));
    const late = await link(who, message, signature);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe("WALLET_CHALLENGE_EXPIRED");

    const fresh = await challengeSigned(who, account);
    const ended = rewritten(fresh.message, {
      issuedAt: new Date(Date.now() - 20 * 60_000),
      expirationTime: new Date(Date.now() - 60_000),
    });
    const res = await link(who, ended, await account.signMessage({ message: ended }));
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe("WALLET_CHALLENGE_EXPIRED");
    expect(await linkState(who)).toEqual({ wallet: null });
  });

  it("takes a nonce once", async () => {
    const who = await signedIn();
    const account = newAccount();
    const { message, signature } = await challengeSigned(who, account);
    expect((await link(who, message, signature)).statusCode).toBe(200);
    await t.app.inject({ method: "DELETE", url: URL_, cookies: who.cookies });
    const again = await link(who, message, signature);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe("WALLET_CHALLENGE_EXPIRED");
    expect(await linkState(who)).toEqual({ wallet: null });
  });

  it("refuses another account's nonce like an unknown one", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const account = newAccount();
    const { message, signature } = await challengeSigned(owner, account);
    const res = await link(other, message, signature);
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe("WALLET_CHALLENGE_EXPIRED");
    expect(await linkState(other)).toEqual({ wallet: null });
    // Still the owner's to use.
    expect((await link(owner, message, signature)).statusCode).toBe(200);
  });

  it("refuses an address linked to another account, in whatever case it is written", async () => {
    const first = await signedIn();
    const second = await signedIn();
    const account = newAccount();
    const signed = await challengeSigned(first, account);
    expect((await link(first, signed.message, signed.signature)).statusCode).toBe(200);
    // Asking proves nothing about the address: only a signature tells that it is linked elsewhere.
    const res = await askChallenge(second, account.address.toUpperCase().replace("0X", "0x"));
    expect(res.statusCode, res.body).toBe(200);
    const { message } = res.json();
    const taken = await link(second, message, await account.signMessage({ message }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("WALLET_LINKED_ELSEWHERE");
    expect(await linkState(second)).toEqual({ wallet: null });
  });

  it("refuses a second wallet until the first is unlinked, then links another", async () => {
    const who = await signedIn();
    const first = newAccount();
    const second = newAccount();
    // A challenge asked for before the first wallet was linked, signed after.
    const early = await challengeSigned(who, second);
    const signed = await challengeSigned(who, first);
    expect((await link(who, signed.message, signed.signature)).statusCode).toBe(200);

    const ask = await askChallenge(who, second.address);
    expect(ask.statusCode).toBe(409);
    expect(ask.json()).toMatchObject({ code: "WALLET_ALREADY_LINKED", data: { address: first.address } });
    const late = await link(who, early.message, early.signature);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "WALLET_ALREADY_LINKED", data: { address: first.address } });

    for (let i = 0; i < 2; i++) {
      const unlinked = await t.app.inject({ method: "DELETE", url: URL_, cookies: who.cookies });
      expect(unlinked.statusCode).toBe(200);
      expect(unlinked.json()).toEqual({ wallet: null });
    }
    const res = await link(who, early.message, early.signature);
    expect(res.statusCode, res.body).toBe(200);
    expect((await linkState(who)).wallet.address).toBe(second.address);
    // The first wallet is free for another account now.
    const other = await signedIn();
    const again = await challengeSigned(other, first);
    expect((await link(other, again.message, again.signature)).statusCode).toBe(200);
  });

  it("frees the wallet when the account is deleted", async () => {
    const who = await signedIn();
    const account = newAccount();
    const signed = await challengeSigned(who, account);
    expect((await link(who, signed.message, signed.signature)).statusCode).toBe(200);
    const gone = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/withdraw",
      payload: { pwd: PASSWORD },
      cookies: who.cookies,
    });
    expect(gone.statusCode, gone.body).toBe(204);
    const next = await signedIn();
    const again = await challengeSigned(next, account);
    expect((await link(next, again.message, again.signature)).statusCode).toBe(200);
  });

  it("refuses addresses that are not addresses, or whose checksum is wrong", async () => {
    const who = await signedIn();
    const account = newAccount();
    // One letter's case flipped: a mistyped checksummed address.
    const at = [...account.address].findIndex((c, i) => i > 1 && /[a-fA-F]/.test(c));
    const letter = account.address.charAt(at);
    const flipped = letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase();
    const mistyped = account.address.slice(0, at) + flipped + account.address.slice(at + 1);
    expect(mistyped).not.toBe(getAddress(mistyped.toLowerCase()));
    for (const address of ["0x1234", "not an address", mistyped]) {
      const res = await askChallenge(who, address);
      expect(res.statusCode, address).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION", field: "address" });
    }
  });

  it("answers 401 signed out", async () => {
    const account = newAccount();
    const calls = [
      { method: "POST" as const, url: `${URL_}/challenge`, payload: { address: account.address } },
      { method: "POST" as const, url: URL_, payload: { message: "x", signature: `0x${"ab".repeat(65)}` } },
      { method: "GET" as const, url: URL_ },
      { method: "DELETE" as const, url: URL_ },
    ];
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json().code).toBe("UNAUTHORIZED");
    }
  });
});
