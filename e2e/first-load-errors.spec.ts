import { expect, type Page } from "@playwright/test";
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import { test } from "./app-test.ts";

/**
 * A first load writes nothing to the console and asks nothing it may not (issue 26): React's
 * hydration error #418 showed on pages the server renders, for a signed-in reader whose device is
 * in another zone than the server's; a signed-out start made three calls that answered 401.
 */

/** Console errors, uncaught errors and 401 answers of a page from now on. */
function watch(page: Page) {
  const errors: string[] = [];
  const unauthorized: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  page.on("console", (message) => {
    // Plain HTTP in the test server: the browser ignores the COOP header and says so.
    if (message.type() === "error" && !message.text().includes("Cross-Origin-Opener-Policy"))
      errors.push(message.text());
  });
  page.on("response", (response) => {
    if (response.status() === 401) unauthorized.push(new URL(response.url()).pathname);
  });
  return { errors, unauthorized };
}

const SERVER_RENDERED = ["/login/start", "/discover", "/discover/detail/44", "/event/detail/44"];

test("a signed-out first load makes no call that answers 401 and no console error", async ({ browser }) => {
  const context = await browser.newContext({ locale: "ko-KR", timezoneId: "America/New_York" });
  for (const path of ["/", "/search", "/profile", ...SERVER_RENDERED]) {
    const page = await context.newPage();
    const seen = watch(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect({ path, ...seen }).toEqual({ path, errors: [], unauthorized: [] });
    await page.close();
  }
  await context.close();
});

test("a signed-in reader in another zone than the server's loads the server's pages without a hydration error", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "en-US", timezoneId: "America/New_York" });
  const page = await context.newPage();
  await page.goto("/login?lang=en");
  await page.getByLabel(en.field.email).fill("demo@admit.test");
  await page.getByLabel(en.field.password).fill("admit-demo-1");
  await page.getByRole("button", { name: en.login.submit }).click();
  await expect(page).toHaveURL(/\/$/);
  for (const path of ["/", ...SERVER_RENDERED]) {
    const loaded = await context.newPage();
    const seen = watch(loaded);
    await loaded.goto(path);
    await loaded.waitForLoadState("networkidle");
    expect({ path, errors: seen.errors }).toEqual({ path, errors: [] });
    await loaded.close();
  }
  await context.close();
});
