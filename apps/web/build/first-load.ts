import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";
// The config loader bundles relative imports only; workspace packages would load as raw .ts.
import { LANGUAGES } from "../../../packages/contract/src/i18n.ts";
import { API_BASE } from "../../../packages/contract/src/paths.ts";
import { FIRST_LOAD_DEFAULT_LABEL, FIRST_SCREENS } from "../src/app/first-screens.ts";
import type { FirstLoadPlan } from "../src/lib/first-load.ts";
import { STORAGE_KEYS } from "../src/lib/storage.ts";

const SRC = join(import.meta.dirname, "../src");
const RUNTIME = join(SRC, "lib/first-load.ts");

/** What the plan needs of an output chunk (Rollup's and Rolldown's chunks have these). */
export interface ChunkInfo {
  fileName: string;
  facadeModuleId: string | null;
  /** Every module bundled into the chunk (a group chunk has no facade). */
  moduleIds: string[];
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The file names a chunk needs before it runs: itself and its static imports, transitively. */
function closure(chunk: ChunkInfo, byFile: Map<string, ChunkInfo>, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = byFile.get(name);
    if (imported) closure(imported, byFile, into);
  }
  return into;
}

/**
 * The plan the inline script follows, from the build's chunks: per language the catalog parts'
 * chunks, per first screen (app/first-screens.ts) its chunks and styles, leaving out what the
 * entry already loads (index.html preloads those).
 */
export function firstLoadPlan(
  chunks: ChunkInfo[],
  facadeOf: {
    screen: (path: string) => string;
    core: (lang: string) => string;
    screens: (lang: string) => string[];
  },
  base = "/",
): FirstLoadPlan {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byModule = new Map(chunks.flatMap((c) => c.moduleIds.map((id) => [id, c] as const)));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error("first-load: the build has no entry chunk");
  const loaded = closure(entry, byFile);
  const chunkOf = (id: string) => {
    const chunk = byModule.get(id);
    if (!chunk) throw new Error(`first-load: no chunk for ${id}`);
    return chunk;
  };
  const needed = (ids: string[]) => {
    const files = new Set<string>();
    for (const id of ids)
      for (const file of closure(chunkOf(id), byFile)) if (!loaded.has(file)) files.add(file);
    return [...files];
  };
  const url = (file: string) => `${base}${file}`;
  const stylesOf = (files: string[]) => [
    ...new Set(files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])])),
  ];

  const locale: FirstLoadPlan["locale"] = {};
  for (const lang of LANGUAGES) {
    locale[lang] = {
      core: needed([facadeOf.core(lang)]).map(url),
      screens: needed(facadeOf.screens(lang)).map(url),
    };
  }
  return {
    entry: {
      script: url(entry.fileName),
      modules: [...loaded].filter((f) => f !== entry.fileName).map(url),
    },
    apiBase: API_BASE,
    languages: [...LANGUAGES],
    defaultLanguage: "en",
    storageKeys: { language: STORAGE_KEYS.language, label: STORAGE_KEYS.label },
    defaultLabel: FIRST_LOAD_DEFAULT_LABEL,
    locale,
    screens: FIRST_SCREENS.map((s) => {
      const ids = [
        facadeOf.screen(s.screen),
        ...(s.shellOnly ? [] : [facadeOf.screen("app/query-client.tsx")]),
      ];
      const files = needed(ids);
      return {
        pattern: s.path,
        modules: files.map(url),
        styles: stylesOf(files)
          .filter((f) => !loaded.has(f))
          .map(url),
        screenStrings: !s.shellOnly,
        user: s.signedIn === true,
        requests: s.requests,
        ...(s.image ? { image: s.image } : {}),
      };
    }),
  };
}

