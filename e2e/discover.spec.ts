import { expect, type Page } from "@playwright/test";
import brands from "../apps/server/src/db/seed/demo/brands.json" with { type: "json" };
import cltns from "../apps/server/src/db/seed/demo/cltns.json" with { type: "json" };
import users from "../apps/server/src/db/seed/demo/users.json" with { type: "json" };
import { relativeZonedTime } from "../apps/server/src/lib/zoned-time.ts";
import { FEATURED_EVENT_ID } from "../apps/web/src/app/routes.ts";
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import ko from "../apps/web/src/locales/ko.json" with { type: "json" };
import { test } from "./app-test.ts";
import { snap } from "./support.ts";

const customer = users.find((u) => u.role === "CUSTOMER");
const jazzNight = cltns.find((c) => c.id === FEATURED_EVENT_ID);
const blueWave = brands.find((b) => b.key === jazzNight?.brand);
const whisky = cltns.find((c) => c.name.startsWith("Islay After Dark"));
if (!customer || !jazzNight || !blueWave || !whisky) throw new Error("the demo catalogue changed");
/** A brand as an English reader reads it: the organiser's English name, else their own. */
const inEnglish = (brand: { name: string; names?: { en?: string } }) => brand.names?.en ?? brand.name;
// The demo's memberships, in the order they were listed (ids follow the file's order).
const memberships = cltns.filter((c) => c.type === "MEMBERSHIP").map((c) => c.name);

/**
 * The day of the featured event's first night as the detail page writes it: the seed places it
 * a number of days after the day it runs, in the event's time zone.
 */
function firstNight(locale: string, weekday = true) {
  const first = jazzNight?.times?.[0];
  if (!jazzNight || !first) throw new Error("the demo catalogue changed");
  const at = relativeZonedTime(new Date(), first.start.days, first.start.time, jazzNight.timeZone);
  return new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    ...(weekday ? { weekday: "short" } : {}),
    timeZone: jazzNight.timeZone,
  }).format(at);
}

/** The catalogue's list call (not its search, detail or products). */
const CLTN_LIST = /\/api\/v1\/discover\/cltns\?/;
const cards = (page: Page) => page.getByTestId("cltn-card");
const cardNames = (page: Page) => cards(page).getByRole("heading", { level: 3 });

