import { sizedImage } from "@admit/contract/images";
import type { TLabel } from "@admit/contract/labels";
import { hasSessionHint } from "@admit/contract/session-hint";
import type { DehydratedState } from "@tanstack/react-query";

/**
 * The first page load without a waterfall: a script inlined in index.html at build time
 * (build/first-load.ts) runs `startFirstLoad` while the HTML is still parsing, so the catalog,
 * the first screen's chunks and styles, the label, the session check and the screen's first
 * data request all start together with the app's own script, instead of one after the other.
 * `api()` then takes the answers already on their way (`takeFirstLoadResponse`).
 */

/** One first screen: where its chunks are and what it asks the API for first. */
export interface FirstLoadScreen {
  /** A route path with `:params` (app/routes.ts). */
  pattern: string;
  /** Script chunks to modulepreload (the screen's, its imports', the query client's). */
  modules: string[];
  styles: string[];
  /** The screen needs the catalogs' `screens` part too. */
  screenStrings: boolean;
  /** The guard checks the session first (`/users/check`). */
  user: boolean;
  /** API paths (after the API base) with `:params`, `{lang}` and `{label}`, exactly as the screen asks. */
  requests: string[];
  /**
   * The screen's largest image, to preload at the size shown: where the first request's answer
   * holds it (a field, or a dotted path into the answer: `items.0.image`, a list's first row) and
   * its width in CSS pixels.
   */
  image?: { field: string; width: number };
}

export interface FirstLoadPlan {
  /**
   * The app's own script and its static imports, started by this script once the page has
   * painted (index.html does not name them): the first paint, the server's render of the screen
   * or the logo, waits for no script.
   */
  entry: { script: string; modules: string[] };
  apiBase: string;
  languages: string[];
  defaultLanguage: string;
  storageKeys: { language: string; label: string };
  defaultLabel: string;
  /** Per language: the chunks of the `core` part and of the `screens` part. */
  locale: Record<string, { core: string[]; screens: string[] }>;
  screens: FirstLoadScreen[];
}

/** Links added per task while the app starts (lib/first-load.ts's `slices`). */
const SLICE_SIZE = 2;

/** The longest the app's script waits for the page's first contentful paint. */
const CONTENT_PAINT_WAIT_MS = 3_000;

/** The `<script type="application/json">` with the server's render state (entry-server.tsx). */
export const SERVER_STATE_ID = "admit-ssr";

/** What the server's render of the page (entry-server.tsx) leaves for the browser's hydration. */
export interface ServerRenderState {
  /** The path and query rendered. */
  url: string;
  lang: string;
  /** The server's clock zone: times without an event's zone were written in it. */
  zone: string;
  /** The label's name, and its data when the server could read it (stores/label.ts). */
  label: string;
  labelData: TLabel | null;
  /** The screen's queries' answers (TanStack Query's dehydrated state). */
  queries: DehydratedState;
}

/** The server's render state in this page, if the server rendered it. */
export function serverRenderState(doc: Document): ServerRenderState | undefined {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerRenderState;
  } catch {
    return undefined;
  }
}

export interface FirstLoadState {
  lang: string;
  responses: Record<string, Promise<Response> | undefined>;
}

type FirstLoadWindow = Window & { __admitFirstLoad?: FirstLoadState };

/**
 * Runs inline before any module: self-contained (it is inlined as its source text), old-browser
 * safe, and it never throws into the page. Language and label follow lib/i18n.ts's
 * resolveLanguage and stores/label.ts (tested to agree).
 */
