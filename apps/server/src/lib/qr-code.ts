import { createPrivateKey, createPublicKey, type KeyObject, randomBytes, sign, verify } from "node:crypto";

/**
 * Door QR codes: `A1.<payload>.<signature>`, both base64url. The payload names the token, and for
 * dynamic codes a nonce and the second the code stops working; the server signs it with Ed25519,
 * so a scanner holding the public key can check a code offline. The private key never leaves
 * the server.
 */
const PREFIX = "A1";
/** DER header of a PKCS#8 Ed25519 private key; the 32-byte seed follows it. */
const PKCS8_ED25519 = Buffer.from("302e020100300506032b657004220420", "hex");

export interface QrKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The raw 32-byte public key, base64url: what an offline scanner needs. */
  publicKeyRaw: string;
}

export function qrKeysFromSeed(seed: Buffer): QrKeys {
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519, seed]),
    format: "der",
    type: "pkcs8",
  });
  const publicKey = createPublicKey(privateKey);
  const spki = publicKey.export({ format: "der", type: "spki" });
  return { privateKey, publicKey, publicKeyRaw: spki.subarray(spki.length - 32).toString("base64url") };
}

export interface QrPayload {
  /** What `t` names: absent for a token, "c" for a held coupon. */
  k?: "c";
  /** Token id, or held coupon id when `k` is "c". */
  t: number;
  /** Nonce (dynamic codes): a code admits once. */
  n?: string;
  /** Unix seconds after which the code no longer admits (dynamic codes). */
  e?: number;
  /**
   * The token's transfer count when the code was made (absent: 0). A token that started changing
   * hands since counts higher: the door refuses the code.
   */
  x?: number;
}

export function signQr(keys: QrKeys, payload: QrPayload): string {
  const body = `${PREFIX}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
  const signature = sign(null, Buffer.from(body), keys.privateKey).toString("base64url");
  return `${body}.${signature}`;
}

export function dynamicQr(
  keys: QrKeys,
  id: number,
  validSeconds: number,
  now = Date.now(),
  kind?: "c",
  transferCount = 0,
): string {
  return signQr(keys, {
    ...(kind ? { k: kind } : {}),
    t: id,
    n: randomBytes(12).toString("base64url"),
    e: Math.floor(now / 1000) + validSeconds,
    ...(transferCount > 0 ? { x: transferCount } : {}),
  });
}

/** The payload of a code this server signed, or undefined for anything else (altered, foreign, junk). */
export function readQr(keys: Pick<QrKeys, "publicKey">, code: string): QrPayload | undefined {
  const parts = code.trim().split(".");
  if (parts.length !== 3 || parts[0] !== PREFIX) return undefined;
  const [prefix, body, signature] = parts as [string, string, string];
  let ok = false;
  try {
    ok = verify(null, Buffer.from(`${prefix}.${body}`), keys.publicKey, Buffer.from(signature, "base64url"));
  } catch {
    return undefined;
  }
  if (!ok) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as QrPayload;
    if (!Number.isInteger(payload.t)) return undefined;
    if (payload.k !== undefined && payload.k !== "c") return undefined;
    if (payload.x !== undefined && !(Number.isInteger(payload.x) && payload.x >= 0)) return undefined;
    return payload;
  } catch {
    return undefined;
  }
}
