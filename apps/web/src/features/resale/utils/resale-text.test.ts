import { NOT_SELLABLE_REASONS } from "@admit/contract/resale";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { saleErrorText, toldUnderTicket } from "./resale-text.ts";

const t = (key: string) => key;

describe("why a ticket cannot be sold", () => {
  it("is told under the ticket only where the card does not already say it", () => {
    expect(NOT_SELLABLE_REASONS.filter(toldUnderTicket)).toEqual([
      "closed",
      "resaleDisabled",
      "free",
      "currency",
    ]);
    expect(toldUnderTicket(null)).toBe(false);
  });

  it("words a refused listing by its reason, and other errors by the catalogue", () => {
    const refused = new ApiError(409, "NOT_TRANSFERABLE", "no", { reason: "closed" });
    expect(saleErrorText(refused, t)).toBe("resale.reason.closed");
    const unknownReason = new ApiError(409, "NOT_TRANSFERABLE", "no", { reason: "weather" });
    expect(saleErrorText(unknownReason, t)).toBe("error.notTransferable");
    expect(saleErrorText(new ApiError(409, "LISTING_RESERVED", "held"), t)).toBe("error.listingReserved");
  });
});
