import { expect, type Page } from "@playwright/test";
import users from "../apps/server/src/db/seed/demo/users.json" with { type: "json" };
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import ko from "../apps/web/src/locales/ko.json" with { type: "json" };
import { test } from "./app-test.ts";
import { fill, snap } from "./support.ts";

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

test("an order whose ticket was sent says to whom, leaves that ticket's answers to its holder, and cancels only the ticket still held", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const buyer = users.find((u) => u.email === "friend@admit.test");
  const receiver = users.find((u) => u.email === "sora@admit.test");
  if (!buyer || !receiver) throw new Error("the demo needs friend@ and sora@");
  await page.goto("/login?lang=en");
  await page.getByLabel(en.field.email).fill(buyer.email);
  await page.getByLabel(en.field.password).fill(buyer.password);
  await page.getByRole("button", { name: en.login.submit }).click();
  await expect(page).toHaveURL(/\/$/);

  // Two general-admission tickets of the jazz night (it asks each attendee's name and phone), paid by card.
  const { items: cltns } = (await (await page.request.get("/api/v1/discover/cltns?limit=100")).json()) as {
    items: { id: number; name: string }[];
  };
  // Named in the request's language: its English or Korean name.
  const jazz = cltns.find((c) => c.name.includes("Jazz Night") || c.name.includes("재즈 나이트"));
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
  const list = [{ id: price.id, count: 2, price: price.price }];
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
      attendees: [
        { name: "Jun Lee", phone: "01011112222" },
        { name: "Sora Han", phone: "01033334444" },
      ],
    },
  });
  expect(reserved.status(), await reserved.text()).toBe(201);
  const { orderId, checkout } = await reserved.json();
  const approved = await page.request.post(`${checkout.checkoutUrl}/approve`, { maxRedirects: 0 });
  const back = new URL(approved.headers().location ?? "", "http://local.test").searchParams;
  const paid = await page.request.post(`/api/v1/discover/orders/${orderId}/payment`, {
    headers: { "idempotency-key": crypto.randomUUID() },
    data: { paymentKey: back.get("paymentKey"), amount: Number(back.get("amount")) },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const orderNow = async () => (await page.request.get(`/api/v1/discover/orders/${orderId}`)).json();
  await expect.poll(async () => (await orderNow()).status, { timeout: 30_000 }).toBe("ISSUED");
  const [first] = (await orderNow()).nftIds as number[];
  const sent = await page.request.post(`/api/v1/nfts/${first}/send`, { data: { email: receiver.email } });
  expect(await sent.json()).toMatchObject({ status: "DONE" });

  await page.goto(`/profile/orders/${orderId}?lang=en`);
  const rows = page.getByTestId("order-tickets").getByRole("listitem");
  await expect(rows.nth(0)).toContainText(en.orders.ticketState.SENT.replace("{{name}}", receiver.name));
  await expect(rows.nth(0).getByRole("link")).toHaveCount(0);
  await expect(rows.nth(1).getByRole("link", { name: en.orders.ticket.replace("{{n}}", "2") })).toBeVisible();
  await expect(page.getByTestId("order-cancel-moved")).toHaveCount(0);
  await expect(page.getByRole("button", { name: en.orders.cancel })).toHaveCount(0);
  await expect(page.getByRole("button", { name: en.orders.cancelHeld_one })).toBeVisible();
  await snap(page, "orders-ticket-sent-en");

  await page.getByRole("link", { name: en.orders.editAttendees }).click();
  await expect(page.getByTestId("attendee-gone")).toContainText(en.orders.ticketGone);
  await expect(page.locator('[data-item-id="name"] input')).toHaveCount(1);
  await page.locator('[data-item-id="name"] input').fill("Sora Han-Lee");
  await snap(page, "orders-edit-ticket-sent-en");
  await page.getByRole("button", { name: en.qtnr.save }).click();
  await expect(page).toHaveURL(/\/profile\/orders\/ord_[\w-]+$/);
  await expect(page.getByText(/Sora Han-Lee/)).toBeVisible();

  await page.goto(`/profile/orders/edit/${orderId}?lang=ko`);
  await expect(page.getByTestId("attendee-gone")).toContainText(ko.orders.ticketGone);
  await snap(page, "orders-edit-ticket-sent-ko");

  // Cancelling takes back only the ticket still held, its share shown first; the sent one stays its holder's.
  await page.goto(`/profile/orders/${orderId}?lang=ko`);
  // Korean counts with one form: "가지고 있는 티켓 1매 취소하기".
  await page.getByRole("button", { name: fill(ko.orders.cancelHeld_other, { count: 1 }) }).click();
  const sheet = page.getByRole("dialog", { name: ko.orders.cancelTitle });
  await expect(sheet.getByTestId("cancel-count")).toHaveText(
    fill(ko.orders.cancellingCount, { count: "1", total: "2" }),
  );
  await expect(sheet.getByTestId("cancel-part")).toBeVisible();
  await snap(page, "orders-cancel-held-sheet-ko");
  await sheet.getByRole("button", { name: /환불/ }).click();
  await expect(page.getByTestId("ticket-refunds")).toContainText(ko.orders.ticketRefund.REFUNDED);
  await expect(page.getByTestId("order-tickets").getByRole("listitem").nth(1)).toContainText(
    ko.orders.ticketState.REFUNDED,
  );
  await expect(page.getByTestId("order-cancel-moved")).toHaveText(ko.orders.cancelMoved);
  await snap(page, "orders-cancel-held-done-ko");
  const after = await orderNow();
  expect(after).toMatchObject({ status: "ISSUED", listStatus: "part-refund" });
  await page.goto("/profile/orders?lang=ko");
  await expect(page.getByText(ko.orders.status["part-refund"]).first()).toBeVisible();
  await snap(page, "orders-list-part-refund-ko");
});
