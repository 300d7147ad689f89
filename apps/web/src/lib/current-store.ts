import { type StateCreator, type StoreApi, type UseBoundStore, useStore } from "zustand";
import { createStore } from "zustand/vanilla";

/**
 * zustand's `create`, except that a server render and the browser's hydration read the store's
 * current state, not the state it was created with (zustand's server snapshot). The server sets
 * such a store before it renders a page (entry-server.tsx), and main.tsx sets it alike before
 * hydrating: the first render then matches, and nothing renders again once the page is live.
 */
export function createCurrentStore<T>(init: StateCreator<T, [], []>): UseBoundStore<StoreApi<T>> {
  const api = createStore(init);
  api.getInitialState = api.getState;
  const use = (<U>(selector?: (state: T) => U) =>
    useStore(api, selector ?? ((state: T) => state as unknown as U))) as UseBoundStore<StoreApi<T>>;
  return Object.assign(use, api);
}
