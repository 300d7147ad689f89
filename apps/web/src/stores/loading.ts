import { create } from "zustand";

interface LoadingState {
  pending: number;
  start: () => void;
  finish: () => void;
}

/** Counts work that shows the full-screen loading indicator. */
export const useLoadingStore = create<LoadingState>((set) => ({
  pending: 0,
  start: () => set((s) => ({ pending: s.pending + 1 })),
  finish: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
}));

/** Runs `work` with the loading screen shown. */
export async function withLoading<T>(work: () => Promise<T>): Promise<T> {
  const { start, finish } = useLoadingStore.getState();
  start();
  try {
    return await work();
  } finally {
    finish();
  }
}
