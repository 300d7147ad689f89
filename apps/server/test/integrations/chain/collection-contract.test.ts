import { randomUUID } from "node:crypto";
import { like } from "drizzle-orm";
import { encodeFunctionData, type Hex, keccak256, parseEther, parseEventLogs, toHex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chainWrites as chainWritesTable } from "../../../src/db/schema/index.ts";
import {
  deployCollectionData,
  escrowOf,
  GAS,
  metadataChangedData,
  mintData,
  transferData,
} from "../../../src/integrations/chain/collection-contract.ts";
import { admitCollection } from "../../../src/integrations/chain/contracts.generated.ts";
import { rotateOperator } from "../../../src/modules/chain/rotate-operator.ts";
import { createBrand, createCltn } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ JOBS_WORK: "false" });
});
afterAll(() => t.close());

const abi = admitCollection.abi;
const chain = () => t.app.chains.client("POLYGON");
const OPERATOR_ROLE = keccak256(toHex("OPERATOR_ROLE"));
const ADMIN_ROLE = `0x${"0".repeat(64)}` as Hex;
const inAnHour = () => BigInt(Math.floor(Date.now() / 1000) + 3600);

/** A write of the app's operator through its outbox, confirmed; answers its receipt's events. */
async function write(to: Hex | null, data: Hex, value?: bigint) {
  const sent = await t.app.chains.outbox.submit({
    network: "POLYGON",
    kind: to === null ? "deploy" : "setting",
    to,
    data,
    gas: to === null ? GAS.deploy : GAS.mint,
    ...(value ? { value } : {}),
  });
  const done = await t.app.chains.outbox.settleOne(sent);
  expect(done?.status, done?.error ?? "").toBe("confirmed");
  const receipt = await chain().public.getTransactionReceipt({ hash: done?.txHash as Hex });
  return { receipt, events: parseEventLogs({ abi, logs: receipt.logs }) };
}

async function deploy(transferable: boolean): Promise<Hex> {
  const { receipt } = await write(
    null,
    deployCollectionData({
      name: `Roles ${randomUUID().slice(0, 6)}`,
      operator: chain().operator.address,
      baseUri: "http://localhost/chain/meta/1/",
      transferable,
      royaltyPercent: 5,
      royaltyReceiver: chain().operator.address,
    }),
  );
  return receipt.contractAddress as Hex;
}

/** A transaction signed by another key than the app's operator (a new key, a stranger). */
async function sendAs(key: Hex, to: Hex, data: Hex) {
  const c = chain();
  const account = privateKeyToAccount(key);
  const nonce = await c.public.getTransactionCount({ address: account.address, blockTag: "pending" });
  const raw = await account.signTransaction({
    chainId: c.settings.chainId,
    type: "eip1559",
    nonce,
    to,
    data,
    gas: 300_000n,
    ...(await c.fees()),
  });
  const hash = await c.public.sendRawTransaction({ serializedTransaction: raw });
  return c.public.getTransactionReceipt({ hash });
}

const read = <T>(address: Hex, functionName: string, args: unknown[] = []) =>
  chain().public.readContract({ address, abi, functionName, args } as never) as Promise<T>;

