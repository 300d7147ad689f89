import type { ListingStatus, PayoutStatus } from "@admit/contract/resale";

/** How a listing's status reads at a glance (the tones of the wallet's card badges). */
export type ListingTone = "progress" | "positive" | "attention" | "danger" | "muted";

export function listingTone(status: ListingStatus): ListingTone {
  switch (status) {
    case "REGISTERING":
    case "LISTED":
      return "progress";
    case "RESERVED":
      return "attention";
    case "SOLD":
      return "positive";
    case "FAILED":
      return "danger";
    case "WITHDRAWN":
    case "CANCELLED":
      return "muted";
    default: {
      const exhaustive: never = status;
      return exhaustive;
    }
  }
}

/** A listing still under way: its screen has something to show or do (the sales list links it). */
export const listingIsOpen = (status: ListingStatus) =>
  status === "REGISTERING" || status === "LISTED" || status === "RESERVED" || status === "FAILED";

export function payoutTone(status: PayoutStatus): ListingTone {
  return status === "PAID" ? "positive" : status === "HELD" ? "progress" : "muted";
}
