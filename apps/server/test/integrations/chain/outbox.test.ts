import { and, eq } from "drizzle-orm";
import { keccak256 } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chainNonces, chainWrites } from "../../../src/db/schema/index.ts";
import { deployCollectionData, GAS } from "../../../src/integrations/chain/collection-contract.ts";
import type { ChainWrite, WriteRequest } from "../../../src/integrations/chain/outbox.ts";
import { buildTestApp } from "../../helper.ts";

/**
 * The outbox when the operator key signs behind its back (a script, a second tool with the same
 * key): a write whose nonce another transaction took can never be mined — it fails (its owner
 * retries it as a new write) and the nonce counter moves past the chain's, so the writes after it
 * are not lost too. An operator of this file's own, as the test files share one chain on a server.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let stopBeforeBroadcast = false;

beforeAll(async () => {
  t = await buildTestApp(
    { JOBS_WORK: "false", CHAIN_KLAYTN_OPERATOR_KEY: generatePrivateKey() },
    {
      chainFaults: {
        afterSign: () => {
          if (stopBeforeBroadcast) throw new Error("stopped before the broadcast");
        },
      },
    },
  );
});
afterAll(() => t.close());

const client = () => t.app.chains.client("KLAYTN");
const deploy = (): WriteRequest => ({
  network: "KLAYTN",
  kind: "deploy",
  to: null,
  data: deployCollectionData({
    name: "Outbox Night",
    operator: client().operator.address,
    baseUri: "https://admit.test/meta/1/",
    transferable: true,
    royaltyPercent: 0,
    royaltyReceiver: client().operator.address,
  }),
  gas: GAS.deploy,
});

/** A transaction of the operator that the outbox does not know of, at the chain's next nonce. */
async function sendBehindItsBack(): Promise<void> {
  const c = client();
  const nonce = await c.public.getTransactionCount({ address: c.operator.address, blockTag: "pending" });
  const raw = await c.operator.signTransaction({
    chainId: c.settings.chainId,
    type: "eip1559",
    nonce,
    to: c.operator.address,
    value: 1n,
    gas: 21_000n,
    ...(await c.fees()),
  });
  const hash = await c.public.sendRawTransaction({ serializedTransaction: raw });
  await c.public.waitForTransactionReceipt({ hash, pollingInterval: 50 });
}

const row = async (write: ChainWrite) =>
  (await t.db.select().from(chainWrites).where(eq(chainWrites.id, write.id)))[0];
const counter = async () =>
  (
    await t.db
      .select({ next: chainNonces.next })
      .from(chainNonces)
      .where(
        and(
          eq(chainNonces.network, "KLAYTN"),
          eq(chainNonces.address, client().operator.address.toLowerCase()),
        ),
      )
  )[0]?.next;

