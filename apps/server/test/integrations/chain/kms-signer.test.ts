import { generateKeyPairSync } from "node:crypto";
import {
  type Hex,
  hexToBytes,
  numberToHex,
  parseGwei,
  parseTransaction,
  recoverTransactionAddress,
} from "viem";
import { privateKeyToAccount, sign } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { kmsSigner, parseDerSignature } from "../../../src/integrations/chain/kms-signer.ts";

const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const KMS = { region: "ap-northeast-2", accessKeyId: "AKIDEXAMPLE", secretAccessKey: "secret" };

/** A DER INTEGER: big-endian, a 0x00 first when the high bit is set (as KMS writes them). */
function derInteger(value: bigint): number[] {
  const bytes = [...hexToBytes(numberToHex(value))];
  while (bytes.length > 1 && bytes[0] === 0 && ((bytes[1] ?? 0) & 0x80) === 0) bytes.shift();
  if (((bytes[0] ?? 0) & 0x80) !== 0) bytes.unshift(0);
  return [0x02, bytes.length, ...bytes];
}
const der = (r: bigint, s: bigint) => {
  const body = [...derInteger(r), ...derInteger(s)];
  return new Uint8Array([0x30, body.length, ...body]);
};

/**
 * A local stand-in for AWS KMS with one secp256k1 key: answers GetPublicKey with the key's DER
 * SubjectPublicKeyInfo and Sign (DIGEST, ECDSA_SHA_256) with a DER signature whose s is the high
 * one for about half of the digests — KMS does not normalise s, and gives no recovery id.
 */
function fakeKms() {
  const pair = generateKeyPairSync("ec", { namedCurve: "secp256k1" });
  const d = pair.privateKey.export({ format: "jwk" }).d as string;
  const privateKey = `0x${Buffer.from(d, "base64url").toString("hex").padStart(64, "0")}` as Hex;
  const spki = pair.publicKey.export({ format: "der", type: "spki" });
  const seen = { signs: 0, highS: 0, signed: [] as Request[] };
  const fetchImpl = (async (input: Request) => {
    seen.signed.push(input);
    const target = input.headers.get("x-amz-target");
    const body = (await input.json()) as { KeyId: string; Message?: string; MessageType?: string };
    if (body.KeyId !== "alias/admit-operator") return new Response("{}", { status: 400 });
    if (target === "TrentService.GetPublicKey")
      return Response.json({
        KeyId: body.KeyId,
        KeySpec: "ECC_SECG_P256K1",
        PublicKey: spki.toString("base64"),
      });
    if (target !== "TrentService.Sign" || body.MessageType !== "DIGEST")
      return new Response("{}", { status: 400 });
    const hash = `0x${Buffer.from(body.Message as string, "base64").toString("hex")}` as Hex;
    const { r, s } = await sign({ hash, privateKey });
    seen.signs++;
    const high = hexToBytes(hash)[0] as number;
    const sOut = high % 2 === 0 ? N - BigInt(s) : BigInt(s);
    if (sOut > N / 2n) seen.highS++;
    return Response.json({ Signature: Buffer.from(der(BigInt(r), sOut)).toString("base64") });
  }) as unknown as typeof fetch;
  return { privateKey, fetch: fetchImpl, seen };
}

describe("the operator's KMS signer (AWS KMS secp256k1)", () => {
  it("signs transactions exactly as the key itself would: low s, the right recovery id, the key's address", async () => {
    const kms = fakeKms();
    const signer = await kmsSigner({ keyId: "alias/admit-operator", kms: KMS, fetch: kms.fetch });
    const local = privateKeyToAccount(kms.privateKey);
    expect(signer.address).toBe(local.address);
    const parities = new Set<number>();
    for (let nonce = 0; nonce < 16; nonce++) {
      const tx = {
        chainId: 310_137,
        type: "eip1559" as const,
        nonce,
        to: "0x00000000000000000000000000000000000000aa" as Hex,
        data: "0x40c10f19" as Hex,
        gas: 250_000n,
        maxFeePerGas: parseGwei("30"),
        maxPriorityFeePerGas: parseGwei("2"),
      };
      const raw = await signer.signTransaction(tx);
      expect(raw).toBe(await local.signTransaction(tx));
      expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(local.address);
      const parsed = parseTransaction(raw);
      expect(BigInt(parsed.s as Hex) <= N / 2n).toBe(true);
      parities.add(parsed.yParity as number);
    }
    // Both recovery ids and KMS's high s were met (the search and the normalisation both worked).
    expect([...parities].sort()).toEqual([0, 1]);
    expect(kms.seen.highS).toBeGreaterThan(0);
    expect(kms.seen.highS).toBeLessThan(kms.seen.signs);
    // Every request was SigV4-signed for the KMS service of the region.
    for (const request of kms.seen.signed) {
      expect(request.url).toBe("https://kms.ap-northeast-2.amazonaws.com/");
      expect(request.headers.get("authorization")).toMatch(/\/ap-northeast-2\/kms\/aws4_request/);
    }
  });

  it("signs messages a wallet can verify", async () => {
    const kms = fakeKms();
    const signer = await kmsSigner({ keyId: "alias/admit-operator", kms: KMS, fetch: kms.fetch });
    const local = privateKeyToAccount(kms.privateKey);
    expect(await signer.signMessage({ message: "rotate" })).toBe(
      await local.signMessage({ message: "rotate" }),
    );
  });

  it("refuses a signature that is not the configured key's, and a KMS error", async () => {
    const kms = fakeKms();
    const other = fakeKms();
    const signer = await kmsSigner({
      keyId: "alias/admit-operator",
      kms: KMS,
      fetch: (async (request: Request) =>
        request.headers.get("x-amz-target") === "TrentService.Sign"
          ? other.fetch(request)
          : kms.fetch(request)) as unknown as typeof fetch,
    });
    await expect(signer.signMessage({ message: "x" })).rejects.toThrow(/another key/);
    await expect(kmsSigner({ keyId: "alias/unknown", kms: KMS, fetch: kms.fetch })).rejects.toThrow(
      /GetPublicKey answered 400/,
    );
  });

  it("reads DER signatures whose integers carry a leading zero, and refuses malformed ones", () => {
    const r = 0x80n << 248n;
    const s = 5n;
    expect(parseDerSignature(der(r, s))).toEqual({ r, s });
    expect(() => parseDerSignature(new Uint8Array([0x31, 0]))).toThrow(/DER/);
    expect(() => parseDerSignature(der(N, 1n))).toThrow(/out of range/);
  });
});
