import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { encodeDeployData, type Hex } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nfts } from "../../../src/db/schema/index.ts";
import { escrowOf, GAS } from "../../../src/integrations/chain/collection-contract.ts";
import { rotateOperator } from "../../../src/modules/chain/rotate-operator.ts";
import { issueToken } from "../../../src/modules/issuing/issue-order.ts";
import { createBrand, createCltn, createCustodialHolder, createToken } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";
import { admitCollectionV1 } from "./fixtures/admit-collection-v1.ts";

/**
 * A database made before collections had roles holds contracts of the first AdmitCollection (a
 * fixed operator, the operator's address as escrow). The server of today keeps issuing, listing,
 * selling and burning on them with the key that deployed them.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ JOBS_WORK: "false" });
});
afterAll(() => t.close());

const chain = () => t.app.chains.client("POLYGON");

async function oldCollection() {
  const operator = chain().operator.address;
  const sent = await t.app.chains.outbox.submit({
    network: "POLYGON",
    kind: "deploy",
    to: null,
    data: encodeDeployData({
      abi: admitCollectionV1.abi,
      bytecode: admitCollectionV1.bytecode,
      args: ["Old Night", "ADMIT", operator, "http://localhost/chain/meta/1/", true, operator, 500n],
    }),
    gas: GAS.deploy,
  });
  const deployed = await t.app.chains.outbox.settleOne(sent);
  return collectionAt(deployed?.contractAddress as string);
}

/** A collection row naming `contract` on POLYGON. */
async function collectionAt(contract: string) {
  const brand = await createBrand(t.db, "Old Brand");
  return createCltn(t.db, {
    brandId: brand.id,
    name: `Old Night ${randomUUID().slice(0, 6)}`,
    saleStartAt: new Date(),
    contractAddress: contract,
  });
}

const ownerOf = (contract: string, id: bigint) =>
  chain().public.readContract({
    address: contract as Hex,
    abi: admitCollectionV1.abi,
    functionName: "ownerOf",
    args: [id],
  });

describe("collections deployed before roles", () => {
  it("keep minting, listing into the operator's escrow, returning and burning; rotation lists them as fixed (and a contract gone from the chain as missing)", async () => {
    const cltn = await oldCollection();
    const contract = cltn.contractAddress as string;
    const seller = await createCustodialHolder(t, "Seller");
    const { wallet } = seller;
    const nft = await createToken(t.db, cltn.id, seller);
    await issueToken(t.app, nft);
    expect((await t.db.select().from(nfts).where(eq(nfts.id, nft.id)))[0]?.status).toBe("ACTIVE");
    expect(await ownerOf(contract, 1n)).toBe(wallet.address);

    const operator = chain().operator.address.toLowerCase();
    expect(await escrowOf(chain(), contract as Hex)).toBe(operator);
    const move = (from: number | "escrow", to: number | "escrow", ref: string) =>
      t.app.issuer.move({ nftId: nft.id, from, to, ref });
    expect(await move(seller.id, "escrow", `old:${nft.id}:escrow`)).toMatchObject({
      write: { status: "confirmed" },
    });
    expect((await ownerOf(contract, 1n)).toLowerCase()).toBe(operator);
    expect(await move("escrow", seller.id, `old:${nft.id}:return`)).toMatchObject({
      write: { status: "confirmed" },
    });
    expect(await ownerOf(contract, 1n)).toBe(wallet.address);

    const meta = await t.app.inject({ method: "GET", url: `/chain/meta/${cltn.id}/1` });
    expect(meta.statusCode).toBe(200);
    // A collection whose contract is not on this chain is named, and does not stop the others.
    const gone = await collectionAt("0x00000000000000000000000000000000000000bb");
    const steps = await rotateOperator(
      t.app,
      "POLYGON",
      "grant",
      "0x00000000000000000000000000000000000000aa",
    );
    expect(steps).toContainEqual({ cltnId: cltn.id, contract, outcome: "fixed" });
    expect(steps).toContainEqual({ cltnId: gone.id, contract: gone.contractAddress, outcome: "missing" });
    expect(await t.app.issuer.burn(nft.id)).toMatchObject({ status: "confirmed" });
    expect((await t.app.inject({ method: "GET", url: `/chain/meta/${cltn.id}/1` })).statusCode).toBe(404);
  });
});
