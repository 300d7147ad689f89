import { describe, expect, it } from "vitest";
import { saleBadge } from "./sale-badge.ts";

describe("sale badge", () => {
  it("says on sale, or sold out once every group issued all it has", () => {
    expect(saleBadge({ saleState: "ON_SALE", soldOut: false })).toBe("onSale");
    expect(saleBadge({ saleState: "ON_SALE", soldOut: true })).toBe("soldOut");
  });

  it("says upcoming before the sale, even without groups yet", () => {
    expect(saleBadge({ saleState: "UPCOMING", soldOut: true })).toBe("upcoming");
  });

  it("says ended after the sale, sold out or not", () => {
    expect(saleBadge({ saleState: "ENDED", soldOut: true })).toBe("ended");
    expect(saleBadge({ saleState: "ENDED", soldOut: false })).toBe("ended");
  });
});
