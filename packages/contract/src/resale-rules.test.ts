import { describe, expect, it } from "vitest";
import { resaleCap } from "./resale-rules.ts";

describe("resaleCap", () => {
  it("is the collection's cap when it is below what the ticket cost", () => {
    expect(
      resaleCap({ faceValue: 132_000, faceCurrency: "KRW" }, { maxPrice: 99_000, currency: "KRW" }),
    ).toEqual({
      price: 99_000,
      currency: "KRW",
    });
  });

  it("never goes above what the ticket cost, whatever the collection allows", () => {
    expect(
      resaleCap({ faceValue: 132_000, faceCurrency: "KRW" }, { maxPrice: 198_000, currency: "KRW" }),
    ).toEqual({
      price: 132_000,
      currency: "KRW",
    });
    expect(
      resaleCap({ faceValue: 132_000, faceCurrency: "KRW" }, { maxPrice: null, currency: "KRW" }),
    ).toEqual({
      price: 132_000,
      currency: "KRW",
    });
  });

  it("ignores a cap in another currency than the ticket was bought in", () => {
    expect(
      resaleCap({ faceValue: 9_900, faceCurrency: "USD" }, { maxPrice: 5_000, currency: "KRW" }),
    ).toEqual({
      price: 9_900,
      currency: "USD",
    });
  });

  it("is null for a ticket that cost nothing, or a cap of 0", () => {
    expect(
      resaleCap({ faceValue: null, faceCurrency: null }, { maxPrice: 198_000, currency: "KRW" }),
    ).toBeNull();
    expect(
      resaleCap({ faceValue: 132_000, faceCurrency: "KRW" }, { maxPrice: 0, currency: "KRW" }),
    ).toBeNull();
  });
});
