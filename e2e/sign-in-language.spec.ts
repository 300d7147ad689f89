import { expect, type Page } from "@playwright/test";
import users from "../apps/server/src/db/seed/demo/users.json" with { type: "json" };
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import ko from "../apps/web/src/locales/ko.json" with { type: "json" };
import { test } from "./app-test.ts";

// The demo host's account is in Korean.
const host = users.find((u) => u.role === "HOST");
if (host?.language !== "ko") throw new Error("the demo needs a host whose account is in Korean");

async function signIn(page: Page, path: string, labels: typeof en) {
  await page.goto(path);
  await page.getByLabel(labels.field.email).fill(host?.email ?? "");
  await page.getByLabel(labels.field.password).fill(host?.password ?? "");
  await page.getByRole("button", { name: labels.login.submit }).click();
  // A host lands on their door.
  await expect(page).toHaveURL(/\/host$/);
}

test("the language chosen for the sign-in page stays after signing in", async ({ page }) => {
  await signIn(page, "/login?lang=en", en);
  await expect(page.getByRole("heading", { name: en.door.pickEvent })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: en.door.pickEvent })).toBeVisible();
  // Their own wallet is one tap away, in the same language.
  await page.getByRole("link", { name: en.door.toWallet }).click();
  await expect(page.getByRole("navigation", { name: en.tab.label })).toBeVisible();
});

test("with no language chosen on this device, the account's language is used", async ({ page }) => {
  // The browser says English; nothing was chosen here.
  await signIn(page, "/login", en);
  await expect(page.getByRole("heading", { name: ko.door.pickEvent })).toBeVisible();
});
