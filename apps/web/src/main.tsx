import { isLanguage } from "@admit/contract/i18n";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createAppRouter } from "./app/router.tsx";
import { setUnauthorizedHandler } from "./lib/api-client.ts";
import { discardFirstLoadResponses } from "./lib/first-load.ts";
import { initI18n, resolveLanguage } from "./lib/i18n.ts";
import { local, STORAGE_KEYS } from "./lib/storage.ts";
import { useAuthStore } from "./stores/auth.ts";
import "./styles/global.css";

async function start() {
  const query = new URLSearchParams(window.location.search).get("lang")?.toLowerCase();
  // `?lang` chooses the language at start and is remembered for the next visit.
  if (isLanguage(query)) local.set(STORAGE_KEYS.language, query);
  const lang = resolveLanguage({
    query,
    stored: local.get(STORAGE_KEYS.language),
    browser: navigator.languages,
  });
  await initI18n(lang);

  const router = createAppRouter();
  // The inline script's answers are the first screen's: a redirect or the next page asks afresh.
  const firstPath = window.location.pathname;
  const stopWatching = router.subscribe((state) => {
    if (state.location.pathname === firstPath) return;
    discardFirstLoadResponses();
    stopWatching();
  });
  setUnauthorizedHandler(() => {
    useAuthStore.getState().clear();
    void import("./app/query-client.tsx").then((m) => m.queryClient.clear());
    void router.navigate("/login/start?code=401");
  });

  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from index.html");
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  // Off unless configured at build time; runs after the first render and never blocks it.
  const geoLookupUrl = import.meta.env.VITE_GEO_LOOKUP_URL;
  if (geoLookupUrl) void import("./stores/currency.ts").then((m) => m.preselectCurrency(geoLookupUrl));
}

void start();
