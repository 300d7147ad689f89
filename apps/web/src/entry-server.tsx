/**
 * The server's render of the first screens (app/first-screens.ts): the screen's HTML with its
 * data, so a phone paints the page itself, not a logo, before any script has run; main.tsx then
 * hydrates it. Built by `vite build --ssr` into dist-ssr/ and loaded by the API server
 * (apps/server/src/plugins/first-screens.ts), which answers the API requests in-process.
 *
 * The screens keep module-level state (the language, the label, the query client, the auth
 * store): pages are rendered one at a time, and each render sets that state first.
 */
import { languageFromTag } from "@admit/contract/i18n";
import type { TLabel } from "@admit/contract/labels";
import { dehydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { serverQueryClient } from "./app/query-client.tsx";
import { routeObjects } from "./app/router.tsx";
import { type ApiTransport, api, setApiTransport } from "./lib/api-client.ts";
import type { ServerRenderState } from "./lib/first-load.ts";
import { ownZone } from "./lib/format.ts";
import { DEFAULT_APP_NAME, initI18n, loadScreenStrings, resolveLanguage, setAppName } from "./lib/i18n.ts";
import { themeAttributes } from "./lib/theme.ts";
import { useAuthStore } from "./stores/auth.ts";
import { DEFAULT_LABEL, useLabelStore } from "./stores/label.ts";

export interface RenderInput {
  /** The path and query asked for. */
  url: string;
  /** The request's Accept-Language. */
  acceptLanguage: string | undefined;
  /** Answers an API request as the browser's would be (its cookie, its language). */
  transport: ApiTransport;
}

export interface Rendered {
  html: string;
  /** The label's name for <title>, and its colours for <html> (lib/theme.ts). */
  title: string;
  htmlAttributes: string;
  /** For main.tsx, in the page (`<script id="admit-ssr">`): it hydrates only the page rendered. */
  state: ServerRenderState;
}

/** Rounds of "render, fetch what the render asked for": a screen's queries may depend on others'. */
const MAX_PASSES = 3;
const LABEL_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** Longer than the server's wait for a render (1.5 s). */
const RENDER_SLOT_MS = 2_000;
let queue: Promise<unknown> = Promise.resolve();

/** Renders one page, after the pages before it; null when the browser should render it itself. */
export function renderPage(input: RenderInput): Promise<Rendered | null> {
  const run = queue.then(() => render(input));
  // A render that hangs (an API answer that never comes) holds the line RENDER_SLOT_MS at most:
  // the server has sent the plain page for it by then (plugins/first-screens.ts), and its result
  // is thrown away.
  queue = Promise.race([run, new Promise((resolve) => setTimeout(resolve, RENDER_SLOT_MS).unref?.())]).catch(
    () => undefined,
  );
  return run;
}

async function render({ url, acceptLanguage, transport }: RenderInput): Promise<Rendered | null> {
  const target = new URL(url, "http://localhost");
  const params = target.searchParams;
  // As the browser decides (lib/i18n.ts): the stored choice is the browser's own; a returning
  // visitor whose choice differs from their Accept-Language is rendered again by main.tsx.
  const lang = resolveLanguage({
    query: params.get("lang"),
    browser: (acceptLanguage ?? "")
      .split(",")
      .map((tag) => tag.split(";")[0]?.trim() ?? "")
      .filter((tag) => languageFromTag(tag) !== null),
  });
  const wl = params.get("wl");
  const label = wl && LABEL_NAME.test(wl) ? wl : DEFAULT_LABEL;

  setApiTransport(transport);
  useAuthStore.setState({ user: null });
  const queryClient = serverQueryClient();
  await initI18n(lang);
  await loadScreenStrings();
  const labelData = await api<TLabel>(`/labels/${encodeURIComponent(label)}`).catch(() => null);
  // An unknown label is the browser's to resolve (stores/label.ts falls back to the default).
  if (!labelData && label !== DEFAULT_LABEL) return null;
  useLabelStore.setState({ name: label, label: labelData, failed: labelData === null });
  setAppName(labelData?.appName ?? DEFAULT_APP_NAME);

  const handler = createStaticHandler(routeObjects);
  const context = await handler.query(new Request(target));
  // A redirect (the guard's) or a failed screen: the browser's router does it.
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>
  );

  let html = renderToString(page);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    // The render built the screen's queries without running them: run them, then render again.
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === "pending" && q.state.fetchStatus === "idle")
      .filter((q) => (q.options as { enabled?: unknown }).enabled !== false && q.options.queryFn);
    if (asked.length === 0) break;
    await Promise.all(
      asked.map((q) => {
        const options = { ...q.options, queryKey: q.queryKey };
        return "initialPageParam" in options
          ? queryClient.prefetchInfiniteQuery(
              options as Parameters<typeof queryClient.prefetchInfiniteQuery>[0],
            )
          : queryClient.prefetchQuery(options);
      }),
    );
    html = renderToString(page);
  }
  return {
    html,
    title: labelData?.appName ?? DEFAULT_APP_NAME,
    htmlAttributes: labelData ? themeAttributes(labelData.theme, labelData.name) : "",
    state: {
      url: `${target.pathname}${target.search}`,
      lang,
      zone: ownZone(),
      label,
      labelData,
      queries: dehydrate(queryClient),
    },
  };
}
