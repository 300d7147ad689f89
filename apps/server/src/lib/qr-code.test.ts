import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dynamicQr, qrKeysFromSeed, readQr, signQr } from "./qr-code.ts";

const keys = qrKeysFromSeed(randomBytes(32));

describe("door QR codes", () => {
  it("reads back what it signed: token, nonce and expiry", () => {
    const code = dynamicQr(keys, 42, 30, Date.UTC(2026, 10, 22, 5, 0, 0));
    expect(code).toMatch(/^A1\.[\w-]+\.[\w-]{86}$/);
    const payload = readQr(keys, code);
    expect(payload).toMatchObject({ t: 42, e: Date.UTC(2026, 10, 22, 5, 0, 30) / 1000 });
    expect(payload?.n).toMatch(/^[\w-]{16}$/);
    expect(readQr(keys, dynamicQr(keys, 42, 30))?.n).not.toBe(payload?.n);
  });

  it("refuses a changed payload, another key's code and junk", () => {
    const code = signQr(keys, { t: 7 });
    const [prefix, , signature] = code.split(".");
    const forged = `${prefix}.${Buffer.from(JSON.stringify({ t: 8 })).toString("base64url")}.${signature}`;
    expect(readQr(keys, forged)).toBeUndefined();
    expect(readQr(keys, signQr(qrKeysFromSeed(randomBytes(32)), { t: 7 }))).toBeUndefined();
    for (const junk of ["", "A1", "A1.x.y", "B1.a.b", "https://example.test", `${code}.extra`])
      expect(readQr(keys, junk)).toBeUndefined();
  });

  it("exposes a raw 32-byte public key for offline scanners", () => {
    expect(Buffer.from(keys.publicKeyRaw, "base64url")).toHaveLength(32);
  });
});
