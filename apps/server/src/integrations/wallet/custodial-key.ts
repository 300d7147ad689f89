import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";

const ALGORITHM = "aes-256-gcm";

/** A new EVM key pair; the private key comes back encrypted with `key` (32 bytes). */
export function createCustodialKey(key: Buffer): { address: string; encryptedKey: string } {
  const privateKey = generatePrivateKey();
  return { address: privateKeyToAccount(privateKey).address, encryptedKey: encryptKey(privateKey, key) };
}

export function encryptKey(privateKey: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const ciphertext = Buffer.concat([cipher.update(privateKey, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString("base64url")).join(".");
}

/** For signing on the server (the chain issue); throws when the data or the key was changed. */
export function decryptKey(encrypted: string, key: Buffer): `0x${string}` {
  const [iv, tag, ciphertext] = encrypted.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !ciphertext) throw new Error("Malformed encrypted key");
  const decipher = createDecipheriv(ALGORITHM, key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8") as `0x${string}`;
}
