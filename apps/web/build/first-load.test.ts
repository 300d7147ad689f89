import { describe, expect, it } from "vitest";
import type { FirstLoadState } from "../src/lib/first-load.ts";
import {
  type ChunkInfo,
  cspHash,
  firstLoadPlan,
  firstLoadScript,
  injectFirstLoad,
  inlineStylesheets,
  removeEntryTags,
} from "./first-load.ts";

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  css: string[] = [],
) => ({
  fileName,
  facadeModuleId,
  moduleIds: facadeModuleId ? [facadeModuleId] : [],
  isEntry: fileName.startsWith("assets/index"),
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

const chunks: ChunkInfo[] = [
  chunk("assets/index.js", "/src/main.tsx", ["assets/react.js"], ["assets/index.css"]),
  chunk("assets/react.js", null),
  chunk("assets/query.js", null),
  chunk("assets/query-client.js", "/src/app/query-client.tsx", ["assets/query.js", "assets/react.js"]),
  chunk(
    "assets/Start.js",
    "/src/features/auth/components/StartView.tsx",
    ["assets/react.js"],
    ["assets/Start.css"],
  ),
  chunk(
    "assets/Discover.js",
    "/src/features/discover/components/DiscoverView.tsx",
    ["assets/query.js"],
    ["assets/Discover.css"],
  ),
  chunk("assets/Detail.js", "/src/features/discover/components/DiscoverDetailView.tsx", ["assets/query.js"]),
  chunk("assets/Home.js", "/src/features/wallet/components/HomeView.tsx"),
  chunk("assets/Nft.js", "/src/app/screens/TicketScreen.tsx"),
  ...["ko", "en", "zh-tw", "ja"].flatMap((lang) => [
    chunk(`assets/${lang}-core.js`, `\0locale/${lang}-core`),
    chunk(`assets/${lang}-messages.js`, `/contract/messages/${lang}.ts`),
    chunk(`assets/${lang}-screens.js`, `\0locale/${lang}-screens`),
  ]),
];

const facades = {
  screen: (path: string) => `/src/${path}`,
  core: (lang: string) => `\0locale/${lang}-core`,
  screens: (lang: string) => [`\0locale/${lang}-screens`, `/contract/messages/${lang}.ts`],
};
const plan = () => firstLoadPlan(chunks, facades);

describe("firstLoadPlan", () => {
  it("lists each first screen's chunks and styles, without what the entry already loads", () => {
    const screens = plan().screens;
    const start = screens.find((s) => s.pattern === "/login/start");
    expect(start).toMatchObject({
      modules: ["/assets/Start.js"],
      styles: ["/assets/Start.css"],
      screenStrings: false,
    });
    const discover = screens.find((s) => s.pattern === "/discover");
    expect(discover?.modules).toEqual(["/assets/Discover.js", "/assets/query.js", "/assets/query-client.js"]);
    expect(discover).toMatchObject({ styles: ["/assets/Discover.css"], screenStrings: true, user: false });
    expect(screens.find((s) => s.pattern === "/")?.user).toBe(true);
  });

  it("lists each language's catalog parts", () => {
    expect(plan().locale.ko).toEqual({
      core: ["/assets/ko-core.js"],
      screens: ["/assets/ko-screens.js", "/assets/ko-messages.js"],
    });
  });

  it("fails the build when a first screen has no chunk of its own", () => {
    expect(() =>
      firstLoadPlan(
        chunks.filter((c) => c.fileName !== "assets/Nft.js"),
        facades,
      ),
    ).toThrow(/TicketScreen/);
  });
});

describe("the inline script", () => {
  it("runs on its own and starts the first screen's requests", async () => {
    const script = await firstLoadScript(plan());
    const fetched: string[] = [];
    const w = {
      location: new URL("http://a.test/discover?lang=ja"),
      navigator: { languages: [] },
      localStorage: { getItem: () => null },
      // No paint reporting nor frames here: it starts at once; its timers run at once too.
      setTimeout: (fn: () => void) => fn(),
      document: {
        readyState: "complete",
        head: { appendChild: () => undefined },
        createElement: () => ({}),
        getElementById: () => null,
        querySelector: () => null,
      },
      fetch: (url: string) => {
        fetched.push(url);
        return Promise.resolve(new Response());
      },
    } as unknown as Window & { __admitFirstLoad?: FirstLoadState };
    new Function("window", script)(w);
    expect(w.__admitFirstLoad?.lang).toBe("ja");
    // The catalogue of the label chosen (none stored: the default one).
    expect(fetched).toEqual([
      "/api/v1/labels/admit",
      "/api/v1/discover/cltns?type=all&sort=NEWEST&limit=10&label=admit",
    ]);
    // A partner label's catalogue is its own.
    const partner: string[] = [];
    new Function("window", script)({
      ...w,
      location: new URL("http://a.test/discover?wl=hanriver"),
      fetch: (url: string) => {
        partner.push(url);
        return Promise.resolve(new Response());
      },
    });
    expect(partner).toContain("/api/v1/discover/cltns?type=all&sort=NEWEST&limit=10&label=hanriver");
  });

  it("takes the app's script and its preloads out of index.html, and fails when they are not the plan's", () => {
    const html = [
      "<head>",
      '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/react-2.js">',
      "</head>",
    ].join("\n");
    expect(removeEntryTags(html, { script: "/assets/index-1.js", modules: ["/assets/react-2.js"] })).toBe(
      "<head>\n</head>",
    );
    expect(() => removeEntryTags(html, { script: "/assets/index-1.js", modules: [] })).toThrow(
      /not the plan's/,
    );
  });

  it("goes first in <head>, allowed by its hash", () => {
    const html = injectFirstLoad("<html><head><title>A</title></head></html>", "go()");
    expect(html).toBe("<html><head>\n    <script>go()</script><title>A</title></head></html>");
    expect(cspHash("go()")).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });
});

describe("inlineStylesheets", () => {
  it("puts each stylesheet of the page into it", () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/a.css">\n<link rel="stylesheet" href="/assets/b.css"></head>';
    const css: Record<string, string> = {
      "/assets/a.css": "a{color:red}",
      "/assets/b.css": "b{x:'</style>'}",
    };
    expect(inlineStylesheets(html, (href) => css[href] ?? "")).toBe(
      "<head><style>a{color:red}</style>\n<style>b{x:'<\\/style>'}</style></head>",
    );
  });
});
