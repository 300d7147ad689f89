/**
 * Gzip size of the JavaScript (and CSS) the start view loads, against a 120 KB budget and
 * against a React 19 hello-world built with Vite in the same run.
 *
 *   npm run bench:bundle
 *
 * Builds the web app first if apps/web/dist is missing, starts the real server on a fresh data
 * directory, opens /login/start in Chromium at 390×844 and gzips (level 9) every script and
 * stylesheet the page received. Prints figures only: being over budget is not an exit failure.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium, type Response } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/chromium.ts";
import {
  buildWeb,
  type Child,
  freePort,
  HEALTH_PATH,
  HOST,
  ROOT,
  SERVER_ARGS,
  serverEnv,
  startChild,
  waitFor200,
} from "./lib/process.ts";

const BUDGET_KB = 120;
const KB = 1024;
const START_VIEW = "/login/start?lang=en";

interface Asset {
  name: string;
  bytes: number;
  gzip: number;
}

const gzipSize = (data: Buffer | Uint8Array) => gzipSync(data, { level: 9 }).length;
const sum = (assets: Asset[], key: "bytes" | "gzip") => assets.reduce((total, a) => total + a[key], 0);
const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** Loads the start view and returns the scripts and stylesheets it received. */
async function measureStartView(baseUrl: string): Promise<{ js: Asset[]; css: Asset[] }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const pending: Array<Promise<{ type: "js" | "css"; asset: Asset } | undefined>> = [];
    page.on("response", (response: Response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      pending.push(
        response.body().then(
          (body) => ({
            type: type === "script" ? "js" : "css",
            asset: { name: new URL(response.url()).pathname, bytes: body.length, gzip: gzipSize(body) },
          }),
          () => undefined,
        ),
      );
    });
    const response = await page.goto(`${baseUrl}${START_VIEW}`, {
      waitUntil: "networkidle",
      timeout: 60_000,
    });
    if (!response?.ok()) throw new Error(`${START_VIEW} answered ${response?.status() ?? "nothing"}`);
    const collected = (await Promise.all(pending)).filter((c) => c !== undefined);
    const unique = (type: "js" | "css") => {
      const byName = new Map<string, Asset>();
      for (const c of collected) if (c.type === type) byName.set(c.asset.name, c.asset);
      return [...byName.values()].sort((a, b) => b.gzip - a.gzip);
    };
    return { js: unique("js"), css: unique("css") };
  } finally {
    await browser.close();
  }
}

type ViteBuild = (config: Record<string, unknown>) => Promise<unknown>;
type PluginFactory = () => unknown;

/** Vite and its React plugin belong to the web workspace; load them from there. */
async function loadVite(): Promise<{ build: ViteBuild; react: PluginFactory }> {
  const require = createRequire(join(ROOT, "apps/web/package.json"));
  const vite = (await import(pathToFileURL(require.resolve("vite")).href)) as { build: ViteBuild };
  const plugin = (await import(pathToFileURL(require.resolve("@vitejs/plugin-react")).href)) as {
    default: PluginFactory;
  };
  return { build: vite.build, react: plugin.default };
}

/** Builds `createRoot(…).render(<h1>Hello</h1>)` with the web app's Vite and build target. */
async function buildBaseline(): Promise<{ js: Asset[]; css: Asset[] }> {
  const dir = mkdtempSync(join(tmpdir(), "admit-bench-baseline-"));
  try {
    // Resolve react/react-dom from the repository's node_modules without writing into the repository.
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
    writeFileSync(
      join(dir, "index.html"),
      '<!doctype html>\n<html lang="en">\n  <head><meta charset="UTF-8" /><title>Hello</title></head>\n' +
        '  <body>\n    <div id="root"></div>\n    <script type="module" src="/main.jsx"></script>\n  </body>\n</html>\n',
    );
    writeFileSync(
      join(dir, "main.jsx"),
      'import { createRoot } from "react-dom/client";\n\n' +
        'createRoot(document.getElementById("root")).render(<h1>Hello</h1>);\n',
    );
    const outDir = join(dir, "dist");
    mkdirSync(outDir);
    const { build, react } = await loadVite();
    await build({
      root: dir,
      configFile: false,
      mode: "production",
      logLevel: "silent",
      plugins: [react()],
      build: { outDir, emptyOutDir: true, target: "es2022", sourcemap: false, reportCompressedSize: false },
    });
    const assetsDir = join(outDir, "assets");
    const files = existsSync(assetsDir) ? readdirSync(assetsDir) : [];
    const read = (ext: string): Asset[] =>
      files
        .filter((f) => f.endsWith(ext))
        .map((f) => {
          const body = readFileSync(join(assetsDir, f));
          return { name: `/assets/${basename(f)}`, bytes: body.length, gzip: gzipSize(body) };
        });
    return { js: read(".js"), css: read(".css") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function printAssets(title: string, assets: Asset[]): void {
  console.log(`\n${title}`);
  if (assets.length === 0) {
    console.log("  (none)");
    return;
  }
  const width = Math.max(...assets.map((a) => a.name.length), 5);
  console.log(`  ${"file".padEnd(width)}  ${"raw KB".padStart(8)}  ${"gzip KB".padStart(8)}`);
  for (const a of assets) {
    console.log(`  ${a.name.padEnd(width)}  ${kb(a.bytes).padStart(8)}  ${kb(a.gzip).padStart(8)}`);
  }
  console.log(
    `  ${"total".padEnd(width)}  ${kb(sum(assets, "bytes")).padStart(8)}  ${kb(sum(assets, "gzip")).padStart(8)}`,
  );
}

async function main(): Promise<void> {
  console.log(`Start-view bundle size — gzip level 9, 1 KB = ${KB} bytes\n`);
  if (!existsSync(join(ROOT, "apps/web/dist/index.html"))) {
    console.log("apps/web/dist is missing: running npm run build …");
    console.log(`  built in ${(buildWeb() / 1000).toFixed(1)} s`);
  }

  const dataDir = mkdtempSync(join(tmpdir(), "admit-bench-data-"));
  let server: Child | undefined;
  let admit: { js: Asset[]; css: Asset[] };
  try {
    const port = await freePort();
    server = startChild(process.execPath, SERVER_ARGS, serverEnv(port, dataDir));
    const baseUrl = `http://${HOST}:${port}`;
    await waitFor200(`${baseUrl}${HEALTH_PATH}`, server);
    admit = await measureStartView(baseUrl);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`Admit start view (${START_VIEW}, 390×844, Chromium):`);
  printAssets("JavaScript", admit.js);
  printAssets("CSS", admit.css);

  const baseline = await buildBaseline();
  printAssets("Baseline: React 19 hello-world built with Vite (JavaScript)", baseline.js);

  const admitJs = sum(admit.js, "gzip");
  const baseJs = sum(baseline.js, "gzip");
  const verdict = admitJs <= BUDGET_KB * KB ? "within budget" : "OVER budget";
  console.log("");
  console.log(
    `Admit start view JS: ${kb(admitJs)} KB gzip (baseline React hello-world: ${kb(baseJs)} KB; ` +
      `Admit adds ${kb(admitJs - baseJs)} KB)`,
  );
  console.log(
    `Budget ${BUDGET_KB} KB gzip JS: ${verdict} (${((admitJs / (BUDGET_KB * KB)) * 100).toFixed(1)} % used)`,
  );
  console.log(`Admit start view CSS: ${kb(sum(admit.css, "gzip"))} KB gzip`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
