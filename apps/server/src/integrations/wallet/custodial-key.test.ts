import { randomBytes } from "node:crypto";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { createCustodialKey, decryptKey } from "./custodial-key.ts";

describe("custodial keys", () => {
  it("encrypts the private key so only the server's key opens it, and it matches the address", () => {
    const key = randomBytes(32);
    const { address, encryptedKey } = createCustodialKey(key);
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(encryptedKey).not.toMatch(/0x[0-9a-f]{64}/);
    const privateKey = decryptKey(encryptedKey, key);
    expect(privateKeyToAccount(privateKey).address).toBe(address);
    expect(() => decryptKey(encryptedKey, randomBytes(32))).toThrow();
    const [iv, tag, data] = encryptedKey.split(".");
    // One character of the ciphertext changed (to another one: "A" would be no change 1 time in 64).
    const changed = `${data?.startsWith("A") ? "B" : "A"}${data?.slice(1)}`;
    expect(() => decryptKey([iv, tag, changed].join("."), key)).toThrow();
  });
});
