import { expect } from "@playwright/test";
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import ko from "../apps/web/src/locales/ko.json" with { type: "json" };
import { test } from "./app-test.ts";
import { fill, signUpVerified, snap } from "./support.ts";

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

test("an adults-only event asks for the identity check before the first step, and comes back to it", async ({
  page,
}) => {
  // A demo customer who never verified (the test above verifies another one).
  await page.goto("/login?lang=en");
  await page.getByLabel(en.field.email).fill("yuna@admit.test");
  await page.getByLabel(en.field.password).fill("admit-yuna-1");
  await page.getByRole("button", { name: en.login.submit }).click();
  await expect(page).toHaveURL(/\/$/);
  const { items } = (await (await page.request.get("/api/v1/discover/cltns?limit=100")).json()) as {
    items: { id: number; name: string; isAdult: boolean }[];
  };
  const adults = items.find((c) => c.isAdult);
  if (!adults) throw new Error("the demo needs an adults-only event on sale");
  await page.goto(`/discover/pay/${adults.id}?lang=en`);
  await expect(page.getByRole("heading", { name: fill(en.pay.entry.adultTitle, { age: 19 }) })).toBeVisible();
  await snap(page, "pay-adult-first-en");
  await page.getByRole("button", { name: en.pay.entry.adultVerify }).click();
  await expect(page).toHaveURL(/\/identify\/nice\?next=/);
  await page.getByRole("button", { name: en.identify.start }).click();
  await page.getByLabel("Date of birth (YYYYMMDD)").fill("19950412");
  await page.getByRole("button", { name: "Verify" }).click();
  await page.getByRole("link", { name: en.identify.continue }).click();
  // Back at the purchase, which now starts at its first step.
  await expect(page).toHaveURL(/\/discover\/event\/pay\/(date|group)$/);
});

test("a buyer the check finds under 19 is stopped at the first step, told why, and led back", async ({
  page,
}) => {
  const email = `teen-${Date.now()}@admit.test`;
  await signUpVerified(page.request, email, "Teen Buyer", "teen-buyer-1");
  await page.goto("/login?lang=en");
  await page.getByLabel(en.field.email).fill(email);
  await page.getByLabel(en.field.password).fill("teen-buyer-1");
  await page.getByRole("button", { name: en.login.submit }).click();
  await page.getByRole("button", { name: en.register.start }).click();
  await expect(page).toHaveURL(/\/$/);
  const { items } = (await (await page.request.get("/api/v1/discover/cltns?limit=100")).json()) as {
    items: { id: number; isAdult: boolean }[];
  };
  const adults = items.find((c) => c.isAdult);
  if (!adults) throw new Error("the demo needs an adults-only event on sale");
  await page.goto(`/discover/pay/${adults.id}?lang=en`);
  await page.getByRole("button", { name: en.pay.entry.adultVerify }).click();
  await page.getByRole("button", { name: en.identify.start }).click();
  await page.getByLabel("Date of birth (YYYYMMDD)").fill(`${new Date().getFullYear() - 16}0301`);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: en.identify.underAgeTitle })).toBeVisible();

  // Coming back to the purchase: the first step says so, in place of choosing tickets.
  await page.goto(`/discover/pay/${adults.id}?lang=en`);
  const title = fill(en.pay.entry.underAgeTitle, { age: 19 });
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await snap(page, "pay-under-age-en");
  await page.goto(`/discover/pay/${adults.id}?lang=ko`);
  await expect(
    page.getByRole("heading", { name: fill(ko.pay.entry.underAgeTitle, { age: 19 }) }),
  ).toBeVisible();
  await snap(page, "pay-under-age-ko");
  await page.getByRole("button", { name: ko.pay.backToEvent }).click();
  await expect(page).toHaveURL(new RegExp(`/discover/detail/${adults.id}`));
});
