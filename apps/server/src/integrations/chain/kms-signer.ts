import { AwsClient } from "aws4fetch";
import {
  bytesToHex,
  type Hex,
  hashMessage,
  hashTypedData,
  hexToBytes,
  keccak256,
  type LocalAccount,
  numberToHex,
  recoverAddress,
  type Signature,
  serializeSignature,
  serializeTransaction,
} from "viem";
import { publicKeyToAddress, toAccount } from "viem/accounts";
import type { KmsSettings } from "../../config.ts";

/** The order of secp256k1's group: s and n − s are both valid; Ethereum accepts only the lower. */
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const HALF_N = N / 2n;

/** A DER length at `at`: short form, or long form (0x81/0x82 and the length's bytes). */
function derLength(der: Uint8Array, at: number): { length: number; next: number } {
  const first = der[at] ?? 0;
  if (first < 0x80) return { length: first, next: at + 1 };
  const bytes = first & 0x7f;
  let length = 0;
  for (let i = 1; i <= bytes; i++) length = length * 256 + (der[at + i] ?? 0);
  return { length, next: at + 1 + bytes };
}

/** An ECDSA signature as KMS answers it: DER `SEQUENCE { INTEGER r, INTEGER s }`. */
export function parseDerSignature(der: Uint8Array): { r: bigint; s: bigint } {
  if (der[0] !== 0x30) throw new Error("KMS signature: not a DER sequence");
  let at = derLength(der, 1).next;
  const integer = () => {
    if (der[at] !== 0x02) throw new Error("KMS signature: not a DER integer");
    const { length, next } = derLength(der, at + 1);
    const value = BigInt(bytesToHex(der.subarray(next, next + length)));
    at = next + length;
    return value;
  };
  const r = integer();
  const s = integer();
  if (r <= 0n || r >= N || s <= 0n || s >= N) throw new Error("KMS signature: r or s out of range");
  return { r, s };
}

/**
 * The uncompressed public key (0x04‖x‖y) of KMS's `GetPublicKey` answer: a DER SubjectPublicKeyInfo
 * whose BIT STRING holds it; for secp256k1 the key is its last 65 bytes.
 */
export function publicKeyFromSpki(der: Uint8Array): Hex {
  const key = der.subarray(der.length - 65);
  if (der.length < 65 + 23 || key[0] !== 0x04) throw new Error("KMS public key: not an uncompressed EC key");
  return bytesToHex(key);
}

/**
 * A DER signature of `hash` as Ethereum wants it: s in the lower half (EIP-2), and the recovery id
 * (y parity) that KMS does not give, found by recovering each candidate's signer.
 */
export async function toEthereumSignature(der: Uint8Array, hash: Hex, address: Hex): Promise<Signature> {
  const parsed = parseDerSignature(der);
  const s = parsed.s > HALF_N ? N - parsed.s : parsed.s;
  const r = numberToHex(parsed.r, { size: 32 });
  const sHex = numberToHex(s, { size: 32 });
  for (const yParity of [0, 1]) {
    const signature = { r, s: sHex, yParity };
    if ((await recoverAddress({ hash, signature })).toLowerCase() === address.toLowerCase())
      return { ...signature, v: BigInt(27 + yParity) };
  }
  throw new Error("KMS signature: signed by another key than the configured one");
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, "base64"));

/**
 * The operator's key in AWS KMS (an `ECC_SECG_P256K1` key with `SIGN_VERIFY` use): the private key
 * never leaves KMS; each transaction's hash is signed by its `Sign` API (`ECDSA_SHA_256` over the
 * digest), with SigV4 requests (aws4fetch). Its address is read once from `GetPublicKey`.
 */
export async function kmsSigner(options: {
  keyId: string;
  kms: KmsSettings;
  fetch?: typeof fetch;
}): Promise<LocalAccount> {
  const { keyId, kms } = options;
  const fetchImpl = options.fetch ?? fetch;
  const client = new AwsClient({
    accessKeyId: kms.accessKeyId,
    secretAccessKey: kms.secretAccessKey,
    sessionToken: kms.sessionToken,
    region: kms.region,
    service: "kms",
  });
  const endpoint = kms.endpoint ?? `https://kms.${kms.region}.amazonaws.com/`;
  async function call<T>(action: "GetPublicKey" | "Sign", body: object): Promise<T> {
    const request = new Request(endpoint, {
      method: "POST",
      headers: {
        "content-type": "application/x-amz-json-1.1",
        "x-amz-target": `TrentService.${action}`,
      },
      body: JSON.stringify(body),
    });
    const response = await fetchImpl(await client.sign(request));
    if (!response.ok)
      throw new Error(`KMS ${action} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    return (await response.json()) as T;
  }
  const { PublicKey } = await call<{ PublicKey: string }>("GetPublicKey", { KeyId: keyId });
  const address = publicKeyToAddress(publicKeyFromSpki(fromBase64(PublicKey)));
  const signHash = async (hash: Hex) => {
    const { Signature } = await call<{ Signature: string }>("Sign", {
      KeyId: keyId,
      Message: base64(hexToBytes(hash)),
      MessageType: "DIGEST",
      SigningAlgorithm: "ECDSA_SHA_256",
    });
    return toEthereumSignature(fromBase64(Signature), hash, address);
  };
  return toAccount({
    address,
    signMessage: async ({ message }) => serializeSignature(await signHash(hashMessage(message))),
    signTypedData: async (typedData) => serializeSignature(await signHash(hashTypedData(typedData))),
    signTransaction: async (transaction, options) => {
      const serializer = options?.serializer ?? serializeTransaction;
      const signature = await signHash(keccak256(await serializer(transaction)));
      return serializer(transaction, signature);
    },
  });
}
