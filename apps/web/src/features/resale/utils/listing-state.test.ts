import { LISTING_STATUSES } from "@admit/contract/resale";
import { describe, expect, it } from "vitest";
import { listingIsOpen, listingTone, payoutTone } from "./listing-state.ts";

describe("a listing's state at a glance", () => {
  it("has a tone for every status, failure in red and a paying buyer as needing attention", () => {
    for (const status of LISTING_STATUSES) expect(listingTone(status)).toBeTypeOf("string");
    expect(listingTone("FAILED")).toBe("danger");
    expect(listingTone("RESERVED")).toBe("attention");
    expect(listingTone("SOLD")).toBe("positive");
    expect(listingTone("WITHDRAWN")).toBe("muted");
  });

  it("links only listings still under way to their screen", () => {
    expect(LISTING_STATUSES.filter(listingIsOpen)).toEqual(["REGISTERING", "LISTED", "FAILED", "RESERVED"]);
  });

  it("shows a paid payout as done and a held one as on its way", () => {
    expect(payoutTone("PAID")).toBe("positive");
    expect(payoutTone("HELD")).toBe("progress");
    expect(payoutTone("CANCELLED")).toBe("muted");
  });
});
