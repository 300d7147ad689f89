import { expect } from "@playwright/test";
import users from "../apps/server/src/db/seed/demo/users.json" with { type: "json" };
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import { test } from "./app-test.ts";
import { snap } from "./support.ts";

const customer = users.find((u) => u.role === "CUSTOMER");
if (!customer) throw new Error("the demo needs a customer");

test("a payment whose answer was lost says it is being confirmed, lists the order, and finishes by itself", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/login?lang=en");
  await page.getByLabel(en.field.email).fill(customer?.email ?? "");
  await page.getByLabel(en.field.password).fill(customer?.password ?? "");
  await page.getByRole("button", { name: en.login.submit }).click();
  await expect(page).toHaveURL(/\/$/);

  const res = await page.request.get("/api/v1/discover/cltns?limit=100");
  const { items } = (await res.json()) as { items: { id: number; name: string }[] };
  const match = items.find((c) => c.name.startsWith("Hanriver FC vs Incheon Harbor"));
  await page.goto(`/discover/pay/${match?.id}?lang=en`);
  await page
    .getByRole("button", { name: /^19:00/ })
    .first()
    .click();
  await page.getByTestId("group-option").filter({ hasText: "North Stand" }).click();
  await expect(page).toHaveURL(/\/discover\/event\/pay\/price$/);
  await page.getByRole("button", { name: /^One more/ }).click();
  await page.getByRole("button", { name: en.pay.next, exact: true }).click();
  if (/\/buyer$/.test(new URL(page.url()).pathname)) {
    await page.locator('[data-item-id="name"] input').fill("Mina Kim");
    await page.locator('[data-item-id="phone"] input').fill("01012345670");
    await page.getByRole("button", { name: en.pay.next, exact: true }).click();
  }
  await expect(page).toHaveURL(/\/discover\/event\/pay\/detail$/);

  // The provider confirms, but its answer never reaches the browser (a timeout on the way back):
  // the first confirmation reaches the server and is answered 503 "still confirming".
  let lost = false;
  await page.route("**/api/v1/discover/orders/*/payment", async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.fulfill({
      status: 503,
      json: {
        code: "UNAVAILABLE",
        message: "The service is temporarily unavailable.",
        data: { status: "PAYING" },
      },
    });
  });
  await page.getByRole("checkbox", { name: en.pay.detail.agree }).check();
  await page.getByRole("button", { name: /^Pay / }).click();
  await page.getByRole("button", { name: /Approve/ }).click();

  const confirming = page.getByTestId("pay-confirming");
  await expect(confirming).toContainText(en.pay.result.confirmingTitle);
  await snap(page, "pay-confirming-en");
  // It asks again by itself, with the same key: the first answer, never a second charge.
  await expect(page.getByTestId("pay-success")).toBeVisible({ timeout: 30_000 });

  // Listed once, paid (the demo customer's own ticket of this match has its order too).
  const [newest] = (await (await page.request.get("/api/v1/discover/orders")).json()) as { id: string }[];
  await page.goto("/profile/orders?lang=en");
  const order = page.locator(`a[href="/profile/orders/${newest?.id}"]`);
  await expect(order).toHaveCount(1);
  await expect(order).toContainText("Hanriver FC vs Incheon Harbor");
  await expect(order).toContainText(en.orders.status.buy);
});

test("the orders say, in Korean, that a payment is being confirmed, a refund is under way, or a charge came back", async ({
  page,
}) => {
  const ko = (await import("../apps/web/src/locales/ko.json", { with: { type: "json" } })).default;
  await page.goto("/login?lang=ko");
  await page.getByLabel(ko.field.email).fill(customer?.email ?? "");
  await page.getByLabel(ko.field.password).fill(customer?.password ?? "");
  await page.getByRole("button", { name: ko.login.submit }).click();
  await expect(page).toHaveURL(/\/$/);

  // The order the test above made, shown as the server shows one whose provider's answer is
  // awaited, and as one whose refund is under way.
  await page.route("**/api/v1/discover/orders", async (route) => {
    const [order] = (await (await route.fetch()).json()) as { id: string }[];
    if (!order) throw new Error("the test above leaves an order");
    await route.fulfill({
      json: [
        { ...order, listStatus: "confirming" },
        { ...order, id: `${order.id}x`, listStatus: "refunding" },
      ],
    });
  });
  // Home says the order's tickets are on their way while its payment is confirmed (the server's
  // answer for such an order: tests/modules/nfts), and leads to the order.
  const [mine] = (await (await page.request.get("/api/v1/discover/orders")).json()) as {
    id: string;
    cltnName: string;
  }[];
  if (!mine) throw new Error("the test above leaves an order");
  await page.route("**/api/v1/nfts/highlights", async (route) => {
    const highlights = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({
      json: {
        ...highlights,
        pendingOrders: [
          { id: mine.id, cltnName: mine.cltnName, image: "", ticketCount: 1, state: "confirming" },
        ],
      },
    });
  });
  await page.goto("/?lang=ko");
  const pending = page.getByRole("region", { name: ko.wallet.pending.title });
  await expect(pending).toContainText(ko.wallet.pending.confirming);
  await expect(pending).toContainText(mine.cltnName);
  await snap(page, "home-pending-order-ko");
  await pending.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${mine.id}$`));

  // The account's own language is English: ?lang shows the screens in Korean.
  await page.goto("/profile/orders?lang=ko");
  const items = page.getByTestId("order-item");
  await expect(items.first()).toContainText(ko.orders.status.confirming);
  await expect(items.nth(1)).toContainText(ko.orders.status.refunding);
  await snap(page, "orders-settling-ko");

  // An order refunded because it could no longer be fulfilled says why.
  await page.route("**/api/v1/discover/orders/*", async (route) => {
    const order = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({
      json: { ...order, status: "REFUNDED", listStatus: "refund", refundReason: "UNFULFILLED" },
    });
  });
  await items.first().click();
  await expect(page.getByTestId("order-notice")).toHaveText(ko.orders.notice.unfulfilled);
  await snap(page, "order-unfulfilled-ko");
});
