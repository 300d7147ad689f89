import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { type Hex, parseEther } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cltns } from "../../../src/db/schema/index.ts";
import { createBrand, createCltn, createCustodialHolder, createToken } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ JOBS_WORK: "false" });
});
afterAll(() => t.close());

const page = (path: string) => t.app.inject({ method: "GET", url: `/chain/polygon${path}` });

async function listedToken() {
  const brand = await createBrand(t.db, "Explorer Brand");
  const cltn = await createCltn(t.db, {
    brandId: brand.id,
    name: `Explorer Night ${randomUUID().slice(0, 6)}`,
    extra: { i18n: { ko: { name: "익스플로러 나이트" } } },
    royalty: 5,
  });
  const seller = await createCustodialHolder(t, "Seller");
  const { wallet } = seller;
  // A ticket on sale is minted straight into escrow (as the demo's listed tickets are).
  const nft = await createToken(t.db, cltn.id, seller, { status: "SELLING" });
  expect(await t.app.issuer.mint(nft.id)).toMatchObject({ write: { status: "confirmed" } });
  const [deployed] = await t.db.select().from(cltns).where(eq(cltns.id, cltn.id));
  if (!deployed?.contractAddress) throw new Error("the collection was not deployed");
  return { contract: deployed.contractAddress, wallet: wallet.address.toLowerCase(), name: cltn.name };
}

describe("the embedded chain's explorer", () => {
  it("calls an address custodial only when it is one of our wallets", async () => {
    const { contract, wallet } = await listedToken();
    // Someone else's address that never sent a transaction is theirs, not ours.
    const stranger = privateKeyToAccount(generatePrivateKey()).address.toLowerCase();
    const theirs = (await page(`/address/${stranger}`)).body;
    expect(theirs).not.toContain("Custodial");
    expect(theirs).toContain("External account");
    expect((await page(`/address/${wallet}`)).body).toContain("Custodial wallet (Admit)");
    // Not even one that received something from us.
    await t.app.chains.outbox.submit({
      network: "POLYGON",
      kind: "faucet",
      to: stranger as Hex,
      data: "0x",
      gas: 21_000n,
      value: parseEther("0.1"),
    });
    expect((await page(`/address/${stranger}`)).body).not.toContain("Custodial");
    const operator = t.app.chains.signer("POLYGON").address.toLowerCase();
    expect((await page(`/address/${operator}`)).body).toContain("Admit operator");
    expect((await page(`/address/${contract}`)).body).toContain("Admit collection (ERC-721)");
  });

  it("shows a listed token in its collection's escrow, for its seller's wallet", async () => {
    const { contract, wallet } = await listedToken();
    const body = (await page(`/token/${contract}/1`)).body;
    expect(body).toContain(`/address/${contract}`);
    expect(body).toContain("In escrow at its collection&#39;s contract");
    expect(body).toContain(`listed for resale for <a href="/chain/polygon/address/${wallet}">`);
  });

  it("names a collection as its organiser wrote it in the reader's language", async () => {
    const token = await listedToken();
    const inKo = await t.app.inject({
      method: "GET",
      url: `/chain/polygon/address/${token.contract}`,
      headers: { "accept-language": "ko" },
    });
    expect(inKo.body).toContain("<h1>익스플로러 나이트</h1>");
    const inEn = await t.app.inject({
      method: "GET",
      url: `/chain/polygon/address/${token.contract}`,
      headers: { "accept-language": "en" },
    });
    expect(inEn.body).toContain(`<h1>${token.name}</h1>`);
  });
});
