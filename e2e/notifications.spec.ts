import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import users from "../apps/server/src/db/seed/demo/users.json" with { type: "json" };
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import { test } from "./app-test.ts";
import { snap } from "./support.ts";

const demo = users.find((u) => u.role === "CUSTOMER");
if (!demo) throw new Error("the demo needs a customer");

/** A friend signs up with the invited address and opens the mailed link. */
async function friendJoins(request: APIRequestContext, email: string) {
  await request.post("/api/v1/users/signup/email", { data: { email, name: "Friend", pwd: "friend-pass-1" } });
  for (let i = 0; i < 100; i++) {
    const { items } = (await (await request.get("/api/dev/mailbox?limit=200")).json()) as {
      items: { to: string; links: string[] }[];
    };
    const link = items.find((m) => m.to === email && m.links[0]?.includes("/email/verify"))?.links[0];
    if (link) return void (await request.get(link));
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no verification mail to ${email}`);
}

test("home shows unconfirmed notifications one by one, newest first, until all are confirmed", async ({
  page,
  request,
}) => {
  await page.goto("/login?lang=en");
  await page.getByLabel(en.field.email).fill(demo.email);
  await page.getByLabel(en.field.password).fill(demo.password);
  await page.getByRole("button", { name: en.login.submit }).click();
  await expect(page).toHaveURL(/\/$/);

  const first = `first-${randomUUID().slice(0, 8)}@example.test`;
  const second = `second-${randomUUID().slice(0, 8)}@example.test`;
  for (const email of [first, second]) {
    const res = await page.request.post("/api/v1/users/invite", { data: { email } });
    expect(res.status()).toBe(201);
  }
  await friendJoins(request, first);
  await friendJoins(request, second);

  await page.goto("/profile?lang=en");
  await page.goto("/?lang=en");
  const sheet = page.getByTestId("notification-sheet");
  await expect(sheet).toContainText(second);
  await snap(page, "notification-invite-en");
  await sheet.getByRole("button", { name: en.common.ok }).click();
  await expect(sheet).toContainText(first);
  await sheet.getByRole("button", { name: en.common.ok }).click();
  await expect(sheet).toHaveCount(0);
  const left = await (await page.request.get("/api/v1/notifications/unconfirm")).json();
  expect(left).toEqual([]);
});