export function startFirstLoad(plan: FirstLoadPlan, w: FirstLoadWindow): void {
  try {
    const doc = w.document;
    const params = new URLSearchParams(w.location.search);
    const stored = (key: string) => {
      try {
        return w.localStorage.getItem(key);
      } catch {
        return null;
      }
    };
    const lang = firstLanguage(plan, w, params.get("lang"), stored);
    const wl = params.get("wl");
    const label =
      wl && /^[a-z0-9][a-z0-9-]{0,39}$/.test(wl) ? wl : stored(plan.storageKeys.label) || plan.defaultLabel;

    const { screen, values } = matchScreen(plan.screens, w.location.pathname);

    // A page the server rendered carries the screen's data (SERVER_STATE_ID) and styles (inline):
    // only the chunks, the catalog, the label and the session are asked for.
    const rendered = doc.getElementById(SERVER_STATE_ID) !== null;
    const link = linker(doc);
    const state: FirstLoadState = { lang, responses: {} };
    w.__admitFirstLoad = state;
    const send = () => {
      try {
        sendAll();
      } catch {
        // The app asks for what is missing itself.
      }
    };
    const sendAll = () => {
      const catalog = plan.locale[lang];
      const modules = (catalog ? catalog.core : []).concat(
        screen?.screenStrings && catalog ? catalog.screens : [],
        screen ? screen.modules : [],
      );
      // A few at a time: each link starts a request, and a long task would hold the page's input.
      slices(w, modules, (href) => link("modulepreload", href));
      if (screen)
        for (let i = 0; i < screen.styles.length; i++) link("stylesheet", screen.styles[i] as string);

      const request = (apiPath: string) => {
        state.responses[apiPath] = w.fetch(plan.apiBase + apiPath, {
          credentials: "same-origin",
          headers: { accept: "application/json", "accept-language": lang },
        });
      };
      request(`/labels/${encodeURIComponent(label)}`);
      // A screen behind the sign-in, for a browser with no session: the guard sends it to sign in,
      // and nothing it would ask for could answer anything but 401.
      if (screen?.user && !hasSessionHint(doc.cookie)) return;
      if (screen) {
        if (screen.user) request("/users/check");
        if (rendered) return;
        let firstPath = "";
        for (let i = 0; i < screen.requests.length; i++) {
          const apiPath = (screen.requests[i] as string)
            .replace(/:(\w+)/g, (_: string, name: string) => encodeURIComponent(values[name] || ""))
            .replace(/\{lang\}/g, lang)
            .replace(/\{label\}/g, encodeURIComponent(label));
          if (i === 0) firstPath = apiPath;
          request(apiPath);
        }
        const first = state.responses[firstPath];
        if (screen.image && first) preloadImage(screen.image, first, link);
      }
    };
    const startApp = () => {
      appendEntry(plan, doc);
      slices(w, plan.entry.modules, (href) => link("modulepreload", href));
      w.setTimeout(send, 0);
    };
    afterFirstPaint(w, startApp);
  } catch {
    // The app still starts; the rest only saves time.
    appendEntry(plan, w.document);
  }
}

/** The first screen's language: `?lang=`, else the one kept, else the browser's first we speak. */
function firstLanguage(
  plan: FirstLoadPlan,
  w: Window,
  asked: string | null,
  stored: (key: string) => string | null,
): string {
  const isLanguage = (v: string | null | undefined): v is string =>
    typeof v === "string" && plan.languages.indexOf(v) >= 0;
  const fromTag = (tag: string) => {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (!primary) return null;
    return primary === "zh" ? "zh-tw" : primary === "ko" || primary === "ja" ? primary : "en";
  };
  let lang = (asked || "").toLowerCase();
  if (!isLanguage(lang)) {
    const kept = stored(plan.storageKeys.language);
    lang = plan.defaultLanguage;
    if (isLanguage(kept)) lang = kept;
    else {
      const tags = w.navigator.languages || [];
      for (let i = 0; i < tags.length; i++) {
        const found = fromTag(tags[i] || "");
        if (found) {
          lang = found;
          break;
        }
      }
    }
  }
  return lang;
}

