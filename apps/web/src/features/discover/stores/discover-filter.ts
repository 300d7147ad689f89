import type { DiscoverSort } from "@admit/contract/discover";
import { create } from "zustand";
import type { DiscoverFilter } from "../api/list-cltns.ts";

// Spelled out here: the contract's lists live beside zod, which stays out of the web bundle.
export const DISCOVER_TYPES: readonly DiscoverFilter["type"][] = ["all", "TICKET", "MEMBERSHIP"];
export const DISCOVER_SORTS: readonly DiscoverSort[] = ["NEWEST", "OLDEST"];

export const DEFAULT_DISCOVER_FILTER: DiscoverFilter = { type: "all", sort: "NEWEST" };

interface DiscoverFilterState extends DiscoverFilter {
  setType: (type: DiscoverFilter["type"]) => void;
  /** The sort sheet's choice, applied on Apply (spec §2). */
  setSort: (sort: DiscoverSort) => void;
  reset: () => void;
}

/** The catalogue's type and order; kept while the person opens an event and comes back. */
export const useDiscoverFilter = create<DiscoverFilterState>((set) => ({
  ...DEFAULT_DISCOVER_FILTER,
  setType: (type) => set({ type }),
  setSort: (sort) => set({ sort }),
  reset: () => set(DEFAULT_DISCOVER_FILTER),
}));
