import { describe, expect, it } from "vitest";
import { readScannedText } from "./scan-text.ts";

describe("readScannedText", () => {
  it("reads a receive code typed by hand, in any case and with spaces around it", () => {
    expect(readScannedText("T7K2M9PQRX")).toEqual({
      kind: "receive",
      code: "T7K2M9PQRX",
      path: "/receive/T7K2M9PQRX",
    });
    expect(readScannedText("  t7k2m9pqrx \n")).toMatchObject({ kind: "receive", code: "T7K2M9PQRX" });
  });

  it("reads the receive link a sender's QR holds, with or without a query", () => {
    expect(readScannedText("https://admit.example/receive/T7K2M9PQRX")).toMatchObject({
      kind: "receive",
      path: "/receive/T7K2M9PQRX",
    });
    expect(readScannedText("http://localhost:3100/receive/T7K2M9PQRX?lang=ko")).toMatchObject({
      code: "T7K2M9PQRX",
    });
  });

  it("refuses receive codes with look-alike letters, the wrong length or another first letter", () => {
    for (const text of ["T7K2M9PQR0", "T7K2M9PQRI", "T7K2M9PQ", "T7K2M9PQRXY", "X7K2M9PQRX"])
      expect(readScannedText(text), text).toEqual({ kind: "unknown" });
  });

  it("reads a claim code typed by hand, as the poster prints it, in any case", () => {
    expect(readScannedText("CSPRING26")).toEqual({
      kind: "claim",
      code: "CSPRING26",
      path: "/qr/mint?code=CSPRING26",
    });
    expect(readScannedText(" nvip2026a ")).toEqual({
      kind: "claim",
      code: "NVIP2026A",
      path: "/qr/mint?code=NVIP2026A",
    });
  });

  it("reads the claim link a poster's QR holds, whatever its host", () => {
    expect(readScannedText("https://admit.example/qr/mint?code=CSPRING26")).toMatchObject({
      kind: "claim",
      path: "/qr/mint?code=CSPRING26",
    });
    expect(readScannedText("http://localhost:3100/qr/mint?lang=ko&code=nvip2026a#top")).toMatchObject({
      kind: "claim",
      code: "NVIP2026A",
    });
  });

  it("refuses claim codes that are too short, too long, of another letter or from a link without one", () => {
    const tooLong = `C${"A".repeat(32)}`;
    for (const text of ["CABCD", tooLong, "XSPRING26", "CSPRING-26", "https://admit.example/qr/mint?code="])
      expect(readScannedText(text), text).toEqual({ kind: "unknown" });
  });

  it("opens a holder's access link, its secret as it is", () => {
    const link = "q3Zt-8Kx_Lm2Np4Rs6Tv8Wx0Yz1Ab3Cd";
    expect(readScannedText(`https://admit.example/nal/${link}`)).toEqual({
      kind: "accessLink",
      path: `/nal/${link}`,
    });
    expect(readScannedText(`http://localhost:3100/nal/${link}?lang=ja`)).toEqual({
      kind: "accessLink",
      path: `/nal/${link}`,
    });
  });

  it("does not open an access link with a secret of the wrong length or letters", () => {
    for (const text of [
      "https://admit.example/nal/short",
      `https://admit.example/nal/${"a".repeat(65)}`,
      "https://admit.example/nal/q3Zt.8Kx+Lm2Np4Rs6Tv8",
      "q3Zt-8Kx_Lm2Np4Rs6Tv8Wx0Yz1Ab3Cd",
    ])
      expect(readScannedText(text), text).toEqual({ kind: "unknown" });
  });

  it("knows a holder's door code, which only the door admits", () => {
    expect(readScannedText("A1.eyJuIjoxfQ.c2lnbmF0dXJl")).toEqual({ kind: "door" });
  });

  it("knows nothing else", () => {
    for (const text of ["", "   ", "hello", "https://example.com/", "https://example.com/receive/", "A2.x.y"])
      expect(readScannedText(text), text).toEqual({ kind: "unknown" });
  });
});
