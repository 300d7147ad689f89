import { describe, expect, it } from "vitest";
import { saleBadge, saleBadgeKey } from "./sale-badge.ts";

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

describe("the badge's words by kind", () => {
  it("a lottery takes applications and an RSVP event answers; a ticket is on sale", () => {
    const on = { saleState: "ON_SALE" as const, soldOut: false };
    expect(saleBadgeKey({ ...on, kind: "TICKET" })).toBe("discover.badge.onSale");
    expect(saleBadgeKey({ ...on, kind: "APPLICATION" })).toBe("discover.badge.apply.onSale");
    expect(saleBadgeKey({ ...on, soldOut: true, kind: "APPLICATION" })).toBe("discover.badge.apply.onSale");
    expect(saleBadgeKey({ ...on, kind: "RSVP" })).toBe("discover.badge.rsvp.onSale");
    expect(saleBadgeKey({ ...on, soldOut: true, kind: "RSVP" })).toBe("discover.badge.rsvp.soldOut");
    expect(saleBadgeKey({ saleState: "ENDED", soldOut: false, kind: "RSVP" })).toBe(
      "discover.badge.rsvp.ended",
    );
  });
});
