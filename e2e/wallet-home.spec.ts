import { expect } from "@playwright/test";
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import ko from "../apps/web/src/locales/ko.json" with { type: "json" };
import { test } from "./app-test.ts";
import { snap } from "./support.ts";

interface Item {
  id: number;
  cltnName: string;
  status: string;
}
interface Highlights {
  nextUp: Item | null;
  attention: Item[];
  moreAttention: boolean;
}

// The demo customer: other files may have sent, sold or answered some of their cards, so the
// test reads what the server pins and checks that home shows exactly that.
test("home pins the next event with its QR a tap away, and gathers the cards that need attention", async ({
  page,
}) => {
  await page.goto("/login?lang=en");
  await page.getByLabel(en.field.email).fill("demo@admit.test");
  await page.getByLabel(en.field.password).fill("admit-demo-1");
  await page.getByRole("button", { name: en.login.submit }).click();
  await expect(page).toHaveURL(/\/$/);
  // Cards other files sent the demo customer left notifications: seen here, so that no sheet
  // opens over home (it would, on a slow machine, before the tap below).
  const unseen = (await (await page.request.get("/api/v1/notifications/unconfirm")).json()) as number[];
  for (const id of unseen) await page.request.post(`/api/v1/notifications/${id}/confirm`);
  await page.reload();
  const highlights = (await (await page.request.get("/api/v1/nfts/highlights")).json()) as Highlights;
  const { nextUp, attention } = highlights;
  if (!nextUp) throw new Error("the demo customer needs a ticket for an event ahead");
  if (attention.length === 0) throw new Error("the demo customer needs a card that needs attention");

  const pinned = page.getByRole("region", { name: en.wallet.nextUp.title });
  await expect(pinned.getByRole("heading", { name: nextUp.cltnName })).toBeVisible();
  const strip = page.getByRole("region", { name: en.wallet.attention.title });
  await expect(strip.getByRole("listitem")).toHaveCount(attention.length);
  // The list below leaves those cards to the strip: none of them is listed twice.
  const list = page.getByRole("list", { name: en.wallet.list.label });
  await expect(list).toBeVisible();
  for (const card of attention) await expect(list.locator(`a[href="/nft/${card.id}"]`)).toHaveCount(0);
  await snap(page, "home-highlights-en");

  // The next event's QR is one tap away: the card opens on its back.
  await pinned.getByRole("link", { name: en.wallet.nextUp.showQr }).click();
  await expect(page).toHaveURL(new RegExp(`/nft/${nextUp.id}\\?face=qr$`));
  await expect(page.getByRole("region", { name: en.wallet.nft.back })).toBeVisible();
  await expect(page.getByRole("button", { name: en.wallet.nft.showFront })).toBeVisible();

  // The same in Korean.
  await page.goto("/?lang=ko");
  await expect(page.getByRole("region", { name: ko.wallet.nextUp.title })).toBeVisible();
  await expect(page.getByRole("region", { name: ko.wallet.attention.title })).toBeVisible();
  await snap(page, "home-highlights-ko");
});
