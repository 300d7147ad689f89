import { expect, type Locator, type Page } from "@playwright/test";
import users from "../apps/server/src/db/seed/demo/users.json" with { type: "json" };
import ko from "../apps/web/src/locales/ko.json" with { type: "json" };
import { test } from "./app-test.ts";
import { snap } from "./support.ts";

// The narrowest phones the app is made for (issue 26's rough edges were seen at 360–390 px).
test.use({ viewport: { width: 360, height: 740 } });

const demo = users.find((u) => u.email === "demo@admit.test");
if (!demo) throw new Error("the demo needs its customer");

async function signIn(page: Page) {
  await page.goto("/login?lang=ko");
  await page.getByLabel(ko.field.email).fill(demo?.email ?? "");
  await page.getByLabel(ko.field.password).fill(demo?.password ?? "");
  await page.getByRole("button", { name: ko.login.submit }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Whether two boxes share any point. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return box;
};
/** Nothing of the element's text is cut off: it is as wide and as high as what it holds. */
const whole = (locator: Locator) =>
  locator.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight);

test("a collection's cards keep the page's gutters, and a lottery's brand shows whole", async ({ page }) => {
  await signIn(page);
  await page.goto("/cltn/44?lang=ko");
  const card = page.getByRole("list", { name: ko.wallet.list.label }).getByRole("listitem").first();
  const box = await boxOf(card);
  expect(box.x).toBeGreaterThanOrEqual(16);
  expect(box.x + box.width).toBeLessThanOrEqual(360 - 16);
  await snap(page, "narrow-cltn-ko");

  const { items } = (await (await page.request.get("/api/v1/discover/cltns?limit=50")).json()) as {
    items: { id: number; kind: string }[];
  };
  const lottery = items.find((c) => c.kind === "APPLICATION");
  if (!lottery) throw new Error("the demo needs a lottery on sale");
  await page.goto(`/discover/event/apply/form/${lottery.id}?lang=ko`);
  const brand = page.getByTestId("apply").locator("header p").first();
  await expect(brand).toContainText("블루웨이브");
  expect(await whole(brand)).toBe(true);
  await snap(page, "narrow-apply-ko");
});

test("a toast keeps clear of the sign-in buttons and the sign-up link", async ({ page }) => {
  await page.goto("/login/start?code=401&lang=ko");
  const toast = page.getByText(ko.start.sessionExpired);
  await expect(toast).toBeVisible();
  const toastBox = await boxOf(toast);
  const actions = [
    page.getByRole("link", { name: ko.start.register }),
    ...(await page.getByTestId("login-methods").getByRole("button").all()),
  ];
  expect(actions.length).toBeGreaterThan(1);
  for (const action of actions) expect(overlap(toastBox, await boxOf(action))).toBe(false);
  await snap(page, "narrow-toast-start-ko");
});

test("the sandbox checkout keeps its labels on one line, and its ended page leads back", async ({ page }) => {
  await signIn(page);
  const { items: cltns } = (await (await page.request.get("/api/v1/discover/cltns?limit=50")).json()) as {
    items: { id: number; name: string }[];
  };
  const jazz = cltns.find((c) => c.name.includes("재즈 나이트") || c.name.includes("Jazz Night"));
  const { items: groups } = (await (
    await page.request.get(`/api/v1/discover/cltns/${jazz?.id}/nft_groups`)
  ).json()) as {
    items: { id: number; isSeated: boolean; priceList: { id: number; price: number; currency: string }[] }[];
  };
  const group = groups.find(
    (g) => !g.isSeated && g.priceList.some((p) => p.currency === "KRW" && p.price > 0),
  );
  const price = group?.priceList.find((p) => p.currency === "KRW");
  if (!group || !price) throw new Error("the demo jazz night sells general admission in KRW");
  const list = [{ id: price.id, count: 1, price: price.price }];
  const quote = await (
    await page.request.post("/api/v1/discover/nft_groups/price", {
      data: { priceUnit: "KRW", nftGroupId: group.id, list },
    })
  ).json();
  const reserved = await page.request.post(`/api/v1/discover/orders/reservation?nftGroupId=${group.id}`, {
    headers: { "idempotency-key": crypto.randomUUID() },
    data: {
      priceUnit: "KRW",
      list,
      amount: quote.total,
      attendees: [{ name: "김민지", phone: "01011112222" }],
    },
  });
  expect(reserved.status(), await reserved.text()).toBe(201);
  const { checkout } = (await reserved.json()) as { checkout: { checkoutUrl: string } };

  await page.goto(`${checkout.checkoutUrl}?lang=ko`);
  const label = page.locator("dt").filter({ hasText: "주문" });
  // Its text's line boxes: broken a syllable a line beside the long order name, "주문" took two.
  const lines = await label.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
  await snap(page, "narrow-sandbox-checkout-ko");

  await page.getByRole("button", { name: /취소/ }).click();
  await page.goto(`${checkout.checkoutUrl}?lang=ko`);
  await expect(page.getByRole("heading", { name: "종료된 결제창이에요" })).toBeVisible();
  await snap(page, "narrow-sandbox-ended-ko");
  await page.getByRole("link", { name: "상점으로 돌아가기" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a membership's screen is titled Membership, not Ticket", async ({ page }) => {
  await signIn(page);
  const { items } = (await (await page.request.get("/api/v1/nfts?type=MEMBERSHIP&limit=50")).json()) as {
    items: { id: number; status: string }[];
  };
  const pass = items.find((i) => i.status === "ACTIVE");
  if (!pass) throw new Error("the demo wallet needs a membership");
  await page.goto(`/nft/${pass.id}?lang=ko`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ko.wallet.cltnType.MEMBERSHIP);
  await snap(page, "narrow-membership-ko");
});
