import { create } from "zustand";

interface SearchState {
  keyword: string;
  setKeyword: (keyword: string) => void;
  reset: () => void;
}

/** Search state of spec §3; reset when the discover tab or a search icon is used. */
export const useSearchStore = create<SearchState>((set) => ({
  keyword: "",
  setKeyword: (keyword) => set({ keyword }),
  reset: () => set({ keyword: "" }),
}));
