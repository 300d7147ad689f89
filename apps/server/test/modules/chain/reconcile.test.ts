import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import type { Hex } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cltns, nfts, wallets } from "../../../src/db/schema/index.ts";
import { mintData } from "../../../src/integrations/chain/collection-contract.ts";
import { findUnknownTokens } from "../../../src/modules/chain/reconcile.ts";
import { issueToken } from "../../../src/modules/issuing/issue-order.ts";
import { createBrand, createCltn, createCustodialHolders, createTokens } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";
import { startProcess, stopProcess } from "../../processes.ts";

describe("chain:reconcile: tokens on chain the database does not know", () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp({ JOBS_WORK: "false" });
  });
  afterAll(() => t.close());

  it("finds a token minted behind the database's back, and one the database calls failed, and changes nothing", async () => {
    const brand = await createBrand(t.db, "Reconcile");
    const cltn = await createCltn(t.db, {
      brandId: brand.id,
      name: `Reconcile Night ${randomUUID().slice(0, 6)}`,
      royalty: 5,
    });
    const tokens = await createTokens(t.db, cltn.id, await createCustodialHolders(t, 2));
    for (const nft of tokens) await issueToken(t.app, nft);
    const [a, b] = tokens;
    if (!a || !b) throw new Error("no tokens");
    expect((await findUnknownTokens(t.app, { cltnId: cltn.id })).unknown).toEqual([]);

    // Token 7 minted by the operator's key outside any order; token b marked failed though minted.
    const [deployed] = await t.db.select().from(cltns).where(eq(cltns.id, cltn.id));
    const contract = deployed?.contractAddress as Hex;
    const stranger = "0x000000000000000000000000000000000000bEEF";
    const minted = await t.app.chains.outbox.submit({
      network: "POLYGON",
      kind: "mint",
      to: contract,
      data: mintData(stranger, 7n, 0n),
      gas: 300_000n,
      cltnId: cltn.id,
    });
    expect(await t.app.chains.outbox.settleOne(minted)).toMatchObject({ status: "confirmed" });
    await t.db.update(nfts).set({ status: "ISSUE_FAIL" }).where(eq(nfts.id, b.id));
    const [bWallet] = await t.db
      .select()
      .from(wallets)
      .where(eq(wallets.userId, b.ownerId as number));

    const before = await t.db.select().from(nfts).where(eq(nfts.cltnId, cltn.id));
    const found = await findUnknownTokens(t.app, { cltnId: cltn.id });
    expect(found.unreadCollections).toEqual([]);
    expect(
      found.unknown
        .map((u) => [u.tokenId, u.holder, u.nftId, u.status])
        .sort(([x], [y]) => Number(x) - Number(y)),
    ).toEqual([
      ["2", bWallet?.address.toLowerCase(), b.id, "ISSUE_FAIL"],
      ["7", stranger.toLowerCase(), null, null],
    ]);
    expect(await t.db.select().from(nfts).where(eq(nfts.cltnId, cltn.id))).toEqual(before);
  });
});

const main = fileURLToPath(new URL("../../../src/main.ts", import.meta.url));
const cli = fileURLToPath(new URL("../../../src/reconcile-cli.ts", import.meta.url));

/** Runs `npm run chain:reconcile` as its own process: its exit code and what it printed. */
function reconcile(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", cli], {
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", REDIS_URL: "", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, output })),
  );
}

it("runs beside a live server on the embedded database (asking it), and on the folder once it stops", {
  timeout: 400_000,
}, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "admit-reconcile-"));
  // The embedded database, also when the suite runs on a PostgreSQL server (DATABASE_URL).
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SEED_DEMO: "false",
    PORT: String(3900 + (process.pid % 90)),
  };
  try {
    const server = await startProcess(main, env, 240_000);
    try {
      const beside = await reconcile(env);
      expect(beside.output).toContain("0 tokens checked: 0 drifted, 0 on chain unknown to the database");
      expect(beside.code).toBe(0);
    } finally {
      await stopProcess(server);
    }
    // The server took its address and token with it: the tool reads the folder itself.
    expect(existsSync(join(dataDir, "operator.json"))).toBe(false);
    const alone = await reconcile(env);
    expect(alone.output).toContain("0 tokens checked: 0 drifted, 0 on chain unknown to the database");
    expect(alone.code).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
