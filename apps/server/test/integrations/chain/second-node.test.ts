import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq } from "drizzle-orm";
import { createPublicClient, type Hex, http } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chainTxs, chainWrites, cltns, nfts } from "../../../src/db/schema/index.ts";
import { derivedOperatorKey } from "../../../src/integrations/chain/chains.ts";
import { admitCollection } from "../../../src/integrations/chain/contracts.generated.ts";
import { issueToken } from "../../../src/modules/issuing/issue-order.ts";
import { chainWatchRound } from "../../../src/workers/chain-watch.ts";
import { createBrand, createCltn, createCustodialHolder, createToken, waitFor } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";
import { startProcess, stopProcess } from "../../processes.ts";

/**
 * The URL is all that changes: another server process runs an embedded chain, and this app is
 * configured with that process's JSON-RPC URL (as it would be with Polygon's) — its tokens are
 * minted there over HTTP, by the same issuer code, and its own embedded chain is never touched.
 */
const PORT = 3193;
const NODE = `http://127.0.0.1:${PORT}`;
const RPC = `${NODE}/chain/polygon/rpc`;
const WALLET_KEY = Buffer.alloc(32, 9);
const main = fileURLToPath(new URL("../../../src/main.ts", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "admit-second-node-"));

let node: ChildProcess | undefined;
let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  node = await startProcess(main, {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SEED_DEMO: "false",
    PUBLIC_URL: NODE,
    WALLET_ENCRYPTION_KEY: WALLET_KEY.toString("base64url"),
  });
  t = await buildTestApp({
    CHAIN_POLYGON_RPC_URL: RPC,
    CHAIN_POLYGON_CHAIN_ID: "310137",
    // The other node funds its own operator; this app signs with that key, as with a funded key on Polygon.
    CHAIN_POLYGON_OPERATOR_KEY: derivedOperatorKey(WALLET_KEY, "POLYGON"),
    CHAIN_POLYGON_CONFIRMATIONS: "1",
    CHAIN_POLYGON_EXPLORER_URL: `${NODE}/chain/polygon`,
  });
}, 90_000);

afterAll(async () => {
  await t?.close();
  if (node) await stopProcess(node);
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a network on another JSON-RPC server", () => {
  it("mints there over HTTP; this app's own embedded chain stays empty", async () => {
    expect(t.app.chains.embedded("POLYGON")).toBeUndefined();
    const brand = await createBrand(t.db, "Remote Brand");
    const cltn = await createCltn(t.db, {
      brandId: brand.id,
      name: `Remote Night ${randomUUID().slice(0, 6)}`,
    });
    const holder = await createCustodialHolder(t);
    const { wallet } = holder;
    const nft = await createToken(t.db, cltn.id, holder);

    await issueToken(t.app, nft);

    // On a busy machine the other node may mine after the mint's first look at its receipt: then
    // the chain watch settles it, as in production (the tests' apps run with the watch off).
    const issued = await waitFor(
      async () => {
        const [row] = await t.db.select().from(nfts).where(eq(nfts.id, nft.id));
        if (row?.status === "ISSUING") await chainWatchRound(t.app, () => false, 0);
        return row;
      },
      (row) => row?.status === "ACTIVE",
      30_000,
    );
    expect(issued).toMatchObject({ status: "ACTIVE", tokenId: "1" });
    const [withContract] = await t.db.select().from(cltns).where(eq(cltns.id, cltn.id));
    const remote = createPublicClient({ transport: http(RPC) });
    const owner = await remote.readContract({
      address: withContract?.contractAddress as Hex,
      abi: admitCollection.abi,
      functionName: "ownerOf",
      args: [1n],
    });
    expect(owner.toLowerCase()).toBe(wallet.address.toLowerCase());
    const [write] = await t.db
      .select()
      .from(chainWrites)
      .where(and(eq(chainWrites.nftId, nft.id), eq(chainWrites.kind, "mint")));
    expect((await remote.getTransactionReceipt({ hash: write?.txHash as Hex })).status).toBe("success");
    expect(
      await t.db
        .select()
        .from(chainTxs)
        .where(eq(chainTxs.hash, write?.txHash as string)),
    ).toEqual([]);
    // The card links the configured explorer: here, the other node's.
    const contractPage = await fetch(`${NODE}/chain/polygon/address/${withContract?.contractAddress}`);
    expect(contractPage.status).toBe(200);
  });
});
