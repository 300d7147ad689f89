/**
 * Lighthouse 12 performance of the first screens, against the production build served by the
 * real server on a fresh data directory, once its start's background work is done: mobile form factor, simulated throttling (Lighthouse's
 * defaults), the median of 5 runs per page.
 *
 *   npm run bench:lighthouse
 *   BENCH_RUNS=3 BENCH_PAGES=/discover,/event/detail/44 npm run bench:lighthouse
 *   BENCH_LHR_DIR=/tmp/lhr npm run bench:lighthouse   # also keeps each run's full report (JSON)
 *
 * Builds the web app first if apps/web/dist is missing. Pages: the start view, discover, an event,
 * and, signed in as the demo customer (its session cookie is sent with every request), the home
 * list and one ticket card. Prints figures only: a low score is not an exit failure.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { demoAccounts } from "../apps/server/src/db/seed/demo.ts";
import { chromiumPath } from "../e2e/chromium.ts";
import {
  buildWeb,
  type Child,
  freePort,
  HEALTH_PATH,
  HOST,
  median,
  ROOT,
  SERVER_ARGS,
  serverEnv,
  startChild,
  waitFor200,
  waitForIdle,
} from "./lib/process.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const API = "/api/v1";

interface Target {
  name: string;
  path: string;
  signedIn: boolean;
}

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** What the LCP was and where its time went (Lighthouse's element audit), for the detail lines. */
  lcpDetail: string;
}

const PUBLIC_PAGES: Target[] = [
  { name: "start", path: "/login/start", signedIn: false },
  { name: "discover", path: "/discover", signedIn: false },
  { name: "event", path: "/event/detail/44", signedIn: false },
];

/** Signs the demo customer in through the API; returns its `name=value` session cookie. */
async function signIn(baseUrl: string): Promise<string> {
  const customer = demoAccounts().find((a) => a.role === "CUSTOMER");
  if (!customer) throw new Error("the demo catalogue has no customer");
  const res = await fetch(`${baseUrl}${API}/users/signin/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email: customer.email, pwd: customer.password }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0] ?? "");
  if (cookie.length === 0) throw new Error("sign-in set no cookie");
  return cookie.join("; ");
}

/** The first token in the customer's wallet: the card page to measure. */
async function firstCardPath(baseUrl: string, cookie: string): Promise<string> {
  const res = await fetch(`${baseUrl}${API}/nfts`, { headers: { cookie } });
  if (!res.ok) throw new Error(`/nfts answered ${res.status}`);
  const { items } = (await res.json()) as { items: Array<{ id: number }> };
  const first = items[0];
  if (!first) throw new Error("the demo customer holds no token");
  return `/nft/${first.id}`;
}

async function runLighthouse(url: string, port: number, cookie: string | undefined): Promise<Figures> {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  const keep = process.env.BENCH_LHR_DIR;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, "_");
    writeFileSync(join(keep, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcp: numeric("first-contentful-paint"),
    lcpDetail: lcpDetail(lhr.audits["largest-contentful-paint-element"]?.details),
  };
}

interface TableItem {
  node?: { selector?: string; snippet?: string };
  phase?: string;
  timing?: number;
}

/** "img.hero — TTFB 600 ms, Load Delay 900 ms, …" from the element audit's two tables. */
function lcpDetail(details: unknown): string {
  const tables = (details as { items?: Array<{ items?: TableItem[] }> } | undefined)?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const element = (node?.snippet ?? node?.selector ?? "?").replace(/\s+/g, " ").slice(0, 90);
  const phases = (tables[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(", ");
  return `${element} — ${phases}`;
}

/** Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP on a busy machine): such a run is repeated. */
async function measure(url: string, port: number, cookie: string | undefined): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, port, cookie);
    } catch (err) {
      if (attempt >= 3) throw err;
      console.log(`  (run repeated: ${err instanceof Error ? err.message : String(err)})`);
    }
  }
}

function medianOf(runs: Figures[]): Figures {
  const of = (key: Exclude<keyof Figures, "lcpDetail">) => median(runs.map((r) => r[key]));
  const sorted = [...runs].sort((a, b) => a.lcp - b.lcp);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  return {
    score: of("score"),
    lcp: of("lcp"),
    tbt: of("tbt"),
    cls: of("cls"),
    fcp: of("fcp"),
    lcpDetail: middle?.lcpDetail ?? "",
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function row(cells: string[], widths: number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
}

async function main(): Promise<void> {
  console.log(`Lighthouse ${RUNS}× per page — mobile, simulated throttling, production build\n`);
  if (!existsSync(join(ROOT, "apps/web/dist/index.html"))) {
    console.log("apps/web/dist is missing: running npm run build …");
    console.log(`  built in ${(buildWeb() / 1000).toFixed(1)} s`);
  }

  const dataDir = mkdtempSync(join(tmpdir(), "admit-bench-data-"));
  let server: Child | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const results: Array<{ target: Target; figures: Figures }> = [];
  try {
    const port = await freePort();
    const baseUrl = `http://${HOST}:${port}`;
    server = startChild(process.execPath, SERVER_ARGS, { ...serverEnv(port, dataDir), PUBLIC_URL: baseUrl });
    await waitFor200(`${baseUrl}${HEALTH_PATH}`, server);
    if (server.process.pid) await waitForIdle(server.process.pid);
    const cookie = await signIn(baseUrl);
    const targets = [
      ...PUBLIC_PAGES,
      { name: "home", path: "/", signedIn: true },
      { name: "card", path: await firstCardPath(baseUrl, cookie), signedIn: true },
    ];
    const only = process.env.BENCH_PAGES?.split(",").filter(Boolean);
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
    });
    for (const target of targets) {
      if (only && !only.includes(target.path) && !only.includes(target.name)) continue;
      // One unmeasured load first, so the server's first-query costs do not land in run 1.
      await fetch(`${baseUrl}${target.path}`).then((r) => r.arrayBuffer());
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(
          await measure(`${baseUrl}${target.path}`, chrome.port, target.signedIn ? cookie : undefined),
        );
      }
      const figures = medianOf(runs);
      results.push({ target, figures });
      console.log(`  ${target.path}: ${runs.map((r) => r.score).join(", ")} → median ${figures.score}`);
    }
  } finally {
    chrome?.kill();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const widths = [22, 6, 8, 8, 6, 8];
  console.log("");
  console.log(row(["page (median)", "score", "LCP", "TBT", "CLS", "FCP"], widths));
  for (const { target, figures } of results) {
    console.log(
      row(
        [
          `${target.name} ${target.path}`,
          String(figures.score),
          seconds(figures.lcp),
          `${Math.round(figures.tbt)} ms`,
          figures.cls.toFixed(3),
          seconds(figures.fcp),
        ],
        widths,
      ),
    );
  }
  console.log("\nLCP element and its phases (the run with the median LCP):");
  for (const { target, figures } of results) console.log(`  ${target.name}: ${figures.lcpDetail}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
