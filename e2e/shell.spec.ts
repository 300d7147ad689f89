import { expect } from "@playwright/test";
import labels from "../apps/server/src/db/seed/demo/labels.json" with { type: "json" };
import { APP_ROUTES } from "../apps/web/src/app/routes.ts";
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import ja from "../apps/web/src/locales/ja.json" with { type: "json" };
import ko from "../apps/web/src/locales/ko.json" with { type: "json" };
import zhTw from "../apps/web/src/locales/zh-tw.json" with { type: "json" };
import { test } from "./app-test.ts";
import { fill, snap } from "./support.ts";

const CATALOGS = { en, ko, ja, "zh-tw": zhTw } as const;

test.describe("start view", () => {
  for (const [lang, catalog] of Object.entries(CATALOGS)) {
    test(`in ${lang} with ?lang=${lang}`, async ({ page }) => {
      await page.goto(`/?lang=${lang}`);
      await expect(page).toHaveURL(/\/login\/start$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalog.start.headline);
      await expect(page.locator("html")).toHaveAttribute("lang", lang === "zh-tw" ? "zh-Hant-TW" : lang);
      await expect(page.getByRole("button", { name: catalog.start.withEmail })).toBeVisible();
      await snap(page, `start-${lang}`);
    });
  }

  for (const [locale, lang] of [
    ["ja-JP", "ja"],
    ["zh-CN", "zh-tw"],
    ["ko-KR", "ko"],
    ["fr-FR", "en"],
  ] as const) {
    test(`follows a ${locale} browser when nothing is chosen`, async ({ browser }) => {
      const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto("/login/start");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(CATALOGS[lang].start.headline);
      await context.close();
    });
  }

  test("remembers ?lang and switches language from the sheet", async ({ page }) => {
    await page.goto("/login/start?lang=ko");
    await page.goto("/login/start");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ko.start.headline);
    await page.getByRole("button", { name: "한국어" }).click();
    const sheet = page.getByRole("dialog", { name: ko.language.title });
    await expect(sheet).toBeVisible();
    await snap(page, "language-sheet-ko");
    await sheet.getByRole("button", { name: "日本語" }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ja.start.headline);
  });

  test("the language sheet closes when dragged down more than 50 px, not less", async ({ page }) => {
    await page.goto("/login/start?lang=en");
    await page.getByRole("button", { name: "English" }).click();
    const sheet = page.getByRole("dialog", { name: en.language.title });
    // Measure the handle once the sheet has finished sliding up.
    await sheet.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const handle = page.getByTestId("sheet-handle");
    const box = await handle.boundingBox();
    if (!box) throw new Error("no sheet handle");
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 30, { steps: 5 });
    await page.mouse.up();
    await expect(sheet).toBeVisible();
    await sheet.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 90, { steps: 5 });
    await page.mouse.up();
    await expect(sheet).toBeHidden();
  });

  test("a sign-in method this server cannot serve says so in an alert", async ({ page }) => {
    await page.goto("/login/start?lang=en&oauthError=unavailable");
    const alert = page.getByRole("alertdialog");
    await expect(alert).toContainText(en.start.oauthError.unavailable);
    await snap(page, "start-alert-en");
    await alert.getByRole("button", { name: en.common.ok }).click();
    await expect(alert).toBeHidden();
  });

  test("code=401 hides the back button of a page that has one", async ({ page }) => {
    await page.goto("/login?lang=en");
    await expect(page.getByRole("button", { name: en.common.back, exact: true })).toBeVisible();
    await page.goto("/login?lang=en&code=401");
    await expect(page.getByRole("heading", { name: en.route.LoginView })).toBeVisible();
    await expect(page.getByRole("button", { name: en.common.back, exact: true })).toHaveCount(0);
  });

  test("tells a person whose session ended (code=401)", async ({ page }) => {
    await page.goto("/login/start?code=401&lang=en");
    await expect(page.getByRole("status")).toContainText(en.start.sessionExpired);
    await snap(page, "start-401");
    await expect(page.getByRole("status")).not.toContainText(en.start.sessionExpired, { timeout: 5000 });
  });
});

