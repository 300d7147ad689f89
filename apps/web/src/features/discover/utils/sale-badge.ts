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

/**
 * The badge's words for a collection of this kind: a lottery takes applications and an RSVP
 * event takes answers, neither is "on sale" (a full RSVP event keeps a waiting list).
 */
export function saleBadgeKey(cltn: Pick<TDiscoverCltnCard, "saleState" | "soldOut" | "kind">): string {
  const sale = saleBadge(cltn);
  if (cltn.kind === "APPLICATION") return `discover.badge.apply.${sale === "soldOut" ? "onSale" : sale}`;
  if (cltn.kind === "RSVP") return `discover.badge.rsvp.${sale}`;
  return `discover.badge.${sale}`;
}
