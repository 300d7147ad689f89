import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import ko from "../apps/web/src/locales/ko.json" with { type: "json" };
import { test } from "./app-test.ts";
import { snap } from "./support.ts";

const PASSWORD = "tickets-4-all";

/** The account screens in Korean, for a person to look at beside the English ones. */
test("account screens in Korean", async ({ page, request }) => {
  const email = `ko-${randomUUID().slice(0, 8)}@example.test`;
  await request.post("/api/v1/users/signup/email", {
    data: { email, name: "김민아", pwd: PASSWORD, lang: "ko" },
  });
  let link = "";
  for (let i = 0; i < 100 && !link; i++) {
    const { items } = (await (await request.get("/api/dev/mailbox?limit=200")).json()) as {
      items: { to: string; links: string[] }[];
    };
    link = items.find((m) => m.to === email)?.links[0] ?? "";
    if (!link) await new Promise((r) => setTimeout(r, 200));
  }
  await request.get(link);

  await page.goto("/forgot/pwd?lang=ko");
  await snap(page, "forgot-ko");
  await page.goto("/login?lang=ko");
  await page.getByLabel(ko.field.email).fill(email);
  await page.getByLabel(ko.field.password).fill(PASSWORD);
  await page.getByRole("button", { name: ko.login.submit }).click();
  await expect(page).toHaveURL(/\/register\/success$/);
  await snap(page, "register-success-ko");
  await page.getByRole("button", { name: ko.register.start }).click();
  await expect(page).toHaveURL(/\/$/);
  await snap(page, "home-ko");

  for (const [path, name, heading] of [
    ["/profile", "profile-new-ko", null],
    ["/profile/edit", "profile-edit-ko", null],
    ["/profile/change/auth/1", "change-password-ko", ko.changePwd.currentTitle],
    ["/profile/auth/2step", "two-step-settings-ko", ko.twoStep.settingsTitle],
    ["/invite", "invite-ko", ko.invite.title],
    ["/search", "search-ko", null],
  ] as const) {
    await page.goto(path);
    if (heading) await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    else await page.waitForLoadState("networkidle");
    await snap(page, name);
  }
  await page.goto("/profile/edit");
  await page.getByRole("button", { name: ko.withdraw.title }).click();
  await expect(page.getByRole("dialog")).toContainText(ko.withdraw.lead);
  await snap(page, "withdraw-ko");
});
