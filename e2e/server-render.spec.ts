import { expect, type Page } from "@playwright/test";
import { test } from "./app-test.ts";

/**
 * The public first screens come rendered by the server, with their data (issue 11): a phone paints
 * the page before any script runs, and the app then takes over the same page (hydration).
 */

/** Holds the app's own script back until `release()`: the page is the server's alone until then. */
async function holdAppScript(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("the start, discover and event pages show their content with no script at all", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/login/start", { waitUntil: "domcontentloaded" });
  await expect(
    page.getByRole("heading", { name: "Tickets, memberships and coupons in one wallet" }),
  ).toBeVisible();
  await page.goto("/discover", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { name: /Seoul Jazz Night 2026/ })).toBeVisible();
  await expect(page.getByTestId("cltn-card").first()).toBeVisible();
  await page.goto("/event/detail/44", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 2, name: /Seoul Jazz Night 2026/ })).toBeVisible();
  await expect(page.locator("img[fetchpriority=high]").first()).toBeVisible();
  await context.close();
});

test("the app takes over the server's page without drawing it again, and it works", async ({ browser }) => {
  const context = await browser.newContext({ locale: "en-US", timezoneId: "UTC" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const release = await holdAppScript(page);
  await page.goto("/discover", { waitUntil: "domcontentloaded" });
  const card = page.getByTestId("cltn-card").first();
  await expect(card).toBeVisible();
  // The server's node, kept to compare with the one the app shows.
  await card.evaluate((el) => {
    (window as { serverCard?: Element }).serverCard = el;
  });
  release();
  await page.waitForFunction(() => document.documentElement.dataset.app === "live");
  // Hydrated, not drawn again: the card is still the server's own element.
  expect(
    await page
      .getByTestId("cltn-card")
      .first()
      .evaluate((el) => el === (window as { serverCard?: Element }).serverCard),
  ).toBe(true);
  // Live: the filter chips answer (another filter draws another list).
  await page.getByRole("button", { name: "Tickets", exact: true }).click();
  await expect(page.getByRole("button", { name: "Tickets", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("button", { name: "All", exact: true }).click();
  await page.getByTestId("cltn-card").first().click();
  await expect(page).toHaveURL(/\/discover\/detail\/44$/);
  expect(errors).toEqual([]);
  await context.close();
});

test("a reader in another zone than the server's sees the server's times, then their own once the app runs", async ({
  browser,
}) => {
  // The server writes times as in its own zone (UTC here): the event's zone is named.
  const context = await browser.newContext({ locale: "en-US", timezoneId: "Asia/Seoul" });
  const page = await context.newPage();
  const release = await holdAppScript(page);
  await page.goto("/event/detail/44", { waitUntil: "domcontentloaded" });
  const zoneNote = page.getByText(/in the event's local time/);
  await expect(zoneNote).toBeVisible();
  release();
  // In Seoul, the event's times are the reader's own: no zone to name.
  await expect(zoneNote).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: /Seoul Jazz Night 2026/ })).toBeVisible();
  await context.close();
});
