import { expect, type Page } from "@playwright/test";
import users from "../apps/server/src/db/seed/demo/users.json" with { type: "json" };
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import { test } from "./app-test.ts";
import { snap } from "./support.ts";

const customer = users.find((u) => u.role === "CUSTOMER");
const host = users.find((u) => u.role === "HOST");
if (!customer || !host) throw new Error("the demo needs a customer and a host");

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/login?lang=en");
  await page.getByLabel(en.field.email).fill(who.email);
  await page.getByLabel(en.field.password).fill(who.password);
  await page.getByRole("button", { name: en.login.submit }).click();
  // A customer lands on their wallet, a host on their door.
  await expect(page).toHaveURL(/\/(host)?$/);
}

/** The season pass of the demo wallet comes with a ₩5,000 coupon usable twice. */
async function seasonCoupon(page: Page) {
  const coupons = (await (await page.request.get("/api/v1/coupons")).json()) as {
    id: number;
    name: string;
    nftId: number | null;
  }[];
  const coupon = coupons.find((c) => c.name.startsWith("₩5,000 off"));
  if (!coupon?.nftId) throw new Error("the demo season pass has no coupon");
  return coupon as { id: number; name: string; nftId: number };
}

test("a coupon shows a live code; the host redeems it and the holder's card counts the use", async ({
  page,
  browser,
}) => {
  await signIn(page, customer);
  const coupon = await seasonCoupon(page);
  await page.goto("/coupons?lang=en");
  const card = page.getByTestId("coupon-card").filter({ hasText: coupon.name });
  await expect(card).toContainText(en.coupon.status.ACTIVE);
  await expect(card).toContainText("2 / 2");
  await card.getByRole("button", { name: en.coupon.showCode }).click();
  await expect(card.getByTestId("nft-qr")).toBeVisible();
  await snap(page, "coupons-en");

  const code = (
    (await (await page.request.post(`/api/v1/coupons/${coupon.id}/qr`)).json()) as { qrData: string }
  ).qrData;
  const hostPage = await (await browser.newContext()).newPage();
  await signIn(hostPage, host);
  await hostPage.goto("/host/scan?lang=en");
  await hostPage.getByLabel(en.hostScan.manual).fill(code);
  await hostPage.getByRole("button", { name: en.hostScan.check }).click();
  const result = hostPage.getByTestId("checkin-result");
  await expect(result).toHaveAttribute("data-result", "ADMITTED");
  await expect(result).toContainText(en.hostScan.couponResult.ADMITTED);
  await expect(result).toContainText("1 / 2");
  await snap(hostPage, "door-coupon-en");
  // The same code again is refused.
  await hostPage.getByRole("button", { name: en.hostScan.next }).click();
  await hostPage.getByLabel(en.hostScan.manual).fill(code);
  await hostPage.getByRole("button", { name: en.hostScan.check }).click();
  await expect(hostPage.getByTestId("checkin-result")).toHaveAttribute("data-result", "ALREADY_USED");

  // The holder's open card sees the use through its status poll.
  await expect(card).toContainText("1 / 2");
  // The season pass card counts its coupons and leads to them.
  await page.goto(`/nft/${coupon.nftId}?lang=en`);
  await page.getByRole("button", { name: en.wallet.nft.showQr }).click();
  await expect(page.getByRole("link", { name: "1 usable of 1" })).toBeVisible();
});

test("a link to the season pass opens its coupon too, with a code, without logging in", async ({
  page,
  browser,
}) => {
  await signIn(page, customer);
  const coupon = await seasonCoupon(page);
  const made = await page.request.post("/api/v1/nfts/access-links", { data: { nftIds: [coupon.nftId] } });
  const { url } = (await made.json()) as { url: string };
  const friend = await (await browser.newContext()).newPage();
  await friend.goto(`${new URL(url).pathname}?lang=en`);
  await expect(friend.getByRole("heading", { name: en.accessLink.coupons })).toBeVisible();
  const card = friend.getByTestId("coupon-card").filter({ hasText: coupon.name });
  await card.getByRole("button", { name: en.coupon.showCode }).click();
  await expect(card.getByTestId("nft-qr")).toBeVisible();
  await snap(friend, "access-link-coupon-en");
});

test("a coupon opens on its own screen with its code and status, and asks a visitor to sign in first", async ({
  page,
  browser,
}) => {
  await signIn(page, customer);
  const coupon = await seasonCoupon(page);
  await page.goto("/coupons?lang=en");
  await page.getByTestId("coupon-card").getByRole("link", { name: coupon.name }).click();
  await expect(page).toHaveURL(new RegExp(`/coupons/${coupon.id}$`));
  const view = page.getByTestId("coupon-view");
  await expect(view.getByRole("heading", { name: coupon.name })).toBeVisible();
  await expect(view).toContainText(en.coupon.status.ACTIVE);
  await expect(view.getByTestId("coupon-qr")).toBeVisible();
  await snap(page, "coupon-view-active-en");

  // The host takes every use left; the open screen sees it through its status poll.
  const hostPage = await (await browser.newContext()).newPage();
  await signIn(hostPage, host);
  for (let attempt = 0; attempt < 2; attempt++) {
    const status = (await (await page.request.get(`/api/v1/coupons/${coupon.id}/status`)).json()) as {
      status: string;
    };
    if (status.status !== "ACTIVE") break;
    const { qrData } = (await (await page.request.post(`/api/v1/coupons/${coupon.id}/qr`)).json()) as {
      qrData: string;
    };
    const checkin = await hostPage.request.post("/api/v1/host/checkin", { data: { qrData } });
    expect(((await checkin.json()) as { result: string }).result).toBe("ADMITTED");
  }
  await expect(view).toContainText(en.coupon.status.USED);
  await expect(view).toContainText(en.coupon.detail.explain.USED);
  await expect(view.getByTestId("coupon-qr")).toHaveCount(0);
  await expect(view.getByTestId("coupon-history")).toContainText(en.coupon.history.type.USE);
  await snap(page, "coupon-view-used-en");

  // Signed out, the same address asks to sign in, and signing in comes back to the coupon.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/coupons/${coupon.id}?lang=en`);
  await expect(visitor.getByRole("heading", { name: en.coupon.detail.signInTitle })).toBeVisible();
  await snap(visitor, "coupon-view-signed-out-en");
  await visitor.getByRole("button", { name: en.login.submit }).click();
  await visitor.getByRole("button", { name: en.start.withEmail }).click();
  await visitor.getByLabel(en.field.email).fill(customer.email);
  await visitor.getByLabel(en.field.password).fill(customer.password);
  await visitor.getByRole("button", { name: en.login.submit }).click();
  await expect(visitor).toHaveURL(new RegExp(`/coupons/${coupon.id}(\\?|$)`));
  await expect(visitor.getByTestId("coupon-view")).toContainText(en.coupon.status.USED);
});
