import { describe, expect, it } from "vitest";
import { countryOf, currencyForCountry, lookupDisplayCurrency } from "./geo-currency.ts";

const answer = (body: unknown, ok = true) =>
  (async () => ({ ok, json: async () => body })) as unknown as typeof fetch;

describe("display currency from the IP country", () => {
  it("maps countries to the currencies we sell in", () => {
    expect(currencyForCountry("kr")).toBe("KRW");
    expect(currencyForCountry("TW")).toBe("TWD");
    expect(currencyForCountry("DE")).toBe("EUR");
    expect(currencyForCountry("BR")).toBeUndefined();
    expect(countryOf({ country_code: "JP" })).toBe("JP");
    expect(countryOf({ countryCode: "SG" })).toBe("SG");
    expect(countryOf({ country: "United States" })).toBeUndefined();
  });

  it("asks nobody unless a lookup URL is configured", async () => {
    let asked = false;
    const spy = (async () => {
      asked = true;
      return { ok: true, json: async () => ({}) };
    }) as unknown as typeof fetch;
    expect(await lookupDisplayCurrency(undefined, spy)).toBeUndefined();
    expect(asked).toBe(false);
  });

  it("never throws and gives up on a slow answer", async () => {
    expect(await lookupDisplayCurrency("https://geo.example/json", answer({ country_code: "US" }))).toBe(
      "USD",
    );
    expect(await lookupDisplayCurrency("https://geo.example/json", answer({}, false))).toBeUndefined();
    const failing = (async () => {
      throw new TypeError("offline");
    }) as unknown as typeof fetch;
    expect(await lookupDisplayCurrency("https://geo.example/json", failing)).toBeUndefined();
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) =>
        init.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
      )) as unknown as typeof fetch;
    expect(await lookupDisplayCurrency("https://geo.example/json", hanging, 20)).toBeUndefined();
  });
});