/** The inline script: lib/first-load.ts's runtime bundled, minified, called with the plan. */
export async function firstLoadScript(plan: FirstLoadPlan): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { startFirstLoad } from ${JSON.stringify(RUNTIME)};\nstartFirstLoad(${JSON.stringify(plan)}, window);`,
      resolveDir: SRC,
      loader: "ts",
    },
    bundle: true,
    write: false,
    format: "iife",
    minify: true,
    target: "es2020",
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error("first-load: the inline script came out empty");
  // Inside <script>, "</script" would end it early.
  return code.replace(/<\/script/gi, "<\\/script");
}

/**
 * Takes Vite's entry script and its modulepreloads out of index.html: the inline script adds
 * them once the page has painted (plan.entry). Throws when they differ from the plan's.
 */
export function removeEntryTags(html: string, entry: FirstLoadPlan["entry"]): string {
  const tags =
    /\s*<(?:script type="module" crossorigin src="([^"]+)"><\/script>|link rel="modulepreload" crossorigin href="([^"]+)">)/g;
  const found: string[] = [];
  const out = html.replace(tags, (_, script?: string, module?: string) => {
    found.push(script ?? module ?? "");
    return "";
  });
  const expected = [entry.script, ...entry.modules].sort();
  if (found.sort().join() !== expected.join())
    throw new Error(`first-load: index.html's scripts ${found.join()} are not the plan's ${expected.join()}`);
  return out;
}

/** The value a Content-Security-Policy needs to let an inline script run. */
export const cspHash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/** Puts the script first in <head>, so it runs before the browser starts on the rest. */
export function injectFirstLoad(html: string, script: string): string {
  const at = html.indexOf("<head>");
  if (at < 0) throw new Error("first-load: index.html has no <head>");
  const end = at + "<head>".length;
  return `${html.slice(0, end)}\n    <script>${script}</script>${html.slice(end)}`;
}

/**
 * Replaces index.html's stylesheet links with the stylesheets themselves: the app's base styles
 * are small, and a page then paints without waiting for another round trip.
 */
export function inlineStylesheets(html: string, read: (href: string) => string): string {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g,
    (_, href: string) => `<style>${read(href).replace(/<\/style/gi, "<\\/style")}</style>`,
  );
}

/** Where the build records inline scripts' hashes for the server's Content-Security-Policy. */
export const CSP_FILE = "csp-inline.json";
/**
 * Where the build records the plan, for the server: it renders the first screens itself
 * (src/entry-server.tsx) and inlines their stylesheets.
 */
export const PLAN_FILE = "first-load.json";

/**
 * Writes the first-load script into index.html (see lib/first-load.ts) and its hash into
 * `csp-inline.json`, which the server adds to its policy's `script-src`; inlines the entry's
 * stylesheets.
 */
export function firstLoad(): Plugin {
  let outDir = "dist";
  let plan: FirstLoadPlan | undefined;
  return {
    name: "admit:first-load",
    // The browser's build only, not the server render's (dist-ssr).
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o) => o.type === "chunk") as unknown as ChunkInfo[];
      const resolved = async (id: string) => {
        const found = await this.resolve(id);
        if (!found) this.error(`first-load: cannot resolve ${id}`);
        return found.id;
      };
      const messages: Record<string, string> = {};
      for (const lang of LANGUAGES) messages[lang] = await resolved(`@admit/contract/messages/${lang}`);
      plan = firstLoadPlan(chunks, {
        screen: (path) => join(SRC, path),
        core: (lang) => `\0admit-locale/${lang}-core`,
        screens: (lang) => [`\0admit-locale/${lang}-screens`, messages[lang] as string],
      });
    },
    async writeBundle() {
      if (!plan) return;
      const script = await firstLoadScript(plan);
      const file = join(outDir, "index.html");
      const html = inlineStylesheets(removeEntryTags(readFileSync(file, "utf8"), plan.entry), (href) =>
        readFileSync(join(outDir, href), "utf8"),
      );
      writeFileSync(file, injectFirstLoad(html, script));
      writeFileSync(join(outDir, CSP_FILE), `${JSON.stringify({ scriptSrc: [cspHash(script)] })}\n`);
      writeFileSync(join(outDir, PLAN_FILE), `${JSON.stringify(plan)}\n`);
    },
  };
}