describe("the chain outbox and the operator's nonces", () => {
  it("a write whose nonce another transaction took fails, and the next write is mined", async () => {
    const first = await t.app.chains.outbox.submit(deploy());
    expect(await t.app.chains.outbox.settleOne(first)).toMatchObject({ status: "confirmed" });
    expect(await counter()).toBe(first.nonce + 1);

    await sendBehindItsBack();
    // The node says "nonce too low": it may be ours being mined; a minute on with no receipt, it is not.
    const lost = await t.app.chains.outbox.submit(deploy());
    expect(lost).toMatchObject({ nonce: first.nonce + 1, status: "sent" });
    expect(await t.app.chains.outbox.settleOne(lost)).toBeUndefined();
    await t.db
      .update(chainWrites)
      .set({ sentAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(chainWrites.id, lost.id));
    expect(await t.app.chains.outbox.settleOne((await row(lost)) as ChainWrite)).toMatchObject({
      status: "failed",
      error: `nonce ${lost.nonce} used by another transaction`,
    });
    expect(await counter()).toBe(first.nonce + 2);

    const next = await t.app.chains.outbox.submit(deploy());
    expect(next.nonce).toBe(first.nonce + 2);
    expect(await t.app.chains.outbox.settleOne(next)).toMatchObject({ status: "confirmed" });
  });

  it("a sent write whose nonce was mined by another transaction fails when it is settled", async () => {
    stopBeforeBroadcast = true;
    await expect(t.app.chains.outbox.submit(deploy())).rejects.toThrow(/before the broadcast/);
    stopBeforeBroadcast = false;
    const [stored] = await t.db
      .select()
      .from(chainWrites)
      .where(
        and(
          eq(chainWrites.network, "KLAYTN"),
          eq(chainWrites.from, client().operator.address.toLowerCase()),
          eq(chainWrites.status, "signed"),
        ),
      );
    if (!stored) throw new Error("no stored write");
    // As if it had been sent and its transaction dropped by the node: another one takes the nonce.
    await sendBehindItsBack();
    await t.db
      .update(chainWrites)
      .set({ status: "sent", sentAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(chainWrites.id, stored.id));
    const settled = await t.app.chains.outbox.settleOne((await row(stored)) as ChainWrite);
    expect(settled).toMatchObject({ status: "failed" });
    expect((await row(stored))?.status).toBe("failed");
    const after = await t.app.chains.outbox.submit(deploy());
    expect(await t.app.chains.outbox.settleOne(after)).toMatchObject({ status: "confirmed" });
  });

  it("a write stuck for three minutes is replaced at its nonce with a higher fee, and every hash is watched", async () => {
    stopBeforeBroadcast = true;
    await expect(t.app.chains.outbox.submit(deploy())).rejects.toThrow(/before the broadcast/);
    stopBeforeBroadcast = false;
    const [stuck] = await t.db
      .select()
      .from(chainWrites)
      .where(
        and(eq(chainWrites.from, client().operator.address.toLowerCase()), eq(chainWrites.status, "signed")),
      );
    if (!stuck) throw new Error("no stored write");
    // As if it had been sent and no node kept it: no receipt, and the chain has not passed its nonce.
    await t.db
      .update(chainWrites)
      .set({ status: "sent", sentAt: new Date(Date.now() - 4 * 60_000) })
      .where(eq(chainWrites.id, stuck.id));
    expect(await t.app.chains.outbox.settleOne((await row(stuck)) as ChainWrite)).toBeUndefined();
    const replaced = (await row(stuck)) as ChainWrite;
    expect(replaced.nonce).toBe(stuck.nonce);
    expect(replaced.hashes).toHaveLength(2);
    expect(replaced.hashes[0]).toBe(stuck.hashes[0]);
    expect(BigInt(replaced.maxFeePerGas)).toBeGreaterThanOrEqual((BigInt(stuck.maxFeePerGas) * 125n) / 100n);
    // The replacement is the one mined: the write settles on its hash.
    expect(await t.app.chains.outbox.settleOne(replaced)).toMatchObject({
      status: "confirmed",
      txHash: replaced.hashes[1],
    });
  });

  it("a transfer of value to an account is confirmed once mined, and a replacement sends the same value", async () => {
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const pay = (value: bigint): WriteRequest => ({
      network: "KLAYTN",
      kind: "faucet",
      to,
      data: "0x",
      gas: 21_000n,
      value,
    });
    const sent = await t.app.chains.outbox.submit(pay(3n * 10n ** 18n));
    // No contract, no event: mined and successful is done.
    expect(await t.app.chains.outbox.settleOne(sent)).toMatchObject({ status: "confirmed", error: null });
    expect(await client().public.getBalance({ address: to })).toBe(3n * 10n ** 18n);

    stopBeforeBroadcast = true;
    await expect(t.app.chains.outbox.submit(pay(2n * 10n ** 18n))).rejects.toThrow(/before the broadcast/);
    stopBeforeBroadcast = false;
    const [stuck] = await t.db
      .select()
      .from(chainWrites)
      .where(
        and(eq(chainWrites.from, client().operator.address.toLowerCase()), eq(chainWrites.status, "signed")),
      );
    if (!stuck) throw new Error("no stored write");
    await t.db
      .update(chainWrites)
      .set({ status: "sent", sentAt: new Date(Date.now() - 4 * 60_000) })
      .where(eq(chainWrites.id, stuck.id));
    expect(await t.app.chains.outbox.settleOne((await row(stuck)) as ChainWrite)).toBeUndefined();
    const replaced = (await row(stuck)) as ChainWrite;
    expect(replaced.hashes).toHaveLength(2);
    expect(await t.app.chains.outbox.settleOne(replaced)).toMatchObject({
      status: "confirmed",
      txHash: replaced.hashes[1],
    });
    expect(await client().public.getBalance({ address: to })).toBe(5n * 10n ** 18n);
  });

  it("a stuck write of a key since rotated away is rebroadcast as it is, never replaced by the new key", async () => {
    const retired = privateKeyToAccount(generatePrivateKey());
    const c = client();
    const fees = await c.fees();
    const raw = await retired.signTransaction({
      chainId: c.settings.chainId,
      type: "eip1559",
      nonce: 0,
      to: retired.address,
      value: 1n,
      gas: 21_000n,
      ...fees,
    });
    // Signed before the rotation, never mined (the retired key has no gas money left).
    const [old] = await t.db
      .insert(chainWrites)
      .values({
        network: "KLAYTN",
        kind: "faucet",
        from: retired.address.toLowerCase(),
        nonce: 0,
        to: retired.address.toLowerCase(),
        data: "0x",
        gas: "21000",
        maxFeePerGas: fees.maxFeePerGas.toString(),
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas.toString(),
        raw,
        hashes: [keccak256(raw)],
        status: "sent",
        sentAt: new Date(Date.now() - 4 * 60_000),
      })
      .returning();
    const nonceBefore = await c.public.getTransactionCount({
      address: c.operator.address,
      blockTag: "pending",
    });
    expect(await t.app.chains.outbox.settleOne(old as ChainWrite)).toBeUndefined();
    const after = (await row(old as ChainWrite)) as ChainWrite;
    expect(after.hashes).toEqual([keccak256(raw)]);
    expect(after.raw).toBe(raw);
    expect(await c.public.getTransactionCount({ address: c.operator.address, blockTag: "pending" })).toBe(
      nonceBefore,
    );
  });

  it("a closed outbox takes no write, and waits for those under way", async () => {
    const app = await buildTestApp({ JOBS_WORK: "false", CHAIN_KLAYTN_OPERATOR_KEY: generatePrivateKey() });
    const outbox = app.app.chains.outbox;
    const underway = outbox.submit(deploy());
    await app.close();
    expect(await underway).toMatchObject({ status: "sent", error: null });
    await expect(outbox.submit(deploy())).rejects.toThrow(/closed/);
  });
});