/** The first screen whose pattern the path matches, and the values of its `:name` parts. */
function matchScreen(screens: FirstLoadScreen[], path: string) {
  let screen: FirstLoadScreen | undefined;
  let values: Record<string, string> = {};
  for (let i = 0; i < screens.length && !screen; i++) {
    const candidate = screens[i] as FirstLoadScreen;
    const names: string[] = [];
    const source = candidate.pattern.replace(/:(\w+)/g, (_: string, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    const match = new RegExp(`^${source}/?$`).exec(path);
    if (!match) continue;
    screen = candidate;
    values = {};
    for (let j = 0; j < names.length; j++)
      values[names[j] as string] = decodeURIComponent(match[j + 1] || "");
  }
  return { screen, values };
}

type Link = (rel: string, href: string, as?: string, srcset?: string) => void;

/** Adds a <link> to the head once per href. */
function linker(doc: Document): Link {
  const head = doc.head;
  return (rel: string, href: string, as?: string, srcset?: string) => {
    if (doc.querySelector(`link[href="${href}"]`)) return;
    const el = doc.createElement("link");
    el.rel = rel;
    el.href = href;
    if (rel === "modulepreload") el.crossOrigin = "";
    if (as) {
      el.as = as;
      el.fetchPriority = "high";
    }
    // An image's variants, as its <img srcset> names them: the browser preloads the one it will use.
    if (srcset) el.imageSrcset = srcset;
    head.appendChild(el);
  };
}

/**
 * The largest image is known once the first answer is: it loads then, not after the render, at
 * the size the screen will ask for.
 */
function preloadImage(image: NonNullable<FirstLoadScreen["image"]>, first: Promise<Response>, link: Link) {
  first
    .then((r) => (r.ok ? r.clone().json() : null))
    .then((body: unknown) => {
      const path = image.field.split(".");
      let src = body;
      for (let i = 0; i < path.length; i++)
        src = src && typeof src === "object" ? (src as Record<string, unknown>)[path[i] as string] : null;
      if (typeof src === "string" && /^(\/(?!\/)|https:\/\/)/.test(src)) {
        const sized = sizedImage(src, image.width);
        link("preload", sized.src ?? src, "image", sized.srcSet);
      }
    })
    .catch(() => undefined);
}

/**
 * Once the page has painted its content (the server's render of the screen, or the logo) and
 * is parsed whole (main.tsx hydrates #root): the first paint shares the network and the CPU
 * with no script. A hidden tab paints nothing and starts at once; so does a browser that
 * does not report paints, one frame later; and a paint that never comes is waited for
 * CONTENT_PAINT_WAIT_MS at most.
 */
function afterFirstPaint(w: Window, startApp: () => void) {
  const doc = w.document;
  let started = false;
  const afterParse = () => {
    if (started) return;
    started = true;
    if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", startApp, { once: true });
    else startApp();
  };
  const Observer = (w as { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (doc.visibilityState === "hidden") afterParse();
  else if (Observer && (Observer.supportedEntryTypes || []).indexOf("paint") >= 0) {
    const observer = new Observer((list: PerformanceObserverEntryList) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      w.setTimeout(afterParse, 0);
    });
    observer.observe({ type: "paint", buffered: true });
    w.setTimeout(afterParse, CONTENT_PAINT_WAIT_MS);
  } else if (typeof w.requestAnimationFrame === "function")
    w.requestAnimationFrame(() => w.setTimeout(afterParse, 0));
  else afterParse();
}

/** Calls `each` on the items, SLICE_SIZE per task. */
function slices(w: Window, items: string[], each: (item: string) => void, from = 0) {
  for (let i = from; i < Math.min(items.length, from + SLICE_SIZE); i++) each(items[i] as string);
  if (from + SLICE_SIZE < items.length) w.setTimeout(() => slices(w, items, each, from + SLICE_SIZE), 0);
}

/** Adds the app's script to the page, once. */
function appendEntry(plan: FirstLoadPlan, doc: Document) {
  if (doc.querySelector(`script[src="${plan.entry.script}"]`)) return;
  const script = doc.createElement("script");
  script.type = "module";
  script.crossOrigin = "";
  script.src = plan.entry.script;
  doc.head.appendChild(script);
}

/**
 * The answer the inline script already asked for, once: the same GET path (with its query) in
 * the same language. A failed early request is not reused.
 */
export function takeFirstLoadResponse(apiPath: string, lang: string): Promise<Response> | undefined {
  const state = (globalThis as { __admitFirstLoad?: FirstLoadState }).__admitFirstLoad;
  if (!state || state.lang !== lang) return undefined;
  const pending = state.responses[apiPath];
  if (!pending) return undefined;
  state.responses[apiPath] = undefined;
  return pending;
}

/**
 * Drops the answers nobody took: they belong to the first screen only, and once the person has
 * moved on (or was sent elsewhere), a later screen must ask afresh.
 */
export function discardFirstLoadResponses(): void {
  const state = (globalThis as { __admitFirstLoad?: FirstLoadState }).__admitFirstLoad;
  if (state) state.responses = {};
}
