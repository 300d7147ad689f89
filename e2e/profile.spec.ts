import { expect, type Page } from "@playwright/test";
import users from "../apps/server/src/db/seed/demo/users.json" with { type: "json" };
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import ko from "../apps/web/src/locales/ko.json" with { type: "json" };
import { test } from "./app-test.ts";
import { snap } from "./support.ts";

const demo = users.find((u) => u.role === "CUSTOMER");
if (!demo) throw new Error("the demo needs a customer");

async function signIn(page: Page) {
  await page.goto("/login?lang=en");
  await page.getByLabel(en.field.email).fill(demo?.email ?? "");
  await page.getByLabel(en.field.password).fill(demo?.password ?? "");
  await page.getByRole("button", { name: en.login.submit }).click();
  await expect(page).toHaveURL(/\/$/);
}

test("the profile shows the account and wallet, edits the name, and logs out", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page);
  await page
    .getByRole("navigation", { name: en.tab.label })
    .getByRole("link", { name: en.tab.profile })
    .click();
  await expect(page.getByRole("heading", { name: demo.name })).toBeVisible();
  await expect(page.getByText(demo.email)).toBeVisible();
  const wallet = page.getByRole("button", { name: en.profile.copyAddress });
  await expect(wallet).toHaveText(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/);
  await wallet.click();
  await expect(page.getByRole("status")).toContainText(en.profile.addressCopied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await snap(page, "profile-en");

  await page.getByRole("link", { name: en.profile.edit }).click();
  await page.getByLabel(en.field.name).fill("Mina K.");
  await page.getByLabel("한국어").check();
  await snap(page, "profile-edit-en");
  await page.getByRole("button", { name: en.profile.save }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Mina K." })).toBeVisible();
  await expect(page.getByRole("button", { name: ko.profile.logout })).toBeVisible();
  await snap(page, "profile-ko");

  // Put the demo account back as it was for the other tests.
  await page.getByRole("link", { name: ko.profile.edit }).click();
  await page.getByLabel(ko.field.name).fill(demo.name);
  await page.getByLabel("English").check();
  await page.getByRole("button", { name: ko.profile.save }).click();
  await expect(page.getByRole("heading", { name: demo.name })).toBeVisible();

  await page.getByRole("button", { name: en.profile.logout }).click();
  await expect(page).toHaveURL(/\/login\/start$/);
  await expect(page.getByRole("status")).toContainText(en.ntfc.logout);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\/start$/);
});

test("a session that ended on the server sends the person to the start view with code=401", async ({
  page,
  context,
}) => {
  await signIn(page);
  // Leave home first: its notification check (1 s after entering) would meet the 401 on the old
  // page and sign out there, before the visit this test is about.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: en.route.MyProfileView })).toBeVisible();
  // Close the page before the session ends: a request of its own (a refetch, the linked-wallet
  // check) meeting the 401 would sign out there first, and the next visit would be a first one.
  await page.close();
  await context.clearCookies();
  const next = await context.newPage();
  await next.goto("/profile");
  await expect(next).toHaveURL(/\/login\/start\?code=401$/);
  await expect(next.getByRole("status")).toContainText(en.start.sessionExpired);
});