describe("the collection contract", () => {
  it("declares ERC-721, ERC-2981, AccessControl, ERC-4906 and ERC-5192", async () => {
    const contract = await deploy(true);
    for (const id of ["0x80ac58cd", "0x2a55205a", "0x7965db0b", "0x49064906", "0xb45a3c0e"])
      expect(await read<boolean>(contract, "supportsInterface", [id]), id).toBe(true);
    expect(await read<boolean>(contract, "supportsInterface", ["0xffffffff"])).toBe(false);
  });

  it("says a token is locked (ERC-5192) when its holder cannot transfer it, with Locked and Unlocked events", async () => {
    const holder = privateKeyToAccount(generatePrivateKey()).address;
    const soulbound = await deploy(false);
    const minted = await write(soulbound, mintData(holder, 1n, 0n));
    expect(minted.events.map((e) => e.eventName)).toEqual(["Transfer", "Locked"]);
    expect(await read<boolean>(soulbound, "locked", [1n])).toBe(true);
    await expect(read(soulbound, "locked", [2n])).rejects.toThrow(/ERC721NonexistentToken/);

    const open = await deploy(true);
    const free = await write(open, mintData(holder, 1n, 0n));
    expect(free.events.map((e) => e.eventName)).toEqual(["Transfer"]);
    expect(await read<boolean>(open, "locked", [1n])).toBe(false);
    const untilDoors = await write(open, mintData(holder, 2n, inAnHour()));
    expect(untilDoors.events.map((e) => e.eventName)).toEqual(["Transfer", "Locked"]);
    expect(await read<boolean>(open, "locked", [2n])).toBe(true);
    const setUnlock = (id: bigint, at: bigint) =>
      write(open, encodeFunctionData({ abi, functionName: "setUnlockAt", args: [id, at] }));
    expect((await setUnlock(2n, 0n)).events.map((e) => e.eventName)).toEqual([
      "UnlockAtChanged",
      "Unlocked",
      "MetadataUpdate",
    ]);
    expect(await read<boolean>(open, "locked", [2n])).toBe(false);
    expect((await setUnlock(1n, inAnHour())).events.map((e) => e.eventName)).toEqual([
      "UnlockAtChanged",
      "Locked",
      "MetadataUpdate",
    ]);
  });

  it("announces metadata changes (ERC-4906): one token, a range, a new base URI, a new transfer rule", async () => {
    const contract = await deploy(true);
    const one = await write(contract, metadataChangedData(3n, 3n));
    expect(one.events).toMatchObject([{ eventName: "MetadataUpdate", args: { _tokenId: 3n } }]);
    const range = await write(contract, metadataChangedData(1n, 40n));
    expect(range.events).toMatchObject([
      { eventName: "BatchMetadataUpdate", args: { _fromTokenId: 1n, _toTokenId: 40n } },
    ]);
    const all = { _fromTokenId: 0n, _toTokenId: 2n ** 256n - 1n };
    const base = await write(
      contract,
      encodeFunctionData({ abi, functionName: "setBaseURI", args: ["https://admit.example/chain/meta/9/"] }),
    );
    expect(base.events).toMatchObject([{ eventName: "BatchMetadataUpdate", args: all }]);
    const rule = await write(
      contract,
      encodeFunctionData({ abi, functionName: "setTransferable", args: [false] }),
    );
    expect(rule.events.map((e) => e.eventName)).toEqual(["TransferableChanged", "BatchMetadataUpdate"]);
  });

  it("rotates the operator key by roles: the new key mints and takes listed tokens out of escrow, the old one can do nothing", async () => {
    const contract = await deploy(true);
    const oldKey = chain().operator.address;
    const seller = privateKeyToAccount(generatePrivateKey()).address;
    const buyer = privateKeyToAccount(generatePrivateKey()).address;
    // Listed before the rotation: in escrow at the contract itself, not at the old key's address.
    const escrow = await escrowOf(chain(), contract);
    expect(escrow).toBe(contract.toLowerCase());
    await write(contract, mintData(seller, 1n, 0n));
    await write(contract, transferData(seller, escrow, 1n));

    const newKey = generatePrivateKey();
    const next = privateKeyToAccount(newKey).address;
    await write(next, "0x", parseEther("1"));
    const grant = (role: Hex) => encodeFunctionData({ abi, functionName: "grantRole", args: [role, next] });
    await write(contract, grant(OPERATOR_ROLE));
    await write(contract, grant(ADMIN_ROLE));
    // The new key takes over: it mints, and sells the token listed under the old key.
    expect((await sendAs(newKey, contract, mintData(buyer, 2n, 0n))).status).toBe("success");
    expect((await sendAs(newKey, contract, transferData(escrow, buyer, 1n))).status).toBe("success");
    expect(await read<Hex>(contract, "ownerOf", [1n])).toBe(buyer);
    // …and removes the old one, which then can neither mint nor grant itself back.
    const revoke = (role: Hex) =>
      encodeFunctionData({ abi, functionName: "revokeRole", args: [role, oldKey] });
    expect((await sendAs(newKey, contract, revoke(OPERATOR_ROLE))).status).toBe("success");
    expect((await sendAs(newKey, contract, revoke(ADMIN_ROLE))).status).toBe("success");
    expect(await read<boolean>(contract, "hasRole", [OPERATOR_ROLE, oldKey])).toBe(false);
    await expect(
      chain().public.call({ account: oldKey, to: contract, data: mintData(buyer, 3n, 0n) }),
    ).rejects.toThrow(/reverted/);
    await expect(
      chain().public.call({
        account: oldKey,
        to: contract,
        data: encodeFunctionData({ abi, functionName: "grantRole", args: [OPERATOR_ROLE, oldKey] }),
      }),
    ).rejects.toThrow(/reverted/);
    // A stranger never could.
    const stranger = privateKeyToAccount(generatePrivateKey()).address;
    await expect(
      chain().public.call({ account: stranger, to: contract, data: mintData(stranger, 4n, 0n) }),
    ).rejects.toThrow(/reverted/);
  });

  it("chain:rotate-operator grants the new key both roles on every collection of the network, once, and revokes the old one", async () => {
    const brand = await createBrand(t.db, "Rotation");
    const contract = await deploy(true);
    const cltn = await createCltn(t.db, {
      brandId: brand.id,
      name: "Rotation Night",
      saleStartAt: new Date(),
      contractAddress: contract.toLowerCase(),
    });
    const next = privateKeyToAccount(generatePrivateKey()).address;
    const granted = await rotateOperator(t.app, "POLYGON", "grant", next);
    expect(granted).toContainEqual({ cltnId: cltn.id, contract: contract.toLowerCase(), outcome: "done" });
    expect(await read<boolean>(contract, "hasRole", [OPERATOR_ROLE, next])).toBe(true);
    expect(await read<boolean>(contract, "hasRole", [ADMIN_ROLE, next])).toBe(true);
    // Run again: nothing is sent twice (counted on this contract: other files' collections share the database).
    const writes = async () =>
      (
        await t.db
          .select()
          .from(chainWritesTable)
          .where(like(chainWritesTable.ref, `rotate:POLYGON:${contract.toLowerCase()}:grant:%`))
      ).length;
    const before = await writes();
    await rotateOperator(t.app, "POLYGON", "grant", next);
    expect(await writes()).toBe(before);
    // The retired key's roles are taken away (here the app's key revokes the one it granted).
    expect(await rotateOperator(t.app, "POLYGON", "revoke", next)).toContainEqual(
      expect.objectContaining({ cltnId: cltn.id, outcome: "done" }),
    );
    expect(await read<boolean>(contract, "hasRole", [OPERATOR_ROLE, next])).toBe(false);
    expect(await read<boolean>(contract, "hasRole", [ADMIN_ROLE, next])).toBe(false);
  });
});
