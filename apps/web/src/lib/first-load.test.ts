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
      image: "image",
    },
    {
      pattern: "/",
      modules: ["/assets/Home.js"],
      styles: [],
      screenStrings: true,
      user: true,
      requests: ["/nfts"],
      image: "items.0.image",
    },
  ],
};

interface FakeLink {
  rel: string;
  href: string;
  as?: string;
  crossOrigin?: string;
}

function fakeWindow(
  url: string,
  { stored = {}, languages = ["en-US"] } = {} as {
    stored?: Record<string, string>;
    languages?: string[];
  },
) {
  const links: FakeLink[] = [];
  const fetched: Array<{ url: string; init: RequestInit }> = [];
  const location = new URL(url);
  const w = {
    location,
    navigator: { languages },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    document: {
      head: { appendChild: (el: FakeLink) => links.push(el) },
      createElement: () => ({}) as FakeLink,
      querySelector: (selector: string) => links.find((l) => selector.includes(`"${l.href}"`)) ?? null,
    },
    fetch: (input: string, init: RequestInit) => {
      fetched.push({ url: input, init });
      const image = `/demo/${input.split("/").pop()?.split("?")[0]}.svg`;
      return Promise.resolve(Response.json({ image, items: [{ image: `${image}#first` }] }));
    },
  };
  return { w, links, fetched };
}

const run = (...args: Parameters<typeof fakeWindow>) => {
  const fake = fakeWindow(...args);
  startFirstLoad(plan, fake.w as unknown as Window);
  return { ...fake, state: (fake.w as { __admitFirstLoad?: { lang: string } }).__admitFirstLoad };
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
    const { links, fetched } = run("http://a.test/event/detail/44?wl=hanriver", { languages: ["ko-KR"] });
    expect(links.map((l) => `${l.rel} ${l.href}`)).toEqual([
      "modulepreload /assets/ko-core.js",
      "modulepreload /assets/ko-screens.js",
      "modulepreload /assets/Detail.js",
      "stylesheet /assets/Detail.css",
    ]);
    expect(fetched.map((f) => f.url)).toEqual([
      "/api/v1/labels/hanriver",
      "/api/v1/discover/cltns/44?lang=ko",
    ]);
    expect(fetched[0]?.init.headers).toMatchObject({ "accept-language": "ko" });
  });

  it("preloads the screen's largest image as soon as its first answer names it", async () => {
    const { links } = run("http://a.test/event/detail/44");
    await vi.waitFor(() =>
      expect(links.at(-1)).toMatchObject({ rel: "preload", as: "image", href: "/demo/44.svg" }),
    );
  });

  it("follows a dotted path into a list's answer to its first row's image", async () => {
    const { links } = run("http://a.test/");
    await vi.waitFor(() =>
      expect(links.at(-1)).toMatchObject({ rel: "preload", as: "image", href: "/demo/nfts.svg#first" }),
    );
  });

  it("checks the session first on a signed-in screen, and only loads the shell's strings on the start screen", () => {
    expect(run("http://a.test/").fetched.map((f) => f.url)).toEqual([
      "/api/v1/labels/admit",
      "/api/v1/users/check",
      "/api/v1/nfts",
    ]);
    const start = run("http://a.test/login/start", { stored: { [STORAGE_KEYS.label]: "hanriver" } });
    expect(start.links.map((l) => l.href)).toEqual(["/assets/en-core.js", "/assets/Start.js"]);
    expect(start.fetched.map((f) => f.url)).toEqual(["/api/v1/labels/hanriver"]);
  });

  it("asks only for the label on a screen it does not know", () => {
    const { links, fetched } = run("http://a.test/profile");
    expect(links.map((l) => l.href)).toEqual(["/assets/en-core.js"]);
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
