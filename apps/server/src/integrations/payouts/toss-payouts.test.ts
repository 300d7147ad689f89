import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decryptJwe, encryptJwe } from "./jwe.ts";
import { tossPayouts } from "./toss-payouts.ts";

const securityKey = randomBytes(32).toString("hex");
const secretKey = "test_sk_payouts";

/** A local double of Toss's payouts API v2: JWE in and out, Basic auth, one payout per refPayoutId. */
let server: Server;
let base: string;
const seen: { path: string; headers: IncomingHttpHeaders; body: unknown }[] = [];
const paidOnce = new Map<string, string>();

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => {
      raw += c;
    });
    req.on("end", () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "text/plain" });
        res.end(encryptJwe(body, securityKey));
      };
      if (req.headers.authorization !== `Basic ${Buffer.from(`${secretKey}:`).toString("base64")}`)
        return reply(401, { error: { code: "UNAUTHORIZED_KEY", message: "bad key" } });
      if (req.headers["tosspayments-api-security-mode"] !== "ENCRYPTION")
        return reply(400, { error: { code: "INVALID_REQUEST", message: "encryption required" } });
      let body: unknown;
      try {
        body = decryptJwe(raw, securityKey);
      } catch {
        return reply(400, { error: { code: "INVALID_ENCRYPTION", message: "cannot decrypt" } });
      }
      seen.push({ path: req.url ?? "", headers: req.headers, body });
      if (req.url === "/v2/sellers") {
        const seller = body as { refSellerId: string; account: { accountNumber: string } };
        if (seller.account.accountNumber.startsWith("000"))
          return reply(400, { error: { code: "INVALID_ACCOUNT", message: "no such account" } });
        return reply(200, {
          version: "2022-11-16",
          entityType: "seller",
          entityBody: { id: `seller_${seller.refSellerId}`, status: "APPROVED" },
        });
      }
      if (req.url === "/v2/payouts") {
        const items = (body as { refPayoutId: string; destination: string }[]).map((p) => {
          const id = paidOnce.get(p.refPayoutId) ?? `payout_${paidOnce.size + 1}`;
          paidOnce.set(p.refPayoutId, id);
          return { id, refPayoutId: p.refPayoutId, destination: p.destination, status: "REQUESTED" };
        });
        return reply(200, { version: "2022-11-16", entityType: "payout", entityBody: { items } });
      }
      reply(404, { error: { code: "NOT_FOUND", message: "no route" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("JWE (alg dir, A256GCM)", () => {
  it("round-trips with the key, carries iat and nonce, and refuses another key or a changed body", () => {
    const jwe = encryptJwe({ a: 1 }, securityKey, new Date("2026-11-26T10:00:00Z"));
    const header = JSON.parse(Buffer.from(jwe.split(".")[0] as string, "base64url").toString());
    expect(header).toMatchObject({ alg: "dir", enc: "A256GCM", iat: "2026-11-26T10:00:00+00:00" });
    expect(header.nonce).toMatch(/^[0-9a-f-]{36}$/);
    expect(jwe.split(".")[1]).toBe("");
    expect(decryptJwe(jwe, securityKey)).toEqual({ a: 1 });
    expect(() => decryptJwe(jwe, randomBytes(32).toString("hex"))).toThrow();
    const parts = jwe.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(() => decryptJwe(parts.join("."), securityKey)).toThrow();
  });
});

describe("Toss payouts v2", () => {
  const payouts = () => tossPayouts({ secretKey, securityKey, apiBase: base });

  it("registers a seller with their bank account, encrypted; a refused account throws", async () => {
    const ref = await payouts().registerSeller({
      refSellerId: "seller-7",
      name: "Mina Kim",
      email: "mina@example.test",
      bankCode: "088",
      accountNumber: "110123456789",
      holderName: "김민아",
    });
    expect(ref).toBe("seller_seller-7");
    const sent = seen.find((s) => s.path === "/v2/sellers");
    expect(sent?.body).toMatchObject({
      refSellerId: "seller-7",
      businessType: "INDIVIDUAL",
      account: { bankCode: "088", accountNumber: "110123456789" },
    });
    await expect(
      payouts().registerSeller({
        refSellerId: "seller-8",
        name: "X",
        email: "x@example.test",
        bankCode: "088",
        accountNumber: "000",
        holderName: "X",
      }),
    ).rejects.toThrow(/INVALID_ACCOUNT/);
  });

  it("pays a registered seller in KRW, once per refPayoutId (the Idempotency-Key too); refuses other currencies and sellers without an account", async () => {
    const first = await payouts().pay({
      refPayoutId: "payout-1",
      sellerRef: "seller_seller-7",
      amount: 38_250,
      currency: "KRW",
    });
    const again = await payouts().pay({
      refPayoutId: "payout-1",
      sellerRef: "seller_seller-7",
      amount: 38_250,
      currency: "KRW",
    });
    expect(again.ref).toBe(first.ref);
    const sent = seen.filter((s) => s.path === "/v2/payouts");
    expect(sent[0]?.headers["idempotency-key"]).toBe("payout-1");
    expect(sent[0]?.body).toEqual([
      expect.objectContaining({
        refPayoutId: "payout-1",
        destination: "seller_seller-7",
        scheduleType: "EXPRESS",
        amount: { currency: "KRW", value: 38_250 },
      }),
    ]);
    await expect(
      payouts().pay({ refPayoutId: "payout-2", sellerRef: "seller_seller-7", amount: 10, currency: "USD" }),
    ).rejects.toThrow(/KRW/);
    await expect(
      payouts().pay({ refPayoutId: "payout-3", sellerRef: null, amount: 10, currency: "KRW" }),
    ).rejects.toThrow(/bank account/);
  });

  it("a wrong secret key is refused", async () => {
    await expect(
      tossPayouts({ secretKey: "test_sk_wrong", securityKey, apiBase: base }).pay({
        refPayoutId: "p",
        sellerRef: "s",
        amount: 1,
        currency: "KRW",
      }),
    ).rejects.toThrow(/401/);
  });
});
