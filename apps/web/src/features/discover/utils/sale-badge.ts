import type { TDiscoverCltnCard } from "@admit/contract/discover";

/** Where a collection's sale stands, as the card and the detail page say it. */
export type SaleBadge = "upcoming" | "onSale" | "soldOut" | "ended";

/**
 * An ended sale says so even when everything sold; an upcoming one has nothing issued yet, so
 * "sold out" (which the API also reports for a collection without groups) only counts on sale.
 */
export function saleBadge(cltn: Pick<TDiscoverCltnCard, "saleState" | "soldOut">): SaleBadge {
  switch (cltn.saleState) {
    case "ENDED":
      return "ended";
    case "UPCOMING":
      return "upcoming";
    case "ON_SALE":
      return cltn.soldOut ? "soldOut" : "onSale";
    default: {
      const never: never = cltn.saleState;
      return never;
    }
  }
}
