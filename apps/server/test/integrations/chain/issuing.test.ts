import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { encodeFunctionData, type Hex } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chainWrites,
  cltns,
  nftHistories,
  nfts,
  orders,
  users,
  wallets,
} from "../../../src/db/schema/index.ts";
import { createChainClient } from "../../../src/integrations/chain/chain-client.ts";
import { admitCollection } from "../../../src/integrations/chain/contracts.generated.ts";
import { reconcileOwners } from "../../../src/modules/chain/reconcile.ts";
import { issueToken } from "../../../src/modules/issuing/issue-order.ts";
import {
  createBrand,
  createCltn,
  createCustodialHolders,
  createSignedInUser,
  createToken,
  createTokens,
} from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
let brandId: number;

beforeAll(async () => {
  t = await buildTestApp({ JOBS_WORK: "false" });
  brandId = (await createBrand(t.db, "Chain Brand")).id;
});
afterAll(() => t.close());

/** A viem client on the app's embedded POLYGON chain, as the issuer has. */
function chain() {
  const settings = t.app.chains.settings("POLYGON");
  return createChainClient(settings, t.app.chains.operatorKey("POLYGON"), async (body) =>
    (await t.app.inject({ method: "POST", url: "/chain/polygon/rpc", payload: body as object })).json(),
  );
}

const collection = (name = `Chain Night ${randomUUID().slice(0, 6)}`) =>
  createCltn(t.db, { brandId, name, royalty: 5 });

/** `count` holders, each with a custodial wallet and an ISSUING token of `cltnId` (serials 1…count). */
const issuingTokens = async (cltnId: number, count: number) =>
  createTokens(t.db, cltnId, await createCustodialHolders(t, count));

