import { afterEach, describe, expect, it, vi } from "vitest";
import {
  discardFirstLoadResponses,
  type FirstLoadPlan,
  startFirstLoad,
  takeFirstLoadResponse,
} from "./first-load.ts";
import { resolveLanguage } from "./i18n.ts";
import { STORAGE_KEYS } from "./storage.ts";

const plan: FirstLoadPlan = {
  entry: { script: "/assets/index.js", modules: ["/assets/react.js"] },
  apiBase: "/api/v1",
  languages: ["ko", "en", "zh-tw", "ja"],
  defaultLanguage: "en",
  storageKeys: { language: STORAGE_KEYS.language, label: STORAGE_KEYS.label },
  defaultLabel: "admit",
  locale: {
    en: { core: ["/assets/en-core.js"], screens: ["/assets/en-screens.js"] },
    ko: { core: ["/assets/ko-core.js"], screens: ["/assets/ko-screens.js"] },
  },
  screens: [
    {
      pattern: "/login/start",
      modules: ["/assets/Start.js"],
      styles: [],
      screenStrings: false,
      user: false,
      requests: [],
    },
    {
      pattern: "/event/detail/:id",
      modules: ["/assets/Detail.js"],
      styles: ["/assets/Detail.css"],
      screenStrings: true,
      user: false,
      requests: ["/discover/cltns/:id?lang={lang}"],
      image: { field: "image", width: 168 },
    },
    {
      pattern: "/",
      modules: ["/assets/Home.js"],
      styles: [],
      screenStrings: true,
      user: true,
      requests: ["/nfts"],
      image: { field: "items.0.image", width: 84 },
    },
  ],
};

interface FakeLink {
  rel?: string;
  href?: string;
  src?: string;
  type?: string;
  as?: string;
  crossOrigin?: string;
}

interface FakeOptions {
  stored?: Record<string, string>;
  languages?: string[];
  /** The page came rendered by the server (its state script is in the page). */
  rendered?: boolean;
  visibility?: "visible" | "hidden";
  /** The browser reports paints: the script waits for the first contentful one. */
  paints?: boolean;
  /** `document.cookie`: signed in unless told otherwise (the session hint, contract/session-hint.ts). */
  cookie?: string;
}

function fakeWindow(url: string, options: FakeOptions = {}) {
  const {
    stored = {},
    languages = ["en-US"],
    rendered = false,
    visibility = "visible",
    cookie = "theme=dark; admit_signed_in=1",
  } = options;
  const links: FakeLink[] = [];
  const fetched: Array<{ url: string; init: RequestInit }> = [];
  const timers: Array<{ fn: () => void; ms: number }> = [];
  let painted: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  const location = new URL(url);
  class FakeObserver {
    static supportedEntryTypes = ["paint"];
    constructor(callback: typeof painted) {
      painted = callback;
    }
    observe() {}
    disconnect() {}
  }
  const w = {
    location,
    navigator: { languages },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
    ...(options.paints ? { PerformanceObserver: FakeObserver } : {}),
    document: {
      readyState: "complete",
      visibilityState: visibility,
      cookie,
      head: { appendChild: (el: FakeLink) => links.push(el) },
      createElement: () => ({}) as FakeLink,
      getElementById: (id: string) => (rendered && id === "admit-ssr" ? {} : null),
      querySelector: (selector: string) =>
        links.find((l) => selector.includes(`"${l.href ?? l.src}"`)) ?? null,
    },
    fetch: (input: string, init: RequestInit) => {
      fetched.push({ url: input, init });
      const image = `/demo/${input.split("/").pop()?.split("?")[0]}.svg`;
      return Promise.resolve(Response.json({ image, items: [{ image: `${image}#first` }] }));
    },
  };
  /** Runs the timers due within `ms`, and those they set. */
  const flush = (ms = 0) => {
    for (let due = timers.findIndex((t) => t.ms <= ms); due >= 0; due = timers.findIndex((t) => t.ms <= ms))
      timers.splice(due, 1)[0]?.fn();
  };
  const paint = () =>
    painted?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) });
  return { w, links, fetched, flush, paint };
}

