import { create } from "zustand";

interface StatusState {
  /** Set when the ticket list must be fetched again (after a received or sold ticket). */
  refreshWait: boolean;
  setRefreshWait: (value: boolean) => void;
}

/** Status state of spec §3 (the token list's refresh flag). */
export const useStatusStore = create<StatusState>((set) => ({
  refreshWait: false,
  setRefreshWait: (refreshWait) => set({ refreshWait }),
}));
