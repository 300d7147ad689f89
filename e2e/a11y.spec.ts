import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page } from "@playwright/test";
import { APP_ROUTES } from "../apps/web/src/app/routes.ts";
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import { test } from "./app-test.ts";

/**
 * axe on every route of the route table the demo data can open, signed in as the demo customer
 * (a host for the host's pages), in the default theme and the partner label's: no serious or
 * critical violation (WCAG 2.1 A and AA rules).
 */
test.setTimeout(180_000);

interface Item {
  id: number;
  cltnId: number;
  status: string;
  isLock: boolean;
  seat: { name: string } | null;
}

const signIn = async (page: Page, email: string, password: string) => {
  await page.goto("/login?lang=en");
  await page.getByLabel(en.field.email).fill(email);
  await page.getByLabel(en.field.password).fill(password);
  await page.getByRole("button", { name: en.login.submit }).click();
  await expect(page).not.toHaveURL(/\/login/);
};

/** The demo data's values for every route parameter, read from the API as the customer sees it. */
async function sampleParams(page: Page): Promise<Record<string, string>> {
  const get = async <T>(path: string) => (await (await page.request.get(`/api/v1${path}`)).json()) as T;
  const { items } = await get<{ items: Item[] }>("/nfts?limit=100&status=all");
  const pick = (test: (i: Item) => boolean) => items.find(test) ?? items[0];
  const active = pick((i) => i.status === "ACTIVE" && !i.isLock && i.seat !== null);
  const { items: cltns } = await get<{ items: { id: number; kind: string; brand: { id: number } }[] }>(
    "/discover/cltns?limit=100",
  );
  const coupons = await get<{ id: number }[] | { items: { id: number }[] }>("/coupons");
  const couponList = Array.isArray(coupons) ? coupons : coupons.items;
  const orders = await get<{ id: string }[]>("/discover/orders");
  const selling = pick((i) => i.status === "SELLING");
  // The host's dates (a customer is refused them: their audit opens the refusal).
  const hostEvents = await page.request.get("/api/v1/host/events");
  const dates = hostEvents.ok()
    ? ((await hostEvents.json()) as { items: { cltnTimeId: number }[] }).items
    : [];
  return {
    id: String(active?.id),
    nftId: String(selling?.id),
    cltnId: String(cltns.find((c) => c.kind === "RSVP")?.id ?? active?.cltnId),
    lockedId: String(pick((i) => i.isLock)?.id),
    salesId: String(selling?.id),
    qtnrId: String(pick((i) => i.status === "QTNR_REQUIRED")?.id),
    couponId: String(couponList[0]?.id ?? 1),
    orderId: orders[0]?.id ?? "ord_none",
    brandId: String(cltns[0]?.brand.id ?? 1),
    applyId: String(cltns.find((c) => c.kind === "APPLICATION")?.id ?? 1),
    detailId: "44",
    platform: "google",
    stage: "1",
    link: "demo",
    code: "CJAZZSTREAM",
    status: "success",
    timeId: String(dates[0]?.cltnTimeId ?? 1),
  };
}

/** A route's path with the demo's values: each parameter by what the screen shows. */
function pathOf(path: string, p: Record<string, string>): string {
  const special: Record<string, string> = {
    "/nft/locked/:id": `/nft/locked/${p.lockedId}`,
    "/nft/sales/:id": `/nft/sales/${p.salesId}`,
    "/nft/qtnr/:id": `/nft/qtnr/${p.qtnrId}`,
    "/coupons/:id": `/coupons/${p.couponId}`,
    "/cltn/:id": `/cltn/${p.cltnOfActive}`,
    "/cltn/info/:id": `/cltn/info/${p.cltnOfActive}`,
    "/brand/:id": `/brand/${p.brandId}`,
    "/brand/cltn/:id": `/brand/cltn/${p.detailId}`,
    "/profile/orders/edit/:id": `/profile/orders/edit/${p.orderId}`,
    "/profile/orders/:id": `/profile/orders/${p.orderId}`,
    "/discover/detail/:id": `/discover/detail/${p.detailId}`,
    "/event/detail/:id": `/event/detail/${p.detailId}`,
    "/discover/pay/:id": `/discover/pay/${p.detailId}`,
    "/event/pay/:id": `/event/pay/${p.detailId}`,
    "/discover/event/apply/form/:cltnId": `/discover/event/apply/form/${p.applyId}`,
    "/pay/wallet/:orderId": `/pay/wallet/${p.orderId}`,
    "/host/claim-codes/:code": `/host/claim-codes/${p.code}`,
    "/host/event/:timeId": `/host/event/${p.timeId}`,
    "/receive/:code": "/receive/ABCD2345",
  };
  return special[path] ?? path.replace(/:(\w+)/g, (_, name: string) => p[name] ?? "1");
}

interface Found {
  route: string;
  rule: string;
  impact: string;
  targets: string[];
}

async function audit(browser: Browser, email: string, password: string, paths: string[], wl?: string) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signIn(page, email, password);
  const params = await sampleParams(page);
  const cltnOfActive = (await (await page.request.get(`/api/v1/nfts/${params.id}`)).json()) as {
    cltnId: number;
  };
  params.cltnOfActive = String(cltnOfActive.cltnId);
  const found: Found[] = [];
  for (const route of paths) {
    const path = pathOf(route, params);
    await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=en${wl ? `&wl=${wl}` : ""}`);
    // The screen, its data and its fonts: axe reads what a person would see.
    await page.waitForLoadState("networkidle").catch(() => undefined);
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    for (const v of violations)
      if (v.impact === "serious" || v.impact === "critical")
        found.push({
          route: `${route} (${page.url().replace(/^https?:\/\/[^/]+/, "")})`,
          rule: v.id,
          impact: v.impact,
          targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
        });
  }
  await context.close();
  return found;
}

const HOST_ONLY = (path: string) => path === "/host" || path.startsWith("/host/");
// Routes the demo customer leaves at once for home (sign-in pages while signed in) are audited
// where they land; the dev mailbox is a developer's page, not the product's.
const AUDITED = APP_ROUTES.map((r) => r.path).filter((p) => p !== "/dev/mailbox");

// The customer's routes in parts of a dozen, each a test of its own: one audit of all of them
// outlasted its three minutes when CI ran this suite beside the API suites on two busy cores.
const CUSTOMER_ROUTES = AUDITED.filter((p) => !HOST_ONLY(p));
const PART = 12;
const parts = Array.from({ length: Math.ceil(CUSTOMER_ROUTES.length / PART) }, (_, i) =>
  CUSTOMER_ROUTES.slice(i * PART, (i + 1) * PART),
);

for (const wl of [undefined, "hanriver"]) {
  const theme = wl ? `the ${wl} label` : "the default theme";
  parts.forEach((routes, i) => {
    test(`no serious or critical axe violation on the customer's routes (part ${i + 1} of ${parts.length}) in ${theme}`, async ({
      browser,
    }) => {
      const found = await audit(browser, "demo@admit.test", "admit-demo-1", routes, wl);
      expect(found, JSON.stringify(found, null, 2)).toEqual([]);
    });
  });

  test(`no serious or critical axe violation on the host's routes in ${theme}`, async ({ browser }) => {
    const found = await audit(browser, "host@admit.test", "admit-host-1", AUDITED.filter(HOST_ONLY), wl);
    expect(found, JSON.stringify(found, null, 2)).toEqual([]);
  });
}
