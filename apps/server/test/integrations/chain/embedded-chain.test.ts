import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  parseEther,
  parseEventLogs,
} from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app.ts";
import { loadConfig } from "../../../src/config.ts";
import { openPglite } from "../../../src/db/client.ts";
import { admitCollection } from "../../../src/integrations/chain/contracts.generated.ts";
import { buildIsolatedTestApp } from "../../helper.ts";

const abi = admitCollection.abi;

async function listening(app: Awaited<ReturnType<typeof buildApp>>) {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("not listening");
  return `http://127.0.0.1:${address.port}`;
}

function clients(base: string, chainId: number, key: Hex) {
  const chain = defineChain({
    id: chainId,
    name: "Embedded Polygon",
    nativeCurrency: { name: "POL", symbol: "POL", decimals: 18 },
    rpcUrls: { default: { http: [`${base}/chain/polygon/rpc`] } },
  });
  const transport = http(`${base}/chain/polygon/rpc`);
  return {
    chain,
    publicClient: createPublicClient({ chain, transport }),
    wallet: createWalletClient({ chain, transport, account: privateKeyToAccount(key) }),
  };
}

describe("the embedded chain, through viem as any node", () => {
  let t: Awaited<ReturnType<typeof buildIsolatedTestApp>>;
  let c: ReturnType<typeof clients>;
  let collection: Address;
  const holder = privateKeyToAccount(generatePrivateKey());
  const other = privateKeyToAccount(generatePrivateKey());

  beforeAll(async () => {
    // An operator of this file's own: the test files on a PostgreSQL server share one database and
    // one chain, and transactions sent here behind the outbox's back must not take its nonces.
    t = await buildIsolatedTestApp({ CHAIN_POLYGON_OPERATOR_KEY: generatePrivateKey() });
    const base = await listening(t.app);
    c = clients(base, t.app.chains.settings("POLYGON").chainId, t.app.chains.operatorKey("POLYGON"));
    const hash = await c.wallet.deployContract({
      abi,
      bytecode: admitCollection.bytecode,
      args: [
        "Test Night",
        "ADMIT",
        c.wallet.account.address,
        "https://admit.test/meta/7/",
        false,
        c.wallet.account.address,
        500n,
      ],
    });
    const receipt = await c.publicClient.waitForTransactionReceipt({ hash });
    if (!receipt.contractAddress) throw new Error("no contract");
    collection = receipt.contractAddress;
  });
  afterAll(() => t.close());

  it("answers the chain id, blocks, balances and code like a public node", async () => {
    expect(await c.publicClient.getChainId()).toBe(t.app.chains.settings("POLYGON").chainId);
    const block = await c.publicClient.getBlock();
    expect(block.number).toBeGreaterThanOrEqual(1n);
    expect(block.baseFeePerGas).toBeGreaterThan(0n);
    expect(await c.publicClient.getBalance({ address: c.wallet.account.address })).toBeGreaterThan(
      parseEther("1000"),
    );
    expect((await c.publicClient.getCode({ address: collection }))?.length).toBeGreaterThan(1000);
  });

  it("mints with the operator key: owner, token URI, royalty and Transfer logs read back", async () => {
    const hash = await c.wallet.writeContract({
      address: collection,
      abi,
      functionName: "mint",
      args: [holder.address, 1n, 0n],
    });
    const receipt = await c.publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
    const [transfer] = parseEventLogs({ abi, logs: receipt.logs, eventName: "Transfer" });
    expect(transfer?.args).toEqual({
      from: "0x0000000000000000000000000000000000000000",
      to: holder.address,
      tokenId: 1n,
    });
    expect(
      await c.publicClient.readContract({ address: collection, abi, functionName: "ownerOf", args: [1n] }),
    ).toBe(holder.address);
    expect(
      await c.publicClient.readContract({ address: collection, abi, functionName: "tokenURI", args: [1n] }),
    ).toBe("https://admit.test/meta/7/1");
    expect(
      await c.publicClient.readContract({
        address: collection,
        abi,
        functionName: "royaltyInfo",
        args: [1n, 10_000n],
      }),
    ).toEqual([c.wallet.account.address, 500n]);
    const logs = await c.publicClient.getContractEvents({
      address: collection,
      abi,
      eventName: "Transfer",
      args: { to: holder.address },
      fromBlock: 0n,
    });
    expect(logs.map((l) => l.args.tokenId)).toEqual([1n]);
    const tx = await c.publicClient.getTransaction({ hash });
    expect(tx.from.toLowerCase()).toBe(c.wallet.account.address.toLowerCase());
    expect(tx.input.startsWith("0x")).toBe(true);
  });

  it("refuses a second mint of the same token id (the chain never holds a token twice)", async () => {
    await expect(
      c.publicClient.simulateContract({
        account: c.wallet.account,
        address: collection,
        abi,
        functionName: "mint",
        args: [other.address, 1n, 0n],
      }),
    ).rejects.toThrow(/ERC721InvalidSender/);
  });

  it("reverts a holder's own transfer when the collection does not allow transfers, and when the token is locked", async () => {
    // The holder pays its own gas: the operator sends it some.
    await c.publicClient.waitForTransactionReceipt({
      hash: await c.wallet.sendTransaction({ to: holder.address, value: parseEther("1") }),
    });
    const asHolder = createWalletClient({
      chain: c.chain,
      transport: http(c.chain.rpcUrls.default.http[0]),
      account: holder,
    });
    const send = async () => {
      const hash = await asHolder.writeContract({
        address: collection,
        abi,
        functionName: "transferFrom",
        args: [holder.address, other.address, 1n],
        gas: 200_000n,
      });
      return c.publicClient.waitForTransactionReceipt({ hash });
    };
    expect((await send()).status).toBe("reverted");
    await expect(
      c.publicClient.simulateContract({
        account: holder,
        address: collection,
        abi,
        functionName: "transferFrom",
        args: [holder.address, other.address, 1n],
      }),
    ).rejects.toThrow(/TransfersDisabled/);

    await c.publicClient.waitForTransactionReceipt({
      hash: await c.wallet.writeContract({
        address: collection,
        abi,
        functionName: "setTransferable",
        args: [true],
      }),
    });
    const inAnHour = BigInt(Math.floor(Date.now() / 1000) + 3600);
    await c.publicClient.waitForTransactionReceipt({
      hash: await c.wallet.writeContract({
        address: collection,
        abi,
        functionName: "setUnlockAt",
        args: [1n, inAnHour],
      }),
    });
    await expect(
      c.publicClient.simulateContract({
        account: holder,
        address: collection,
        abi,
        functionName: "transferFrom",
        args: [holder.address, other.address, 1n],
      }),
    ).rejects.toThrow(/TokenLocked/);
    expect((await send()).status).toBe("reverted");

    // The operator may still move it (a refund, support), and once unlocked the holder may too.
    await c.publicClient.waitForTransactionReceipt({
      hash: await c.wallet.writeContract({
        address: collection,
        abi,
        functionName: "setUnlockAt",
        args: [1n, 0n],
      }),
    });
    expect((await send()).status).toBe("success");
    expect(
      await c.publicClient.readContract({ address: collection, abi, functionName: "ownerOf", args: [1n] }),
    ).toBe(other.address);
  });

  // 30 transactions mined one block each: on a busy machine with the state in a PostgreSQL server this takes a while.
  it("mines concurrent transactions each in its own block, in nonce order, and takes a rebroadcast as the same one", {
    timeout: 90_000,
  }, async () => {
    const first = await c.publicClient.getTransactionCount({
      address: c.wallet.account.address,
      blockTag: "pending",
    });
    // Mints of ids 100..129, sent all at once in reverse order: later nonces wait for earlier ones.
    const mints = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        c.wallet.signTransaction({
          to: collection,
          data: encodeFunctionData({ abi, functionName: "mint", args: [other.address, BigInt(100 + i), 0n] }),
          nonce: first + i,
          gas: 300_000n,
          maxFeePerGas: 3_000_000_000n,
          maxPriorityFeePerGas: 1_000_000_000n,
        } as never),
      ),
    );
    const hashes = await Promise.all(
      [...mints].reverse().map((tx) => c.publicClient.sendRawTransaction({ serializedTransaction: tx })),
    );
    const receipts = await Promise.all(
      hashes.map((hash) => c.publicClient.waitForTransactionReceipt({ hash })),
    );
    expect(receipts.every((r) => r.status === "success")).toBe(true);
    expect(new Set(receipts.map((r) => r.blockNumber)).size).toBe(30);
    // The same signed transaction again: the same hash, nothing mined twice.
    const again = await c.publicClient.sendRawTransaction({ serializedTransaction: mints[0] as Hex });
    expect(again).toBe(hashes[29]);
    expect(
      await c.publicClient.readContract({
        address: collection,
        abi,
        functionName: "balanceOf",
        args: [other.address],
      }),
    ).toBe(31n);
  });

  it("answers the JSON-RPC errors a node answers", async () => {
    const base = c.chain.rpcUrls.default.http[0] as string;
    const rpc = async (body: unknown) =>
      (
        await fetch(base, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        })
      ).json();
    expect(await rpc({ jsonrpc: "2.0", id: 1, method: "eth_mine" })).toMatchObject({
      id: 1,
      error: { code: -32601 },
    });
    expect(await rpc({ id: 2, method: "eth_chainId" })).toMatchObject({ error: { code: -32600 } });
    expect(await rpc({ jsonrpc: "2.0", id: 3, method: "eth_getBalance", params: ["nope"] })).toMatchObject({
      error: { code: -32602 },
    });
    expect(
      await rpc([
        { jsonrpc: "2.0", id: 4, method: "eth_chainId" },
        { jsonrpc: "2.0", id: 5, method: "net_version" },
      ]),
    ).toMatchObject([{ id: 4 }, { id: 5 }]);
    const stale = await c.wallet.signTransaction({
      to: other.address,
      value: 1n,
      nonce: 0,
      gas: 21_000n,
      maxFeePerGas: 3_000_000_000n,
      maxPriorityFeePerGas: 1n,
    } as never);
    expect(
      await rpc({ jsonrpc: "2.0", id: 6, method: "eth_sendRawTransaction", params: [stale] }),
    ).toMatchObject({ error: { code: -32000, message: expect.stringMatching(/nonce too low/) } });
    const foreign = await privateKeyToAccount(generatePrivateKey()).signTransaction({
      chainId: 1,
      to: other.address,
      value: 0n,
      nonce: 0,
      gas: 21_000n,
      maxFeePerGas: 3_000_000_000n,
      maxPriorityFeePerGas: 1n,
    });
    expect(
      await rpc({ jsonrpc: "2.0", id: 7, method: "eth_sendRawTransaction", params: [foreign] }),
    ).toMatchObject({ error: { message: expect.stringMatching(/chain id/) } });
    expect(
      (
        await fetch(`${base.replace("/polygon/", "/nowhere/")}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        })
      ).status,
    ).toBe(404);
  });
});

describe("the embedded chain across a restart", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "admit-chain-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function start() {
    const database = await openPglite({ dataDir });
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      WEB_DIST: "",
      SEED_DEMO: "false",
      JOBS_WORK: "false",
    });
    const app = await buildApp(config, database);
    await app.ready();
    const base = await listening(app);
    return {
      app,
      database,
      c: clients(base, config.networks[1]?.chainId as number, app.chains.operatorKey("POLYGON")),
    };
  }

  it("keeps its blocks, contracts, tokens and balances in the database", async () => {
    const first = await start();
    const hash = await first.c.wallet.deployContract({
      abi,
      bytecode: admitCollection.bytecode,
      args: [
        "Kept",
        "KEPT",
        first.c.wallet.account.address,
        "https://admit.test/meta/1/",
        true,
        "0x0000000000000000000000000000000000000000",
        0n,
      ],
    });
    const collection = (await first.c.publicClient.waitForTransactionReceipt({ hash }))
      .contractAddress as Address;
    const holder = privateKeyToAccount(generatePrivateKey()).address;
    const mint = await first.c.wallet.writeContract({
      address: collection,
      abi,
      functionName: "mint",
      args: [holder, 42n, 0n],
    });
    await first.c.publicClient.waitForTransactionReceipt({ hash: mint });
    const height = await first.c.publicClient.getBlockNumber();
    const balance = await first.c.publicClient.getBalance({ address: first.c.wallet.account.address });
    await first.app.close();
    await first.database.close();

    const second = await start();
    try {
      expect(await second.c.publicClient.getBlockNumber()).toBe(height);
      expect(await second.c.publicClient.getBalance({ address: second.c.wallet.account.address })).toBe(
        balance,
      );
      expect(
        await second.c.publicClient.readContract({
          address: collection,
          abi,
          functionName: "ownerOf",
          args: [42n],
        }),
      ).toBe(holder);
      expect((await second.c.publicClient.getTransactionReceipt({ hash: mint })).status).toBe("success");
      // And it goes on from there: the next mint lands in the next block.
      const next = await second.c.wallet.writeContract({
        address: collection,
        abi,
        functionName: "mint",
        args: [holder, 43n, 0n],
      });
      expect((await second.c.publicClient.waitForTransactionReceipt({ hash: next })).blockNumber).toBe(
        height + 1n,
      );
    } finally {
      await second.app.close();
      await second.database.close();
    }
  }, 120_000); // two starts of a PGlite data directory: slow on a busy CI machine
});
