import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { generatePrivateKey } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chainWrites, nfts } from "../../../src/db/schema/index.ts";
import { issueToken, resumeInterruptedIssuing } from "../../../src/modules/issuing/issue-order.ts";
import { chainWatchRound } from "../../../src/workers/chain-watch.ts";
import { createBrand, createCltn, createToken, createVerifiedUser } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";

/**
 * The operator's gas money: under the network's minimum, issuing pauses — the token waits as
 * ISSUING, nothing is signed, the sweep does not fail it (nor sends it), /health says so — and once the operator
 * is funded the chain watch mints what waited. An operator of this file's own (its balance is drained).
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  t = await buildTestApp({ JOBS_WORK: "false", CHAIN_XRPL_EVM_OPERATOR_KEY: generatePrivateKey() });
});
afterAll(() => t.close());

describe("the operator's balance", () => {
  it("pauses issuing below the minimum and resumes it when the operator is funded", async () => {
    const chain = t.app.chains.embedded("XRPL_EVM");
    if (!chain) throw new Error("no embedded XRPL_EVM");
    const operator = t.app.chains.client("XRPL_EVM").operator.address;
    await chain.fund(operator, 10n ** 17n); // 0.1 XRP, under the 1 XRP minimum

    const brand = await createBrand(t.db, "Funds Brand");
    const cltn = await createCltn(t.db, {
      brandId: brand.id,
      name: `Funds Night ${randomUUID().slice(0, 6)}`,
      network: "XRPL_EVM",
    });
    const holder = await createVerifiedUser(t.db, "funds-pass-1");
    const nft = await createToken(t.db, cltn.id, holder);

    await issueToken(t.app, nft);
    const [waiting] = await t.db.select().from(nfts).where(eq(nfts.id, nft.id));
    expect(waiting?.status).toBe("ISSUING");
    expect(await t.db.select().from(chainWrites).where(eq(chainWrites.cltnId, cltn.id))).toEqual([]);
    const health = await t.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(health.json().chains).toContainEqual(
      expect.objectContaining({
        network: "XRPL_EVM",
        operator,
        balance: String(10n ** 17n),
        minBalance: String(10n ** 18n),
        issuing: "paused",
      }),
    );
    // Nine minutes on, the sweep leaves it waiting: it waits for gas money, it did not fail.
    await t.db
      .update(nfts)
      .set({ updatedAt: new Date(Date.now() - 9 * 60_000) })
      .where(eq(nfts.id, nft.id));
    await resumeInterruptedIssuing(t.app, 60_000);
    expect((await t.db.select().from(nfts).where(eq(nfts.id, nft.id)))[0]?.status).toBe("ISSUING");

    // Funded: the next round of the chain watch sees it and mints what waited.
    await chain.fund(operator, 10n ** 21n);
    await chainWatchRound(t.app, () => false, 0);
    const [issued] = await t.db.select().from(nfts).where(eq(nfts.id, nft.id));
    expect(issued).toMatchObject({ status: "ACTIVE", tokenId: "1" });
    const after = await t.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(after.json().chains).toContainEqual(
      expect.objectContaining({ network: "XRPL_EVM", issuing: "running" }),
    );
  });
});
