import type { DiscoverSort } from "@admit/contract/discover";
import { create } from "zustand";
import type { DiscoverFilter } from "../api/list-cltns.ts";
import { DEFAULT_DISCOVER_FILTER } from "../utils/discover-params.ts";

interface DiscoverFilterState extends DiscoverFilter {
  setType: (type: DiscoverFilter["type"]) => void;
  /** The sort sheet's choice, applied on Apply (spec §2). */
  setSort: (sort: DiscoverSort) => void;
  reset: () => void;
}

/** A brand page's type and order; kept while the person opens an event and comes back. */
export const useDiscoverFilter = create<DiscoverFilterState>((set) => ({
  ...DEFAULT_DISCOVER_FILTER,
  setType: (type) => set({ type }),
  setSort: (sort) => set({ sort }),
  reset: () => set(DEFAULT_DISCOVER_FILTER),
}));
