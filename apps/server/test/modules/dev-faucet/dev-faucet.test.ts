import { and, eq } from "drizzle-orm";
import { type Hex, parseEther } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chainWrites } from "../../../src/db/schema/index.ts";
import { faucetNetwork } from "../../../src/modules/dev-faucet/send-test-xrp.ts";
import { buildTestApp } from "../../helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ JOBS_WORK: "false", DEV_FAUCET_PER_MINUTE: "3" });
});
afterAll(() => t.close());

const newAddress = () => privateKeyToAccount(generatePrivateKey()).address;
const xrpl = () => t.app.chains.client("XRPL_EVM");
/** Each test asks from an address of its own: the per-client limit counts per address. */
const ask = (address: string, remoteAddress: string) =>
  t.app.inject({ method: "POST", url: "/api/dev/faucet", payload: { address }, remoteAddress });

describe("the development faucet", () => {
  it("tells the test wallet its chain: the embedded XRPL EVM's id, its JSON-RPC path and the amount", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/dev/faucet" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      network: "XRPL_EVM",
      chainId: t.app.config.networks.find((n) => n.network === "XRPL_EVM")?.chainId,
      rpcPath: "/chain/xrpl-evm/rpc",
      amount: 100_000_000,
    });
  });

  it("sends 100 XRP from the operator through the outbox, mined, to any spelling of the address", async () => {
    const address = newAddress();
    const first = await ask(address.toLowerCase(), "198.51.100.1");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      address,
      amount: 100_000_000,
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
    const receipt = await xrpl().public.getTransactionReceipt({ hash: first.json().txHash as Hex });
    expect(receipt.status).toBe("success");
    expect(receipt.from).toBe(xrpl().operator.address.toLowerCase());
    expect(await xrpl().public.getBalance({ address })).toBe(parseEther("100"));

    const second = await ask(address, "198.51.100.1");
    expect(second.statusCode).toBe(200);
    expect(await xrpl().public.getBalance({ address })).toBe(parseEther("200"));
    // Both are the operator's writes in the outbox, confirmed; the outbox's next write still fits.
    const writes = await t.db
      .select()
      .from(chainWrites)
      .where(and(eq(chainWrites.kind, "faucet"), eq(chainWrites.to, address.toLowerCase())))
      // In the order they were written: on the PostgreSQL server a row that was updated (confirmed)
      // can come back before an older one when nothing orders them.
      .orderBy(chainWrites.id);
    expect(writes.map((w) => w.status)).toEqual(["confirmed", "confirmed"]);
    expect(writes[1]?.nonce).toBe((writes[0]?.nonce ?? 0) + 1);
  });

  it("refuses what is not an address, and a mixed-case one with a wrong checksum", async () => {
    const bad = await ask("0x1234", "198.51.100.2");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION", field: "address" });
    // The checksummed address with one letter's case flipped: a mistyped address.
    const address = newAddress();
    const at = address.slice(2).search(/[a-fA-F]/) + 2;
    const letter = address.charAt(at);
    const flipped = letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase();
    const typo = await ask(`${address.slice(0, at)}${flipped}${address.slice(at + 1)}`, "198.51.100.2");
    expect(typo.statusCode).toBe(400);
  });

  it("gives one client a few requests a minute", async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i++) expect((await ask(address, "198.51.100.3")).statusCode).toBe(200);
    const over = await ask(address, "198.51.100.3");
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe("RATE_LIMITED");
    // Another client is not held back.
    expect((await ask(address, "198.51.100.4")).statusCode).toBe(200);
  });

  it("does not exist in production, nor where XRPL EVM is a real network", async () => {
    expect(faucetNetwork({ production: true, networks: t.app.config.networks })).toBeUndefined();
    const real = await buildTestApp({
      JOBS_WORK: "false",
      CHAIN_XRPL_EVM_RPC_URL: "http://127.0.0.1:9/rpc",
      CHAIN_XRPL_EVM_CHAIN_ID: "1440002",
      CHAIN_XRPL_EVM_OPERATOR_KEY: generatePrivateKey(),
      CHAIN_XRPL_EVM_EXPLORER_URL: "https://explorer.testnet.xrplevm.org",
    });
    try {
      expect((await real.app.inject({ method: "GET", url: "/api/dev/faucet" })).statusCode).toBe(404);
      const res = await real.app.inject({
        method: "POST",
        url: "/api/dev/faucet",
        payload: { address: newAddress() },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });
});
