import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from "node:crypto";

/**
 * JWE compact serialisation with a direct key (`alg: dir`, `enc: A256GCM`), as Toss Payments'
 * ENCRYPTION security mode asks of payout requests: the 64-hex-character security key is the
 * content key; `iat` and `nonce` are its custom header fields.
 */
export function encryptJwe(payload: unknown, securityKeyHex: string, now = new Date()): string {
  const key = Buffer.from(securityKeyHex, "hex");
  const header = Buffer.from(
    JSON.stringify({ alg: "dir", enc: "A256GCM", iat: isoWithOffset(now), nonce: randomUUID() }),
  ).toString("base64url");
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(header, "ascii"));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return [
    header,
    "",
    iv.toString("base64url"),
    ciphertext.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
  ].join(".");
}

/** The payload of a JWE made with the same key; throws when it was altered or made with another key. */
export function decryptJwe<T>(jwe: string, securityKeyHex: string): T {
  const [header, , iv, ciphertext, tag] = jwe.trim().split(".");
  if (!header || !iv || !ciphertext || !tag) throw new Error("not a JWE");
  const decipher = createDecipheriv(
    "aes-256-gcm",
    Buffer.from(securityKeyHex, "hex"),
    Buffer.from(iv, "base64url"),
  );
  decipher.setAAD(Buffer.from(header, "ascii"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  const clear = Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]);
  return JSON.parse(clear.toString("utf8")) as T;
}

/** `yyyy-MM-dd'T'HH:mm:ss+00:00`, the `iat` format Toss asks for. */
function isoWithOffset(d: Date): string {
  return `${d.toISOString().slice(0, 19)}+00:00`;
}
