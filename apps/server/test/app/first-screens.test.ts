import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assemblePage, patternToRegExp, scriptJson } from "../../src/plugins/first-screens.ts";
import { buildTestApp } from "../helper.ts";

/** A web build with a server entry standing in for apps/web/src/entry-server.tsx. */
const web = mkdtempSync(join(tmpdir(), "admit-ssr-"));
const dist = join(web, "dist");
const template = [
  "<!doctype html>",
  '<html lang="en">',
  "  <head>",
  "    <script>start()</script>",
  "    <title>Admit</title>",
  "  </head>",
  "  <body>",
  '    <div id="root"><div class="boot"><svg></svg></div></div>',
  "  </body>",
  "</html>",
].join("\n");
const entry = `
export async function renderPage({ url, acceptLanguage, transport }) {
  if (url.startsWith("/event/detail/boom")) throw new Error("boom");
  if (url.startsWith("/event/detail/slow")) return new Promise(() => {});
  if (url.startsWith("/event/detail/gone")) return null;
  const live = await transport(new URL("http://x/api/v1/health/live"), { headers: { accept: "application/json" } });
  const check = await transport(new URL("http://x/api/v1/users/check"), { headers: {} });
  return {
    html: '<link rel="preload" as="image" href="/p.svg"/><main>' + url + " " + acceptLanguage + " " + live.status + " " + check.status + "</main>",
    title: "Admit <b>",
    htmlAttributes: ' data-label="admit"',
    state: { lang: "zh-tw", url, note: "</script><!--" },
  };
}
`;
let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  mkdirSync(join(dist, "assets"), { recursive: true });
  mkdirSync(join(web, "dist-ssr"));
  writeFileSync(join(dist, "index.html"), template);
  writeFileSync(join(dist, "assets/d.css"), ".card{color:red}");
  writeFileSync(
    join(dist, "first-load.json"),
    JSON.stringify({
      screens: [
        { pattern: "/discover", styles: ["/assets/d.css"], user: false },
        { pattern: "/event/detail/:id", styles: [], user: false },
        { pattern: "/", styles: [], user: true },
      ],
    }),
  );
  writeFileSync(join(web, "dist-ssr/entry-server.js"), entry);
  t = await buildTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("the first screens rendered by the server", () => {
  it("sends the screen in the page, its state first in <head>, its styles and preloads before </head>", async () => {
    const res = await get("/discover?type=all", { "accept-encoding": "br", "accept-language": "ko-KR" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.headers.vary).toMatch(/accept-language/);
    const html = brotliDecompressSync(res.rawPayload).toString();
    // The API answered in-process, as the visitor: live, and not signed in.
    expect(html).toContain('<div id="root"><main>/discover?type=all ko-KR 200 401</main></div>');
    expect(html).toContain('<html lang="zh-Hant-TW" data-label="admit">');
    expect(html).toContain("<title>Admit &lt;b&gt;</title>");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.indexOf('<script id="admit-ssr"')).toBeLessThan(head.indexOf("start()"));
    expect(head).toContain('"note":"\\u003c/script>\\u003c!--"');
    expect(head).toContain('<link rel="preload" as="image" href="/p.svg"/>');
    expect(head).toContain(
      '<style data-href="/assets/d.css">.card{color:red}</style><link rel="stylesheet" href="/assets/d.css" disabled>',
    );
    expect(html).not.toContain('class="boot"');
  });

  it("sends the plain page for a signed-in screen, another path, a failed, empty or slow render", async () => {
    for (const path of ["/", "/profile", "/event/detail/boom", "/event/detail/gone", "/event/detail/slow"]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toBe(template);
    }
  });
});

describe("page assembly", () => {
  it("matches a route's path as the first-load script does", () => {
    const detail = patternToRegExp("/event/detail/:id");
    expect(detail.test("/event/detail/44")).toBe(true);
    expect(detail.test("/event/detail/44/")).toBe(true);
    expect(detail.test("/event/detail/44/more")).toBe(false);
    expect(patternToRegExp("/").test("/discover")).toBe(false);
  });

  it("keeps JSON from ending its script", () => {
    expect(scriptJson({ a: "</script>\u2028" })).toBe('{"a":"\\u003c/script>\\u2028"}');
  });

  it("refuses an index.html whose #root it does not know", () => {
    const rendered = { html: "<p>x</p>", title: "A", htmlAttributes: "", state: { lang: "en" } };
    expect(() => assemblePage("<html><head></head><body></body></html>", rendered, "")).toThrow(/#root/);
  });
});
