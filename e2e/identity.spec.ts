import { expect, test } from "@playwright/test";
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import { snap } from "./support.ts";

test("an adult verifies their age on the identity provider's page and goes on", async ({ page }) => {
  await page.goto("/login?lang=en");
  await page.getByLabel(en.field.email).fill("demo@admit.test");
  await page.getByLabel(en.field.password).fill("admit-demo-1");
  await page.getByRole("button", { name: en.login.submit }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/identify/nice?next=%2Fcoupons&lang=en");
  await expect(page.getByRole("heading", { name: en.identify.title })).toBeVisible();
  await snap(page, "identify-en");
  await page.getByRole("button", { name: en.identify.start }).click();
  await expect(page).toHaveURL(/\/sandbox\/identity\/idc_/);
  await page.getByLabel("Date of birth (YYYYMMDD)").fill("19990131");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: en.identify.verifiedTitle })).toBeVisible();
  await snap(page, "identify-verified-en");
  await page.getByRole("link", { name: en.identify.continue }).click();
  await expect(page).toHaveURL(/\/coupons/);
});
