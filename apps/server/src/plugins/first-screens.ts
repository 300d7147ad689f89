/**
 * The web app's first screens rendered here, so a phone paints the page itself before any script
 * runs (issue 11): the web build's server entry (apps/web/src/entry-server.tsx, built into
 * `dist-ssr/` beside WEB_DIST) renders the public first screens of its plan (`first-load.json`,
 * apps/web/build/first-load.ts); their API requests are answered in-process, as the visitor's own
 * (their cookie, their address for the rate limits). The page carries the render's state for the
 * browser's hydration (main.tsx) and the screen's stylesheets inline.
 *
 * Any failure, a redirect, or a render slower than RENDER_TIMEOUT_MS answers the plain
 * index.html: the browser then renders the page itself, as it always could.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Past this, the visitor is better served by the plain page and the browser's own render. */
const RENDER_TIMEOUT_MS = 1_500;
/** entry-server.tsx's SERVER_STATE_ID (lib/first-load.ts). */
const STATE_ID = "admit-ssr";

interface PlanScreen {
  pattern: string;
  styles: string[];
  /** A signed-in screen: not rendered here (a personal page stays the browser's). */
  user: boolean;
}

interface Rendered {
  html: string;
  title: string;
  /** Attributes for <html>, as HTML: the label's colours. */
  htmlAttributes: string;
  state: { lang: string };
}

interface RenderModule {
  renderPage(input: {
    url: string;
    acceptLanguage: string | undefined;
    transport: (url: URL, init: RequestInit) => Promise<Response>;
  }): Promise<Rendered | null>;
}

interface Screen {
  match: RegExp;
  /** The screen's stylesheets, inline in its page. */
  styles: string;
}

export interface FirstScreens {
  /** Answers the page, or false when the plain index.html should be sent. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/** "/event/detail/:id" → /^\/event\/detail\/[^/]+\/?$/ (lib/first-load.ts matches the same way). */
export function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(:\w+)/)
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}/?$`);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A JSON text safe inside <script>: no "</script" or "<!--" can end or bend it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * index.html with the render in it: the state first in <head> (the inline first-load script reads
 * it), the preloads React hoisted and the screen's styles before </head>, the screen in #root.
 */
export function assemblePage(template: string, rendered: Rendered, styles: string): string {
  // React puts the preloads it hoists (the screen's images) ahead of the markup.
  const hoisted = /^(?:<link [^>]*>)+/.exec(rendered.html)?.[0] ?? "";
  const body = rendered.html.slice(hoisted.length);
  const htmlLang = rendered.state.lang === "zh-tw" ? "zh-Hant-TW" : rendered.state.lang;
  const root = /<div id="root">[\s\S]*?<\/div><\/div>/;
  if (!root.test(template)) throw new Error("first-screens: index.html's #root is not as expected");
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${htmlLang}"${rendered.htmlAttributes}>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`)
    .replace(
      "<head>",
      `<head>\n    <script id="${STATE_ID}" type="application/json">${scriptJson(rendered.state)}</script>`,
    )
    .replace("</head>", `${hoisted}${styles}</head>`)
    .replace(root, () => `<div id="root">${body}</div>`);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The server entry and plan of the web build at `webDist`, or undefined when it has none. */
export async function loadFirstScreens(
  app: FastifyInstance,
  webDist: string,
): Promise<FirstScreens | undefined> {
  const entry = join(webDist, "..", "dist-ssr", "entry-server.js");
  const planFile = join(webDist, "first-load.json");
  if (!existsSync(entry) || !existsSync(planFile)) {
    app.log.info("the web build has no server render (dist-ssr): pages are rendered in the browser");
    return undefined;
  }
  const renderer = (await import(pathToFileURL(entry).href)) as RenderModule;
  const template = readFileSync(join(webDist, "index.html"), "utf8");
  const screens = readScreens(webDist, planFile);
  const screenOf = (path: string) => screens.find((s) => s.match.test(path));

  async function render(request: FastifyRequest): Promise<string | null> {
    const screen = screenOf(request.url.split("?")[0] ?? "");
    if (!screen) return null;
    const cookie = request.headers.cookie;
    const rendered = await renderer.renderPage({
      url: request.url,
      acceptLanguage: request.headers["accept-language"],
      transport: async (url, init) => {
        const answer = await app.inject({
          method: (init.method ?? "GET") as "GET",
          url: `${url.pathname}${url.search}`,
          headers: {
            ...(init.headers as Record<string, string>),
            ...(cookie ? { cookie } : {}),
            "user-agent": request.headers["user-agent"] ?? "",
          },
          remoteAddress: request.ip,
        });
        const empty = answer.statusCode === 204 || answer.statusCode === 304;
        return new Response(empty ? null : answer.rawPayload, {
          status: answer.statusCode,
          headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
        });
      },
    });
    return rendered ? assemblePage(template, rendered, screen.styles) : null;
  }

  return {
    async send(request, reply) {
      let page: string | null;
      try {
        page = await withTimeout(render(request), RENDER_TIMEOUT_MS);
      } catch (err) {
        request.log.warn({ err }, "the server render failed: the browser renders the page");
        return false;
      }
      if (page === null) return false;
      await sendPage(request, reply, page);
      return true;
    },
  };
}

/** The plan's screens a visitor without an account may get rendered, each with its styles inlined. */
function readScreens(webDist: string, planFile: string): Screen[] {
  const plan = JSON.parse(readFileSync(planFile, "utf8")) as { screens: PlanScreen[] };
  return plan.screens
    .filter((s) => !s.user)
    .map((s) => ({
      match: patternToRegExp(s.pattern),
      styles: s.styles
        .map((href) => {
          const css = readFileSync(join(webDist, href.replace(/^\//, "")), "utf8");
          // The disabled link is never fetched: it tells the app's chunk loader (Vite's preload
          // helper) and the first-load script that this stylesheet is in the page already.
          return `<style data-href="${href}">${css.replace(/<\/style/gi, "<\\/style")}</style><link rel="stylesheet" href="${href}" disabled>`;
        })
        .join(""),
    }));
}

/** Sends a rendered page, compressed as the browser accepts. */
async function sendPage(request: FastifyRequest, reply: FastifyReply, page: string) {
  const accepts = String(request.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : undefined;
  const body =
    encoding === "br"
      ? await brotli(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === "gzip"
        ? await gz(page)
        : page;
  if (encoding) reply.header("content-encoding", encoding);
  await reply
    // Rendered with the visitor's cookie: no shared cache keeps it.
    .header("cache-control", "private, no-cache")
    .header("vary", "accept-encoding, accept-language, cookie")
    .type("text/html; charset=utf-8")
    .send(body);
}