test("browse, filter, sort, search, open an event and its brand, then sign in to buy and come back", async ({
  page,
}) => {
  // The first page asks for no cursor; the second follows the first page's last id.
  const secondPage = page.waitForRequest(/\/api\/v1\/discover\/cltns\?.*cursor=\d+/);
  await page.goto("/discover?lang=en");
  await expect(page.getByRole("heading", { level: 1, name: en.route.DiscoverView })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: en.tab.label });
  await expect(tabs.getByRole("link", { name: en.tab.discover })).toHaveAttribute("aria-current", "page");
  await expect(cardNames(page).first()).toBeVisible();
  // The next page is asked for as the end of the list comes into view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await secondPage;
  await page.evaluate(() => window.scrollTo(0, 0));
  // Every collection on sale or upcoming, over two pages of ten.
  const all = (await (await page.request.get("/api/v1/discover/cltns?limit=100")).json()) as {
    items: unknown[];
  };
  expect(all.items.length).toBeGreaterThan(10);
  await expect(
    page.getByRole("list", { name: en.discover.list.label }).getByRole("listitem").first(),
  ).toHaveAttribute("aria-setsize", String(all.items.length));
  await expect(cards(page).first()).toContainText(en.discover.badge.onSale);
  await snap(page, "discover-en");

  // Type chips: memberships only, newest first.
  await page.getByRole("button", { name: en.discover.filter.MEMBERSHIP }).click();
  await expect(page.getByRole("button", { name: en.discover.filter.MEMBERSHIP })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(cardNames(page)).toHaveText([...memberships].reverse());
  await snap(page, "discover-memberships-en");

  // The sort sheet: the choice applies only on Apply.
  const sortButton = page.getByRole("button", {
    name: en.discover.sort.open.replace("{{current}}", en.discover.sort.NEWEST),
  });
  await sortButton.click();
  const sheet = page.getByRole("dialog", { name: en.discover.sort.title });
  await sheet.getByText(en.discover.sort.OLDEST, { exact: true }).click();
  await expect(sheet.getByRole("radio", { name: new RegExp(en.discover.sort.OLDEST) })).toBeChecked();
  await snap(page, "discover-sort-sheet-en");
  await expect(cardNames(page)).toHaveText([...memberships].reverse());
  await sheet.getByRole("button", { name: en.discover.sort.apply }).click();
  await expect(sheet).toBeHidden();
  await expect(cardNames(page)).toHaveText(memberships);
  await expect(
    page.getByRole("button", { name: en.discover.sort.open.replace("{{current}}", en.discover.sort.OLDEST) }),
  ).toHaveAttribute("data-changed", "true");

  // Search from the header; the words are kept as a recent search on this device.
  await page.getByRole("button", { name: en.header.search }).click();
  await expect(page).toHaveURL(/\/discover\/search$/);
  const box = page.getByRole("searchbox", { name: en.header.search });
  await expect(box).toBeFocused();
  await expect(page.getByRole("heading", { name: en.search.noRecent })).toBeVisible();
  await box.fill("jazz");
  await box.press("Enter");
  await expect(
    page.getByRole("heading", { name: en.discover.search.results.replace("{{keyword}}", "jazz") }),
  ).toBeVisible();
  await expect(cardNames(page)).toHaveText([jazzNight.name, /Jazz Piano Masterclass/]);
  await snap(page, "discover-search-en");
  await box.fill("no such event anywhere");
  await expect(page.getByRole("heading", { name: en.discover.search.noResults })).toBeVisible();
  // Back on discover the search starts again, with the last words to pick.
  await page.getByRole("button", { name: en.common.back, exact: true }).click();
  await expect(page).toHaveURL(/\/discover$/);
  await page.getByRole("button", { name: en.header.search }).click();
  await expect(page.getByRole("searchbox", { name: en.header.search })).toHaveValue("");
  await page.getByRole("button", { name: "jazz", exact: true }).click();
  await cards(page).filter({ hasText: jazzNight.name }).click();

  // The detail page: dates, place, products with prices and what is left, terms, buy.
  await expect(page).toHaveURL(new RegExp(`/discover/detail/${FEATURED_EVENT_ID}$`));
  await expect(page.getByRole("heading", { level: 2, name: jazzNight.name })).toBeVisible();
  await expect(page.getByRole("heading", { name: en.discover.detail.dates, exact: true })).toBeVisible();
  await expect(page.getByText(firstNight("en-GB"), { exact: true })).toBeVisible();
  const products = page.getByRole("heading", { name: en.discover.detail.products });
  await expect(products).toBeVisible();
  const firstProduct = page.getByRole("listitem").filter({ hasText: jazzNight.groups[0]?.name });
  await expect(firstProduct).toContainText("₩88,000");
  // 4,000 on sale; the demo customer's ticket of that night took one.
  await expect(firstProduct).toContainText(en.discover.detail.left_other.replace("{{n}}", "3,999"));
  await expect(page.getByRole("link", { name: en.discover.detail.openMap })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  await page.getByText(en.refund.title).click();
  await expect(page.getByText(en.refund.none, { exact: true })).toBeVisible();
  const buy = page.getByRole("button", { name: en.discover.buy.TICKET });
  await expect(buy).toBeInViewport();
  await expect(page.getByText(en.discover.buy.signInFirst)).toBeVisible();
  // Full-page shots draw sticky bars where the window was: take this one from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, "discover-detail-en");

  // The brand page, and all of its events.
  await page.getByRole("link", { name: inEnglish(blueWave), exact: true }).click();
  await expect(page).toHaveURL(/\/brand\/\d+$/);
  await expect(page.getByRole("heading", { level: 2, name: inEnglish(blueWave) })).toBeVisible();
  await expect(page.getByText(blueWave.description)).toBeVisible();
  await expect(cardNames(page)).toHaveCount(4);
  await snap(page, "brand-en");
  await page.getByRole("link", { name: en.discover.brand.seeAll }).click();
  await expect(page).toHaveURL(/\/brand\/cltn\/\d+$/);
  const ownEvents = cltns.filter((c) => c.brand === blueWave.key).length;
  await expect(
    page.getByRole("list", { name: en.discover.brand.events }).getByRole("listitem").first(),
  ).toHaveAttribute("aria-setsize", String(ownEvents));
  await snap(page, "brand-cltns-en");

  // Buying needs a session: sign in, and land on the purchase of the same event.
  await page.goto(`/discover/detail/${FEATURED_EVENT_ID}`);
  await page.getByRole("button", { name: en.discover.buy.TICKET }).click();
  await expect(page).toHaveURL(/\/login\/start$/);
  await page.getByRole("button", { name: en.start.withEmail }).click();
  await page.getByLabel(en.field.email).fill(customer.email);
  await page.getByLabel(en.field.password).fill(customer.password);
  await page.getByRole("button", { name: en.login.submit }).click();
  // The purchase of the same event: its entry, or — as soon as the event has loaded — its first
  // stage, to which the entry moves on by itself (a busy machine may only ever see the second).
  await expect(page).toHaveURL(new RegExp(`/discover/(pay/${FEATURED_EVENT_ID}|event/pay/date)$`));
});

test("the public event app keeps its own paths", async ({ page }) => {
  await page.goto("/event?lang=en");
  await expect(cardNames(page).first()).toBeVisible();
  await cards(page).filter({ hasText: jazzNight.name }).click();
  await expect(page).toHaveURL(new RegExp(`/event/detail/${FEATURED_EVENT_ID}$`));
  await page.getByRole("button", { name: en.header.search }).click();
  await expect(page).toHaveURL(/\/event\/search$/);
  await page.getByRole("searchbox", { name: en.header.search }).fill("whisky");
  await cards(page).filter({ hasText: whisky.name }).click();
  await expect(page).toHaveURL(/\/event\/detail\/\d+$/);
  await expect(page.getByRole("heading", { level: 2, name: whisky.name })).toBeVisible();
});

test("the same event in Korean, and an adults-only one", async ({ page }) => {
  await page.goto(`/discover/detail/${FEATURED_EVENT_ID}?lang=ko`);
  await expect(page.getByRole("heading", { level: 1, name: ko.route.DiscoverDetailView })).toBeVisible();
  // The organiser's Korean name of the event (the demo's texts per language).
  await expect(page.getByRole("heading", { level: 2, name: jazzNight.i18n.ko?.name })).toBeVisible();
  await expect(page.getByRole("heading", { name: ko.discover.detail.dates, exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${firstNight("ko-KR", false)}`)).first()).toBeVisible();
  await expect(page.getByRole("button", { name: ko.discover.buy.TICKET })).toBeVisible();
  await snap(page, "discover-detail-ko");

  await page.goto("/discover?lang=ko");
  const card = cards(page).filter({ hasText: whisky.i18n.ko?.name });
  await expect(card).toContainText(ko.discover.badge.adult.replace("{{age}}", "19"));
  await card.click();
  await expect(
    page.getByRole("complementary", { name: ko.discover.adult.title.replace("{{age}}", "19") }),
  ).toBeVisible();
  await snap(page, "discover-adult-ko");
});

test("an ended sale stays on its brand's page and cannot be bought", async ({ page }) => {
  const studio = cltns.find((c) => c.name.startsWith("Open Studio Night"));
  const rooftop = cltns.find((c) => c.name.startsWith("Rooftop Session Tonight"));
  if (!studio || !rooftop) throw new Error("the demo catalogue changed");
  await page.goto("/discover?lang=en");
  await expect(cards(page).filter({ hasText: rooftop.name })).toHaveCount(0);
  await cards(page).filter({ hasText: studio.name }).click();
  await expect(page.getByRole("heading", { level: 2, name: studio.name })).toBeVisible();
  const studioBrand = brands.find((b) => b.key === studio.brand);
  const seongsu = studioBrand && inEnglish(studioBrand);
  await page.getByRole("link", { name: seongsu, exact: true }).click();
  const ended = cards(page).filter({ hasText: rooftop.name });
  await expect(ended).toContainText(en.discover.badge.ended);
  await snap(page, "brand-ended-en");
  await ended.click();
  await expect(page.getByRole("heading", { level: 2, name: rooftop.name })).toBeVisible();
  await expect(page.getByRole("button", { name: en.discover.badge.ended })).toBeDisabled();
});

test("loading failures, empty lists and missing pages say so", async ({ page }) => {
  await page.route(CLTN_LIST, (route) => route.fulfill({ status: 500, json: {} }));
  // The server's render of /discover carries its list: the browser asks for it itself when it
  // comes to the list from another screen (the start view's "browse" link opens /event).
  await page.goto("/login/start?lang=en");
  await page.getByRole("link", { name: en.start.browse }).click();
  await expect(page.getByRole("heading", { name: en.errorPage.title })).toBeVisible({ timeout: 15_000 });
  await snap(page, "discover-error-en");
  await page.unroute(CLTN_LIST);
  await page.getByRole("button", { name: en.errorPage.retry }).click();
  await expect(cardNames(page).first()).toBeVisible();

  await page.route(CLTN_LIST, (route) => route.fulfill({ json: { items: [], nextCursor: null } }));
  await page.getByRole("button", { name: en.discover.filter.TICKET }).click();
  await expect(page.getByRole("heading", { name: en.discover.empty.noMatchTitle })).toBeVisible();
  await snap(page, "discover-empty-en");
  await page.unroute(CLTN_LIST);
  await page.getByRole("button", { name: en.discover.empty.clearFilters }).click();
  await expect(page.getByRole("button", { name: en.discover.filter.all })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(cardNames(page).first()).toBeVisible();

  await page.goto("/discover/detail/2000000000?lang=en");
  await expect(page.getByRole("heading", { name: en.discover.detail.notFound })).toBeVisible();
  await page.goto("/brand/2000000000?lang=en");
  await expect(page.getByRole("heading", { name: en.discover.brand.notFound })).toBeVisible();
});
