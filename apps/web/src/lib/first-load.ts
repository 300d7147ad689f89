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
   * Where the first request's answer holds the screen's largest image, to preload: a field, or a
   * dotted path into the answer (`items.0.image`: the first row of a list).
   */
  image?: string;
}

export interface FirstLoadPlan {
  apiBase: string;
  languages: string[];
  defaultLanguage: string;
  storageKeys: { language: string; label: string };
  defaultLabel: string;
  /** Per language: the chunks of the `core` part and of the `screens` part. */
  locale: Record<string, { core: string[]; screens: string[] }>;
  screens: FirstLoadScreen[];
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
    const isLanguage = (v: string | null | undefined): v is string =>
      typeof v === "string" && plan.languages.indexOf(v) >= 0;
    const fromTag = (tag: string) => {
      const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
      if (!primary) return null;
      return primary === "zh" ? "zh-tw" : primary === "ko" || primary === "ja" ? primary : "en";
    };
    let lang = (params.get("lang") || "").toLowerCase();
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
    const wl = params.get("wl");
    const label =
      wl && /^[a-z0-9][a-z0-9-]{0,39}$/.test(wl) ? wl : stored(plan.storageKeys.label) || plan.defaultLabel;

    const path = w.location.pathname;
    let screen: FirstLoadScreen | undefined;
    let values: Record<string, string> = {};
    for (let i = 0; i < plan.screens.length && !screen; i++) {
      const candidate = plan.screens[i] as FirstLoadScreen;
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

    const head = doc.head;
    const link = (rel: string, href: string, as?: string) => {
      if (doc.querySelector(`link[href="${href}"]`)) return;
      const el = doc.createElement("link");
      el.rel = rel;
      el.href = href;
      if (rel === "modulepreload") el.crossOrigin = "";
      if (as) {
        el.as = as;
        el.fetchPriority = "high";
      }
      head.appendChild(el);
    };
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
      for (let i = 0; i < modules.length; i++) link("modulepreload", modules[i] as string);
      if (screen)
        for (let i = 0; i < screen.styles.length; i++) link("stylesheet", screen.styles[i] as string);

      const request = (apiPath: string) => {
        state.responses[apiPath] = w.fetch(plan.apiBase + apiPath, {
          credentials: "same-origin",
          headers: { accept: "application/json", "accept-language": lang },
        });
      };
      request(`/labels/${encodeURIComponent(label)}`);
      if (screen) {
        if (screen.user) request("/users/check");
        let firstPath = "";
        for (let i = 0; i < screen.requests.length; i++) {
          const apiPath = (screen.requests[i] as string)
            .replace(/:(\w+)/g, (_: string, name: string) => encodeURIComponent(values[name] || ""))
            .replace(/\{lang\}/g, lang)
            .replace(/\{label\}/g, encodeURIComponent(label));
          if (i === 0) firstPath = apiPath;
          request(apiPath);
        }
        // The largest image is known once the first answer is: it loads then, not after the render.
        const field = screen.image;
        const first = state.responses[firstPath];
        if (field && first) {
          first
            .then((r) => (r.ok ? r.clone().json() : null))
            .then((body: unknown) => {
              const path = field.split(".");
              let src = body;
              for (let i = 0; i < path.length; i++)
                src =
                  src && typeof src === "object" ? (src as Record<string, unknown>)[path[i] as string] : null;
              if (typeof src === "string" && /^(\/(?!\/)|https:\/\/)/.test(src))
                link("preload", src, "image");
            })
            .catch(() => undefined);
        }
      }
    };
    // Right after the first paint (the page's frame is in the HTML): the paint waits for none of it.
    if (typeof w.requestAnimationFrame === "function") w.requestAnimationFrame(() => w.setTimeout(send, 0));
    else send();
  } catch {
    // The app loads its own way; this only saves time.
  }
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
