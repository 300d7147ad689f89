import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll, vi } from "vitest";
import { useOrderStore } from "../features/purchase/stores/order-store.ts";
import { initI18n, loadScreenStrings } from "../lib/i18n.ts";

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