test.describe("routes", () => {
  test("a signed-out visitor to a private page lands on the start view", async ({ page }) => {
    for (const path of ["/", "/profile", "/coupons", "/nft/1"]) {
      await page.goto(`${path}?lang=en`);
      await expect(page).toHaveURL(/\/login\/start$/);
    }
  });

  test("unknown paths show a translated not-found page", async ({ page }) => {
    await page.goto("/no/such/page?lang=ja");
    await expect(page.getByRole("heading", { name: ja.notFound.title })).toBeVisible();
    await snap(page, "not-found-ja");
    await page.goto("/nope?lang=en");
    await expect(page.getByRole("heading", { name: en.notFound.title })).toBeVisible();
  });

  test("/event/featured opens the fixed event 44", async ({ page }) => {
    await page.goto("/event/featured?lang=en");
    await expect(page).toHaveURL(/\/event\/detail\/44$/);
    await expect(page.getByRole("heading", { level: 1, name: en.route.EventDetailView })).toBeVisible();
  });

  // Every public route of spec §2, with sample parameters: each opens its own screen, not an error.
  const SAMPLE_PARAMS: Record<string, string> = {
    platform: "common",
    stage: "1",
    id: "1",
    cltnId: "44",
    link: "demo",
    status: "success",
  };
  for (const route of APP_ROUTES.filter((r) => r.meta.unAuth)) {
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? "1");
    test(`public route ${route.path} opens ${route.meta.name}`, async ({ page }) => {
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=en`);
      if (route.meta.name === "InAppRouteView") {
        await expect(page).toHaveURL(/\/$|\/login\/start$/);
        return;
      }
      await expect(page).toHaveURL(new RegExp(`${path.replaceAll("/", "\\/")}\\?lang=en$`));
      await expect(page.locator(`[data-view="${route.meta.name}"]`)).toBeVisible();
      await expect(page.getByRole("heading", { name: en.errorPage.title })).toHaveCount(0);
      if (route.meta.layout === "search") {
        await expect(page.getByRole("searchbox", { name: en.header.search })).toBeVisible();
      } else if (!route.meta.noHeader) {
        // A white-label page shows the label's logo as its title.
        const title =
          route.meta.isWlStyle && route.meta.layout === "event"
            ? "Admit"
            : en.route[route.meta.name as keyof typeof en.route];
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      }
    });
  }

  test("terms and privacy follow the interface language and the footer links them", async ({ page }) => {
    await page.goto("/privacy?lang=ko");
    await expect(page.locator("article h2").first()).toContainText("개인정보");
    await snap(page, "privacy-ko");
    await page.getByRole("link", { name: ko.footer.terms }).click();
    await expect(page).toHaveURL(/\/termsofservice$/);
    await expect(page.locator("article h2").first()).toContainText("이용약관");
    await expect(page.locator("article")).toContainText("2025년 4월 1일");
    await snap(page, "terms-ko");
  });
});

test.describe("bottom tab bar", () => {
  test("selects the tab of the current route and has scan in the centre", async ({ page }) => {
    await page.goto("/discover?lang=en");
    const bar = page.getByRole("navigation", { name: en.tab.label });
    const tabs = bar.getByRole("link");
    await expect(tabs).toHaveCount(5);
    await expect(tabs.nth(2)).toHaveAttribute("data-tab", "scan");
    await expect(bar.getByRole("link", { name: en.tab.discover })).toHaveAttribute("aria-current", "page");
    for (const other of [en.tab.tickets, en.tab.scan, en.tab.coupon, en.tab.profile]) {
      await expect(bar.getByRole("link", { name: other })).not.toHaveAttribute("aria-current", "page");
    }
    await snap(page, "tabbar-discover");
    await bar.getByRole("link", { name: en.tab.scan }).click();
    await expect(page).toHaveURL(/\/login\/start/);
  });
});

test.describe("white label", () => {
  const partner = labels.find((l) => l.name !== "admit");
  test("?wl= switches the theme and the choice is kept", async ({ page }) => {
    if (!partner) throw new Error("the demo needs a second label");
    await page.goto("/login/start?lang=en");
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue("--color-primary").trim().toLowerCase(),
      );
    await expect.poll(primary).toBe(labels.find((l) => l.name === "admit")?.theme.primary.toLowerCase());
    await page.goto(`/login/start?wl=${partner.name}`);
    await expect.poll(primary).toBe(partner.theme.primary.toLowerCase());
    await expect(page.getByRole("img", { name: partner.displayName })).toBeVisible();
    const methods = page.getByTestId("login-methods").getByRole("button");
    // The label's methods that this server can serve: the tests configure Google, not Kakao.
    await expect(methods).toHaveCount(partner.loginMethods.filter((m) => m !== "kakao").length);
    await snap(page, `start-${partner.name}`);
    await page.goto("/login/start");
    await expect.poll(primary).toBe(partner.theme.primary.toLowerCase());
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
      "content",
      partner.theme.statusBar,
    );
  });

  test("a label says its own name, not Admit's, and its discover shows only its brands' events", async ({
    page,
  }) => {
    if (!partner?.appName) throw new Error("the demo's partner label has a name for sentences");
    await page.goto(`/login/start?wl=${partner.name}&lang=en`);
    await expect(page.getByText(fill(en.start.noAccount, { appName: partner.appName }))).toBeVisible();
    await expect(page).toHaveTitle(partner.appName);
    await page.goto(`/discover?wl=${partner.name}&lang=en`);
    const cards = page.getByTestId("cltn-card");
    await expect(cards.first()).toBeVisible();
    const brandsShown = await page.request
      .get(`/api/v1/discover/cltns?limit=100&label=${partner.name}`)
      .then((r) => r.json() as Promise<{ items: { brand: { name: string } }[] }>);
    const names = new Set(brandsShown.items.map((i) => i.brand.name));
    // The browser asks in English: the brand's English name, not the organiser's bilingual own.
    expect([...names]).toEqual(["Hanriver FC"]);
    await expect(cards).toHaveCount(brandsShown.items.length);
    await snap(page, `discover-${partner.name}`);
    // Back on the platform's own label: every brand again, and its name.
    await page.goto("/login/start?wl=admit&lang=en");
    await expect(page.getByText(fill(en.start.noAccount, { appName: "Admit" }))).toBeVisible();
    await expect(page).toHaveTitle("Admit");
  });
});

test.describe("in-app browsers", () => {
  test("KakaoTalk on iOS is guided to Safari, keeping the route", async ({ browser }) => {
    const context = await browser.newContext({
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.6.5",
      viewport: { width: 390, height: 844 },
      locale: "ko-KR",
    });
    const page = await context.newPage();
    await page.goto("/in_app/route?route=%2Fdiscover%2Fdetail%2F3");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ko.inApp.title);
    await expect(page.getByTestId("in-app-url")).toHaveText(/\/discover\/detail\/3$/);
    await expect(page.getByRole("link", { name: ko.inApp.openSafari })).toHaveAttribute(
      "href",
      /^kakaotalk:\/\/web\/openExternal\?url=.*%2Fdiscover%2Fdetail%2F3$/,
    );
    await snap(page, "in-app-kakao-ko");
    await context.close();
  });

  test("a normal browser goes straight to the route", async ({ page }) => {
    await page.goto("/in_app/route?route=%2Fdiscover%2Fdetail%2F3&lang=en");
    await expect(page).toHaveURL(/\/discover\/detail\/3$/);
  });
});

test.describe("native bridge", () => {
  test("a native host is told the label's theme colour", async ({ page }) => {
    await page.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as { __sent: string[] }).__sent = sent;
      (window as unknown as { AdmitNative: { postMessage(m: string): void } }).AdmitNative = {
        postMessage: (m) => sent.push(m),
      };
    });
    await page.goto("/login/start?lang=en&wl=admit");
    const admit = labels.find((l) => l.name === "admit");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __sent: string[] }).__sent))
      .toContain(JSON.stringify({ type: "theme", color: admit?.theme.statusBar }));
  });
});
