import { isLanguage } from "@admit/contract/i18n";
import { StrictMode, startTransition, useEffect, useRef } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { type DataRouter, RouterProvider } from "react-router";
import { createAppRouter } from "./app/router.tsx";
import { setUnauthorizedHandler } from "./lib/api-client.ts";
import { discardFirstLoadResponses, type ServerRenderState, serverRenderState } from "./lib/first-load.ts";
import { initI18n, refreshTexts, resolveLanguage, setAppName } from "./lib/i18n.ts";
import { writeTimesAsIn, writingZone } from "./lib/render-zone.ts";
import { local, STORAGE_KEYS } from "./lib/storage.ts";
import { useAuthStore } from "./stores/auth.ts";
import { useLabelStore } from "./stores/label.ts";
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
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // The first route settles (guard, screen chunk) before React renders the router: its provider
  // reads the router's state while rendering and subscribes only when it commits, so a first
  // render in slices (below) missed the router becoming ready in between and stayed on the
  // start-up spinner for good (now and then, on a busy machine). Until then the page shows
  // index.html's start-up frame, or the server's render.
  await routerReady(router);
  // The first render is a transition: React works in slices and the page stays responsive.
  const rendered = serverRenderState(document);
  if (rendered && matchesServerRender(rendered, router, lang)) {
    // A screen without server state (the start view) does not load the query client at all.
    if (rendered.queries.queries.length > 0)
      (await import("./app/query-client.tsx")).seedQueries(rendered.queries);
    if (rendered.labelData) {
      useLabelStore.setState({ label: rendered.labelData, failed: false });
      setAppName(rendered.labelData.appName);
    }
    // The first render writes times as the server did; then in this device's zone, if it differs.
    // The device's zone is looked up after the hydration, in a task of its own: the first lookup
    // of Intl's default zone is slow on a phone.
    writeTimesAsIn(rendered.zone);
    const hydrated = () =>
      setTimeout(() => {
        writeTimesAsIn(undefined);
        if (writingZone() !== rendered.zone) refreshTexts();
      }, 0);
    startTransition(
      () =>
        void hydrateRoot(
          root,
          <>
            {app}
            <AfterCommit
              run={() => {
                hydrated();
                markLive();
              }}
            />
          </>,
        ),
    );
  } else {
    // No server render, or one for another language or label: the browser draws the page anew.
    startTransition(() =>
      createRoot(root).render(
        <>
          {app}
          <AfterCommit run={markLive} />
        </>,
      ),
    );
  }
  // Off unless configured at build time; runs after the first render and never blocks it.
  const geoLookupUrl = import.meta.env.VITE_GEO_LOOKUP_URL;
  if (geoLookupUrl) void import("./stores/currency.ts").then((m) => m.preselectCurrency(geoLookupUrl));
}

/** The app is live: it answers taps (the e2e suite waits for this after each page load). */
const markLive = () => {
  document.documentElement.dataset.app = "live";
};

/** Runs `run` once, after the first commit (the hydration's). */
function AfterCommit({ run }: { run: () => void }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    run();
  }, [run]);
  return null;
}

/** Resolves once the router has settled its first route (its guard and its screen's chunk). */
function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Whether the server's render is the page this browser would draw: same address, language and
 * label, and the router (ready by now) on it without a redirect or an error.
 */
function matchesServerRender(rendered: ServerRenderState, router: DataRouter, lang: string) {
  if (rendered.lang !== lang || rendered.url !== `${window.location.pathname}${window.location.search}`)
    return false;
  const { location, errors } = router.state;
  return (
    errors === null &&
    `${location.pathname}${location.search}` === rendered.url &&
    useLabelStore.getState().name === rendered.label
  );
}

void start();