const start = (url: string, options?: FakeOptions) => {
  const fake = fakeWindow(url, options);
  startFirstLoad(plan, fake.w as unknown as Window);
  const state = (fake.w as { __admitFirstLoad?: { lang: string } }).__admitFirstLoad;
  /** The chunks and styles asked for, after the app's own script and its imports. */
  const preloads = () => fake.links.filter((l) => l.rel && !plan.entry.modules.includes(l.href ?? ""));
  return { ...fake, state, preloads };
};

/** A page loaded in a browser that reports no paints: it starts a frame later (none here). */
const run = (url: string, options?: FakeOptions) => {
  const started = start(url, options);
  started.flush();
  return started;
};

describe("startFirstLoad", () => {
  afterEach(() => {
    delete (globalThis as { __admitFirstLoad?: unknown }).__admitFirstLoad;
  });

  it("picks the language as the app does: ?lang, then the stored one, then the browser's", () => {
    const cases: Array<[string, Record<string, string>, string[]]> = [
      ["http://a.test/?lang=KO", { [STORAGE_KEYS.language]: "ja" }, ["en"]],
      ["http://a.test/?lang=xx", { [STORAGE_KEYS.language]: "ja" }, ["ko"]],
      ["http://a.test/", {}, ["zh-HK", "ko"]],
      ["http://a.test/", {}, ["fr-FR"]],
      ["http://a.test/", {}, []],
      ["http://a.test/", { [STORAGE_KEYS.language]: "de" }, ["ja-JP"]],
    ];
    for (const [url, stored, languages] of cases) {
      const expected = resolveLanguage({
        query: new URL(url).searchParams.get("lang"),
        stored: stored[STORAGE_KEYS.language],
        browser: languages,
      });
      expect(run(url, { stored, languages }).state?.lang, url).toBe(expected);
    }
  });

  it("starts a screen's chunks, styles, label and data together, with its path's values", () => {
    const { preloads, fetched } = run("http://a.test/event/detail/44?wl=hanriver", { languages: ["ko-KR"] });
    // A few links per task: the order between chunks and styles does not matter.
    expect(
      preloads()
        .map((l) => `${l.rel} ${l.href}`)
        .sort(),
    ).toEqual([
      "modulepreload /assets/Detail.js",
      "modulepreload /assets/ko-core.js",
      "modulepreload /assets/ko-screens.js",
      "stylesheet /assets/Detail.css",
    ]);
    expect(fetched.map((f) => f.url)).toEqual([
      "/api/v1/labels/hanriver",
      "/api/v1/discover/cltns/44?lang=ko",
    ]);
    expect(fetched[0]?.init.headers).toMatchObject({ "accept-language": "ko" });
  });

  it("preloads the screen's largest image at the size shown as soon as its first answer names it", async () => {
    const { links } = run("http://a.test/event/detail/44");
    await vi.waitFor(() =>
      expect(links.at(-1)).toMatchObject({
        rel: "preload",
        as: "image",
        href: "/img/192/demo/44.svg",
        imageSrcset: "/img/192/demo/44.svg 1x, /img/384/demo/44.svg 2x, /img/512/demo/44.svg 3x",
      }),
    );
  });

  it("follows a dotted path into a list's answer to its first row's image", async () => {
    const { links } = run("http://a.test/");
    await vi.waitFor(() =>
      expect(links.at(-1)).toMatchObject({ rel: "preload", as: "image", href: "/img/96/demo/nfts.svg" }),
    );
  });

  it("checks the session first on a signed-in screen, and only loads the shell's strings on the start screen", () => {
    expect(run("http://a.test/").fetched.map((f) => f.url)).toEqual([
      "/api/v1/labels/admit",
      "/api/v1/users/check",
      "/api/v1/nfts",
    ]);
    const start = run("http://a.test/login/start", { stored: { [STORAGE_KEYS.label]: "hanriver" } });
    expect(start.preloads().map((l) => l.href)).toEqual(["/assets/en-core.js", "/assets/Start.js"]);
    expect(start.fetched.map((f) => f.url)).toEqual(["/api/v1/labels/hanriver"]);
  });

  it("asks a browser with no session for nothing on a signed-in screen: no call that would answer 401", () => {
    const home = run("http://a.test/", { cookie: "theme=dark" });
    expect(home.fetched.map((f) => f.url)).toEqual(["/api/v1/labels/admit"]);
    const rendered = run("http://a.test/", { cookie: "", rendered: true });
    expect(rendered.fetched.map((f) => f.url)).toEqual(["/api/v1/labels/admit"]);
    // A screen anyone may see still asks for its data.
    expect(run("http://a.test/event/detail/44", { cookie: "" }).fetched.map((f) => f.url)).toContain(
      "/api/v1/discover/cltns/44?lang=en",
    );
  });

  it("starts the app's own script once the page has painted its content, and the rest after it", () => {
    const page = start("http://a.test/event/detail/44", { paints: true });
    page.flush();
    expect(page.links).toEqual([]);
    expect(page.fetched).toEqual([]);
    page.paint();
    page.flush();
    expect(page.links[0]).toMatchObject({ type: "module", src: "/assets/index.js" });
    expect(page.links.filter((l) => l.href === "/assets/react.js")).toHaveLength(1);
    expect(page.fetched.map((f) => f.url)).toContain("/api/v1/discover/cltns/44?lang=en");
  });

  it("waits for a paint that never comes 3 s at most", () => {
    const page = start("http://a.test/discover", { paints: true });
    page.flush();
    expect(page.links).toEqual([]);
    page.flush(3_000);
    expect(page.links[0]).toMatchObject({ src: "/assets/index.js" });
  });

  it("starts at once in a hidden tab, which paints nothing", () => {
    const page = start("http://a.test/discover", { paints: true, visibility: "hidden" });
    page.flush();
    expect(page.links[0]).toMatchObject({ src: "/assets/index.js" });
  });

  it("asks a page the server rendered for its chunks, label and session, not for its data", () => {
    const home = run("http://a.test/", { rendered: true });
    expect(home.fetched.map((f) => f.url)).toEqual(["/api/v1/labels/admit", "/api/v1/users/check"]);
    expect(home.preloads().map((l) => l.href)).toEqual([
      "/assets/en-core.js",
      "/assets/en-screens.js",
      "/assets/Home.js",
    ]);
  });

  it("asks only for the label on a screen it does not know", () => {
    const { preloads, fetched } = run("http://a.test/profile");
    expect(preloads().map((l) => l.href)).toEqual(["/assets/en-core.js"]);
    expect(fetched.map((f) => f.url)).toEqual(["/api/v1/labels/admit"]);
  });
});

describe("takeFirstLoadResponse", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("hands an early answer over once, and only in the language it was asked in", async () => {
    const answer = Promise.resolve(new Response("{}"));
    vi.stubGlobal("__admitFirstLoad", { lang: "en", responses: { "/nfts": answer } });
    expect(takeFirstLoadResponse("/nfts", "ko")).toBeUndefined();
    expect(takeFirstLoadResponse("/nfts", "en")).toBe(answer);
    expect(takeFirstLoadResponse("/nfts", "en")).toBeUndefined();
    expect(takeFirstLoadResponse("/labels/admit", "en")).toBeUndefined();
  });

  it("hands nothing over once the first screen is left", () => {
    vi.stubGlobal("__admitFirstLoad", {
      lang: "en",
      responses: { "/nfts/19": Promise.resolve(new Response()) },
    });
    discardFirstLoadResponses();
    expect(takeFirstLoadResponse("/nfts/19", "en")).toBeUndefined();
  });
});
