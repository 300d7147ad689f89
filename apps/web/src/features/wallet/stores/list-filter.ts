import { create } from "zustand";
import type { NftListFilter } from "../api/list-nfts.ts";

// Spelled out here: the contract's lists live beside zod, which stays out of the web bundle.
export const LIST_TYPES: readonly NftListFilter["type"][] = ["all", "MEMBERSHIP", "TICKET"];
export const LIST_STATUS: readonly NftListFilter["status"][] = ["available", "used", "all"];
export const LIST_SORT: readonly NftListFilter["sort"][] = ["newest", "oldest"];

export const DEFAULT_LIST_FILTER: NftListFilter = { type: "all", status: "available", sort: "newest" };

interface ListFilterState extends NftListFilter {
  setType: (type: NftListFilter["type"]) => void;
  /** The sort sheet's choices, applied together on Apply. */
  apply: (choice: Pick<NftListFilter, "status" | "sort">) => void;
  reset: () => void;
}

/** The home list's filters; kept while the person opens a card and comes back. */
export const useListFilter = create<ListFilterState>((set) => ({
  ...DEFAULT_LIST_FILTER,
  setType: (type) => set({ type }),
  apply: ({ status, sort }) => set({ status, sort }),
  reset: () => set(DEFAULT_LIST_FILTER),
}));
