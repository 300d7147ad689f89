import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, vi } from "vitest";
import { useOrderStore } from "../features/purchase/stores/order-store.ts";
import { initI18n, loadScreenStrings } from "../lib/i18n.ts";

// Node 26 has a `localStorage` of its own (empty without --localstorage-file) that hides jsdom's:
// screens get an in-memory one, as a browser's would behave within one page.
if (typeof globalThis.localStorage?.clear !== "function") {
  const items = new Map<string, string>();
  const memory: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
  Object.defineProperty(globalThis, "localStorage", { configurable: true, value: memory });
}

// findBy… and waitFor wait up to 5 s, not 1: CI runs the suites two at a time on two cores, where a
// screen's second render can come later than a second without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out: scrolling is a no-op, as it is where nothing moves.
Element.prototype.scrollIntoView ??= () => {};
window.scrollTo = () => {};

// Screens read the English catalogs, as the e2e suite does, so tests can name what a person reads.
beforeAll(async () => {
  await initI18n("en");
  await loadScreenStrings();
});

afterEach(() => {
  cleanup();
  useOrderStore.getState().reset();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});
