import { expect } from "@playwright/test";
import users from "../apps/server/src/db/seed/demo/users.json" with { type: "json" };
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import { test } from "./app-test.ts";
import { snap } from "./support.ts";

const demo = users.find((u) => u.role === "CUSTOMER");
if (!demo) throw new Error("the demo needs a customer");

test("a holder shares a card by link; anyone opens it without logging in until it is revoked", async ({
  page,
  browser,
}) => {
  await page.goto("/login?lang=en");
  await page.getByLabel(en.field.email).fill(demo.email);
  await page.getByLabel(en.field.password).fill(demo.password);
  await page.getByRole("button", { name: en.login.submit }).click();
  await expect(page).toHaveURL(/\/$/);
  const { items } = (await (await page.request.get("/api/v1/nfts?type=MEMBERSHIP&limit=50")).json()) as {
    items: { id: number; status: string; isExpired: boolean }[];
  };
  const pass = items.find((i) => i.status === "ACTIVE" && !i.isExpired);
  if (!pass) throw new Error("the demo wallet needs a usable membership");

  await page.goto(`/nft/${pass.id}?lang=en`);
  await page.getByRole("button", { name: en.accessLink.share }).click();
  await page.getByRole("button", { name: en.accessLink.create }).click();
  const url = (await page.getByTestId("access-link-url").textContent()) ?? "";
  expect(url).toMatch(/\/nal\/[\w-]{32}$/);
  await snap(page, "share-link-en");

  const friend = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await friend.goto(`${new URL(url).pathname}?lang=en`);
  await expect(friend.getByText(en.accessLink.lead)).toBeVisible();
  // The app's header names the page, and a way on leads into the app.
  await expect(friend.getByRole("heading", { level: 1 })).toHaveText(en.route.AccessLinkView);
  await expect(friend.getByRole("button", { name: en.accessLink.explore })).toBeVisible();
  await friend.getByRole("button", { name: en.wallet.nft.showQr }).click();
  await expect(friend.getByTestId("nft-qr")).toBeVisible();
  await snap(friend, "access-link-qr-en");

  await page.getByRole("button", { name: en.accessLink.revoke }).first().click();
  await expect(page.getByRole("status")).toContainText(en.accessLink.revoked);
  await friend.reload();
  await expect(friend.getByText(en.accessLink.invalidTitle)).toBeVisible();
  await friend.getByRole("button", { name: en.common.back }).click();
  await expect(friend).not.toHaveURL(/\/nal\//);
});
