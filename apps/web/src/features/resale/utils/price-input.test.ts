import { describe, expect, it } from "vitest";
import { parsePrice, priceInputMode, priceProblemText, priceText } from "./price-input.ts";

describe("a typed resale price", () => {
  it("reads won as whole numbers, with or without thousand separators", () => {
    expect(parsePrice("150000", "KRW", 165_000)).toEqual({ ok: true, price: 150_000 });
    expect(parsePrice(" 150,000 ", "KRW", 165_000)).toEqual({ ok: true, price: 150_000 });
    expect(parsePrice("165000", "KRW", 165_000)).toEqual({ ok: true, price: 165_000 });
  });

  it("reads the full-width digits of a Japanese or Chinese keyboard", () => {
    expect(parsePrice("１２，０００", "JPY", 20_000)).toEqual({ ok: true, price: 12_000 });
  });

  it("turns dollars and cents into cents without floating-point drift", () => {
    expect(parsePrice("12.5", "USD", 5_000)).toEqual({ ok: true, price: 1250 });
    expect(parsePrice("0.29", "USD", 5_000)).toEqual({ ok: true, price: 29 });
    expect(parsePrice("12", "USD", 5_000)).toEqual({ ok: true, price: 1200 });
    expect(parsePrice("1.10", "EUR", 5_000)).toEqual({ ok: true, price: 110 });
  });

  it("asks for a price when there is none", () => {
    expect(parsePrice("", "KRW", 10_000)).toEqual({ ok: false, key: "valid.required" });
    expect(parsePrice("  ", "KRW", 10_000)).toEqual({ ok: false, key: "valid.required" });
  });

  it("takes whole numbers only in a currency without decimals", () => {
    expect(parsePrice("1500.5", "KRW", 10_000)).toEqual({ ok: false, key: "valid.integer" });
    expect(parsePrice("abc", "KRW", 10_000)).toEqual({ ok: false, key: "valid.integer" });
    expect(parsePrice("-100", "TWD", 10_000)).toEqual({ ok: false, key: "valid.integer" });
    // Trailing zeros after the point change nothing.
    expect(parsePrice("1500.00", "KRW", 10_000)).toEqual({ ok: true, price: 1500 });
  });

  it("takes at most two decimals in dollars", () => {
    expect(parsePrice("12.505", "USD", 5_000)).toEqual({ ok: false, key: "valid.twoDecimals" });
    expect(parsePrice("12,5x", "USD", 5_000)).toEqual({ ok: false, key: "valid.format" });
  });

  it("refuses nothing and more than the cap, naming the limit", () => {
    expect(parsePrice("0", "KRW", 10_000)).toEqual({ ok: false, key: "valid.min", limit: 1 });
    expect(parsePrice("0.00", "USD", 10_000)).toEqual({ ok: false, key: "valid.min", limit: 1 });
    expect(parsePrice("10001", "KRW", 10_000)).toEqual({ ok: false, key: "valid.max", limit: 10_000 });
    expect(parsePrice("100.01", "USD", 10_000)).toEqual({ ok: false, key: "valid.max", limit: 10_000 });
  });

  it("shows a price again in major units with the currency's digits", () => {
    expect(priceText(150_000, "KRW")).toBe("150000");
    expect(priceText(1250, "USD")).toBe("12.50");
    expect(priceText(5, "EUR")).toBe("0.05");
    expect(priceText(1_500_000, "XRP")).toBe("1.500000");
  });

  it("asks the phone for digits only where there are no decimals", () => {
    expect(priceInputMode("KRW")).toBe("numeric");
    expect(priceInputMode("USD")).toBe("decimal");
  });

  it("words a refusal with its limit as money", () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values ?? {})}`;
    expect(priceProblemText({ key: "valid.max", limit: 165_000 }, "KRW", t, "en")).toBe(
      'valid.max {"min":"₩165,000","max":"₩165,000"}',
    );
    expect(priceProblemText({ key: "valid.integer" }, "KRW", t, "en")).toBe("valid.integer {}");
  });
});
