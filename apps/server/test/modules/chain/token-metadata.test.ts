import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { imageWidthFor } from "@admit/contract/images";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { type Hex, parseEventLogs } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cltns, nfts } from "../../../src/db/schema/index.ts";
import { admitCollection } from "../../../src/integrations/chain/contracts.generated.ts";
import { announceMetadataChange } from "../../../src/modules/chain/announce-metadata.ts";
import { issueToken } from "../../../src/modules/issuing/issue-order.ts";
import { createBrand, createCltn, createCustodialHolder, createToken } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
let cltnId: number;

beforeAll(async () => {
  t = await buildTestApp({ JOBS_WORK: "false" });
  const brand = await createBrand(t.db, "Meta Brand");
  cltnId = (
    await createCltn(t.db, {
      brandId: brand.id,
      name: `Meta Night ${randomUUID().slice(0, 6)}`,
      image: "/uploads/poster.png",
      royalty: 5,
    })
  ).id;
});
afterAll(() => t.close());

let serial = 0;
/** A token of the collection held in a custodial wallet; minted on chain unless `minted` is false. */
async function token(minted = true) {
  const holder = await createCustodialHolder(t);
  const nft = await createToken(t.db, cltnId, holder, {
    status: minted ? "ISSUING" : "ACTIVE",
    serial: ++serial,
  });
  if (minted) await issueToken(t.app, nft);
  return nft;
}
const metadata = (nft: { serial: number }) =>
  t.app.inject({
    method: "GET",
    url: `/chain/meta/${cltnId}/${nft.serial}`,
    headers: { origin: "https://marketplace.example" },
  });
const setStatus = (id: number, status: typeof nfts.$inferSelect.status) =>
  t.db.update(nfts).set({ status }).where(eq(nfts.id, id));

describe("token metadata (tokenURI)", () => {
  it("answers for every token the chain has, whatever its card's state, readable from any site", async () => {
    const held = await token();
    const res = await metadata(held);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: expect.stringMatching(/#1$/),
      image: `${t.app.config.publicUrl}/uploads/poster.png`,
    });
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    // A send that failed, a resale on its way to its buyer: the token is still on chain.
    for (const status of ["SEND_FAIL", "SELL_REG_FAIL", "ISSUING"] as const) {
      const nft = await token();
      await setStatus(nft.id, status);
      expect((await metadata(nft)).statusCode, status).toBe(200);
    }
  });

  it("answers 404 for a burned token and for one never recorded on chain", async () => {
    const taken = await token();
    await t.db.update(nfts).set({ status: "EXPIRED", ownerId: null }).where(eq(nfts.id, taken.id));
    expect((await metadata(taken)).statusCode).toBe(200);
    expect(await t.app.issuer.burn(taken.id)).toMatchObject({ status: "confirmed" });
    const burned = await metadata(taken);
    expect(burned.statusCode).toBe(404);
    expect(burned.headers["access-control-allow-origin"]).toBe("*");
    expect((await metadata(await token(false))).statusCode).toBe(404);
    expect((await metadata({ serial: 9_999 })).statusCode).toBe(404);
  });

  it("lets other sites show the image it names", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const dir = t.app.config.storage.kind === "local" ? t.app.config.storage.dir : "";
    await writeFile(join(dir, "poster.png"), png);
    for (const url of ["/uploads/poster.png", `/img/${imageWidthFor(64)}/uploads/poster.png`]) {
      const image = await t.app.inject({ method: "GET", url, headers: { origin: "https://wallet.example" } });
      expect(image.statusCode, url).toBe(200);
      expect(image.headers["access-control-allow-origin"], url).toBe("*");
      expect(image.headers["cross-origin-resource-policy"], url).toBe("cross-origin");
    }
  });

  it("changes when the event is called off, and says so on chain (ERC-4906) for every token of the collection", async () => {
    const nft = await token();
    await t.db.update(cltns).set({ cancelledAt: new Date() }).where(eq(cltns.id, cltnId));
    expect((await metadata(nft)).json().attributes).toContainEqual({
      trait_type: "Status",
      value: "Cancelled",
    });
    const write = await announceMetadataChange(t.app, cltnId);
    expect(write?.status).toBe("confirmed");
    const receipt = await t.app.chains
      .client("POLYGON")
      .public.getTransactionReceipt({ hash: write?.txHash as Hex });
    expect(parseEventLogs({ abi: admitCollection.abi, logs: receipt.logs })).toMatchObject([
      { eventName: "BatchMetadataUpdate", args: { _fromTokenId: 1n, _toTokenId: BigInt(serial) } },
    ]);
  });
});