describe("issuing on the chain", () => {
  it("200 tokens issued at once: one contract, 200 distinct token ids owned by their holders, no nonce twice", async () => {
    const cltn = await collection();
    const tokens = await issuingTokens(cltn.id, 200);
    const started = performance.now();
    await Promise.all(tokens.map((nft) => issueToken(t.app, nft)));
    const seconds = (performance.now() - started) / 1000;
    console.log(`200 mints (with the collection's deployment) in ${seconds.toFixed(1)} s`);

    const issued = await t.db
      .select({
        id: nfts.id,
        status: nfts.status,
        tokenId: nfts.tokenId,
        serial: nfts.serial,
        owner: wallets.address,
      })
      .from(nfts)
      .innerJoin(wallets, eq(wallets.userId, nfts.ownerId))
      .where(eq(nfts.cltnId, cltn.id))
      .orderBy(asc(nfts.serial));
    expect(issued.every((n) => n.status === "ACTIVE")).toBe(true);
    expect(new Set(issued.map((n) => n.tokenId)).size).toBe(200);
    expect(issued.every((n) => n.tokenId === String(n.serial))).toBe(true);

    const [withContract] = await t.db.select().from(cltns).where(eq(cltns.id, cltn.id));
    const contract = withContract?.contractAddress as Hex;
    expect(contract).toMatch(/^0x[0-9a-f]{40}$/);
    const client = chain();
    const owners = await Promise.all(
      issued.map((n) =>
        client.public.readContract({
          address: contract,
          abi: admitCollection.abi,
          functionName: "ownerOf",
          args: [BigInt(n.serial)],
        }),
      ),
    );
    expect(owners.map((o) => o.toLowerCase())).toEqual(issued.map((n) => n.owner.toLowerCase()));

    const writes = await t.db.select().from(chainWrites).where(eq(chainWrites.cltnId, cltn.id));
    expect(writes.filter((w) => w.kind === "deploy")).toHaveLength(1);
    expect(writes.filter((w) => w.kind === "mint")).toHaveLength(200);
    expect(writes.every((w) => w.status === "confirmed")).toBe(true);
    expect(new Set(writes.map((w) => `${w.network}:${w.from}:${w.nonce}`)).size).toBe(201);

    const minted = await t.db
      .select({ detail: nftHistories.detail })
      .from(nftHistories)
      .where(
        and(
          inArray(
            nftHistories.nftId,
            issued.map((n) => n.id),
          ),
          eq(nftHistories.type, "MINTED"),
        ),
      );
    expect(minted).toHaveLength(200);
    expect(minted.every((h) => typeof h.detail.txHash === "string")).toBe(true);
  }, 120_000); // a correctness test of 200 mints, not a timing: a busy CI machine takes its time

  it("issuing a token again never mints it twice: an open or confirmed mint is the answer", async () => {
    const cltn = await collection();
    const [nft] = await issuingTokens(cltn.id, 1);
    if (!nft) throw new Error("no token");
    const first = await t.app.issuer.mint(nft.id);
    const again = await t.app.issuer.mint(nft.id);
    expect(first.kind).toBe("write");
    expect(again).toEqual(
      first.kind === "write"
        ? { kind: "write", write: expect.objectContaining({ id: first.write.id }) }
        : first,
    );
    const mints = await t.db
      .select()
      .from(chainWrites)
      .where(and(eq(chainWrites.nftId, nft.id), eq(chainWrites.kind, "mint")));
    expect(mints).toHaveLength(1);
  });

  it("shows the token's contract, id and explorer links on its card", async () => {
    const cltn = await collection();
    const [nft] = await issuingTokens(cltn.id, 1);
    if (!nft) throw new Error("no token");
    await issueToken(t.app, nft);
    const [row] = await t.db.select().from(nfts).where(eq(nfts.id, nft.id));
    expect(row?.status).toBe("ACTIVE");
    const [withContract] = await t.db.select().from(cltns).where(eq(cltns.id, cltn.id));
    const { getNft } = await import("../../../src/modules/nfts/get-nft.ts");
    const card = await getNft(t.app, nft.ownerId as number, nft.id, "en");
    expect(card).toMatchObject({
      network: "POLYGON",
      tokenId: "1",
      contractAddress: withContract?.contractAddress,
      contractUrl: `${t.app.config.publicUrl}/chain/polygon/address/${withContract?.contractAddress}`,
    });
    expect(card.walletUrl).toBe(`${t.app.config.publicUrl}/chain/polygon/address/${card.walletAddress}`);

    // The links open the local explorer: the collection's contract, the holder's wallet, the token, the mint.
    const open = (url: string) =>
      t.app.inject({ method: "GET", url: url.replace(t.app.config.publicUrl, "") });
    const contractPage = await open(card.contractUrl as string);
    expect(contractPage.statusCode).toBe(200);
    expect(contractPage.body).toContain(cltn.name);
    expect(contractPage.body).toContain("Admit collection (ERC-721)");
    const walletPage = await open(card.walletUrl as string);
    expect(walletPage.body).toContain("Tokens held (1)");
    const tokenPage = await open(`/chain/polygon/token/${card.contractAddress}/1`);
    expect(tokenPage.statusCode).toBe(200);
    expect(tokenPage.body).toContain(card.walletAddress?.toLowerCase());
    const [minted] = await t.db
      .select({ detail: nftHistories.detail })
      .from(nftHistories)
      .where(and(eq(nftHistories.nftId, nft.id), eq(nftHistories.type, "MINTED")));
    const txPage = await open(`/chain/polygon/tx/${minted?.detail.txHash}`);
    expect(txPage.body).toContain("Success");
    expect(txPage.body).toContain("Mint");
    expect((await open(`/chain/polygon/tx/0x${"0".repeat(64)}`)).statusCode).toBe(404);
    expect((await open(`/chain/polygon/address/nonsense`)).statusCode).toBe(404);

    // Its metadata: what the collection shows publicly, nothing about who holds it.
    const uri = await chain().public.readContract({
      address: card.contractAddress as Hex,
      abi: admitCollection.abi,
      functionName: "tokenURI",
      args: [1n],
    });
    expect(uri).toBe(`${t.app.config.publicUrl}/chain/meta/${cltn.id}/1`);
    const metadata = await open(uri);
    expect(metadata.json()).toMatchObject({
      name: `${cltn.name} #1`,
      image: `${t.app.config.publicUrl}/i.svg`,
    });
    const [holder] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, nft.ownerId as number));
    expect(metadata.body).not.toContain(holder?.email);
    expect(metadata.body).not.toContain(card.walletAddress);
    expect((await open(`/chain/meta/${cltn.id}/99`)).statusCode).toBe(404);
  });

  it("a failed token is recorded again by its holder (recreate), and the card names its transaction for the status call", async () => {
    const holder = await createSignedInUser(t, "chain-pass-1");
    const stranger = await createSignedInUser(t, "chain-pass-1");
    const cltn = await collection();
    const nft = await createToken(t.db, cltn.id, holder, { status: "ISSUE_FAIL" });
    const card = () =>
      t.app.inject({ method: "GET", url: `/api/v1/nfts/${nft.id}`, cookies: holder.cookies });
    // Nothing of it was sent to the chain yet: no transaction to ask about.
    expect((await card()).json().trstId).toBeNull();
    const recreate = await t.app.inject({
      method: "POST",
      url: `/api/v1/nfts/${nft.id}/recreate`,
      cookies: holder.cookies,
    });
    expect(recreate.statusCode).toBe(202);
    expect(recreate.json()).toEqual({ status: "ISSUING" });
    const [after] = await t.db.select().from(nfts).where(eq(nfts.id, nft.id));
    expect(after).toMatchObject({ status: "ACTIVE", tokenId: "1" });
    const [write] = await t.db
      .select()
      .from(chainWrites)
      .where(and(eq(chainWrites.nftId, nft.id), eq(chainWrites.kind, "mint")));
    // The card names its current transaction, which the status call answers.
    const { trstId } = (await card()).json();
    expect(trstId).toBe(write?.id);
    const status = await t.app.inject({
      method: "GET",
      url: `/api/v1/nfts/${nft.id}/transactions/${trstId}/status`,
      cookies: holder.cookies,
    });
    expect(status.json()).toMatchObject({
      id: write?.id,
      kind: "mint",
      status: "CONFIRMED",
      network: "POLYGON",
      txHash: write?.txHash,
      txUrl: `${t.app.config.publicUrl}/chain/polygon/tx/${write?.txHash}`,
    });
    const history = await t.app.inject({
      method: "GET",
      url: `/api/v1/nfts/${nft.id}/history`,
      cookies: holder.cookies,
    });
    expect(history.json()).toEqual([
      expect.objectContaining({
        type: "MINTED",
        detail: { txHash: write?.txHash },
        txUrl: `${t.app.config.publicUrl}/chain/polygon/tx/${write?.txHash}`,
      }),
    ]);
    const ofAnother = await t.app.inject({
      method: "GET",
      url: `/api/v1/nfts/${nft.id}/transactions/${write?.id}/status`,
      cookies: stranger.cookies,
    });
    expect(ofAnother.json().code).toBe("4505");
    const unknown = await t.app.inject({
      method: "GET",
      url: `/api/v1/nfts/${nft.id}/transactions/999999/status`,
      cookies: holder.cookies,
    });
    expect(unknown.statusCode).toBe(404);
    const again = await t.app.inject({
      method: "POST",
      url: `/api/v1/nfts/${nft.id}/recreate`,
      cookies: holder.cookies,
    });
    expect(again.statusCode).toBe(400);
  });

  it("a token whose order began its refund meanwhile is not minted: nothing is signed for it", async () => {
    const cltn = await collection();
    const [nft] = await issuingTokens(cltn.id, 1);
    if (!nft?.ownerId) throw new Error("no token");
    const orderId = `ord_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
    await t.db.insert(orders).values({
      id: orderId,
      userId: nft.ownerId,
      cltnId: cltn.id,
      nftGroupId: 0,
      status: "REFUNDING",
      currency: "KRW",
      lines: [],
      ticketCount: 1,
      subtotal: 0,
      amount: 0,
      expiresAt: new Date(Date.now() + 600_000),
    });
    await t.db.update(nfts).set({ orderId }).where(eq(nfts.id, nft.id));
    await expect(t.app.issuer.mint(nft.id)).rejects.toThrow(/its order is refunded/);
    const writes = await t.db
      .select()
      .from(chainWrites)
      .where(and(eq(chainWrites.nftId, nft.id), eq(chainWrites.kind, "mint")));
    expect(writes).toEqual([]);
  });

  it("reconcile reports tokens whose holder on chain is not the one in the database, and changes nothing", async () => {
    const cltn = await collection();
    const tokens = await issuingTokens(cltn.id, 3);
    for (const nft of tokens) await issueToken(t.app, nft);
    const [a, b, c] = tokens;
    if (!a || !b || !c) throw new Error("no tokens");
    expect((await reconcileOwners(t.app, { network: "POLYGON", cltnId: cltn.id })).drift).toEqual([]);

    // Planted: the database gives token a to b's holder; on chain, token c moves away without the database.
    await t.db.update(nfts).set({ ownerId: b.ownerId }).where(eq(nfts.id, a.id));
    const [withContract] = await t.db.select().from(cltns).where(eq(cltns.id, cltn.id));
    const contract = withContract?.contractAddress as Hex;
    const [cWallet] = await t.db
      .select()
      .from(wallets)
      .where(eq(wallets.userId, c.ownerId as number));
    const elsewhere = "0x000000000000000000000000000000000000bEEF";
    // Sent through the outbox (the operator's nonces are its own), as support's move would be.
    const moved = await t.app.chains.outbox.submit({
      network: "POLYGON",
      kind: "transfer",
      to: contract,
      data: encodeFunctionData({
        abi: admitCollection.abi,
        functionName: "operatorTransfer",
        args: [cWallet?.address as Hex, elsewhere, 3n],
      }),
      gas: 200_000n,
      cltnId: cltn.id,
    });
    expect(await t.app.chains.outbox.settleOne(moved)).toMatchObject({ status: "confirmed" });

    const before = await t.db
      .select()
      .from(nfts)
      .where(inArray(nfts.id, [a.id, c.id]));
    const { drift } = await reconcileOwners(t.app, { network: "POLYGON", cltnId: cltn.id });
    const [aWallet] = await t.db
      .select()
      .from(wallets)
      .where(eq(wallets.userId, b.ownerId as number));
    expect(drift.map((d) => [d.nftId, d.expected, d.actual])).toEqual([
      [a.id, aWallet?.address.toLowerCase(), expect.stringMatching(/^0x[0-9a-f]{40}$/)],
      [c.id, cWallet?.address.toLowerCase(), elsewhere.toLowerCase()],
    ]);
    expect(
      await t.db
        .select()
        .from(nfts)
        .where(inArray(nfts.id, [a.id, c.id])),
    ).toEqual(before);
  });
  it("reconcile counts a token it could not read apart from drift: a network that did not answer says nothing", async () => {
    const cltn = await collection();
    const [nft] = await issuingTokens(cltn.id, 1);
    if (!nft) throw new Error("no token");
    await issueToken(t.app, nft);
    const chains = t.app.chains;
    const silent = {
      ...chains,
      client: (network: Parameters<typeof chains.client>[0]) => {
        const real = chains.client(network);
        return {
          ...real,
          public: { ...real.public, readContract: () => Promise.reject(new Error("socket hang up")) },
        };
      },
    } as typeof chains;
    expect(
      await reconcileOwners({ db: t.db, chains: silent }, { network: "POLYGON", cltnId: cltn.id }),
    ).toEqual({
      checked: 0,
      drift: [],
      unread: [nft.id],
    });
    // A token the contract does not have is drift: the contract answered.
    await t.db.update(nfts).set({ tokenId: "999" }).where(eq(nfts.id, nft.id));
    const { drift, unread } = await reconcileOwners(t.app, { network: "POLYGON", cltnId: cltn.id });
    expect(unread).toEqual([]);
    expect(drift).toMatchObject([{ nftId: nft.id, tokenId: "999", actual: null }]);
  });
});
