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

  it("knows a holder's door code, which only the door admits", () => {
    expect(readScannedText("A1.eyJuIjoxfQ.c2lnbmF0dXJl")).toEqual({ kind: "door" });
  });

  it("knows nothing else", () => {
    for (const text of ["", "   ", "hello", "https://example.com/", "https://example.com/receive/", "A2.x.y"])
      expect(readScannedText(text), text).toEqual({ kind: "unknown" });
  });
});
