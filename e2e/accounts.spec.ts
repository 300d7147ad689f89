import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import ko from "../apps/web/src/locales/ko.json" with { type: "json" };
import { test } from "./app-test.ts";
import { snap } from "./support.ts";

const PASSWORD = "tickets-4-all";

/** The newest link mailed to `to`, read from the dev outbox as a person would. */
async function mailedLink(request: APIRequestContext, to: string, count = 1): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const res = await request.get("/api/dev/mailbox?limit=200");
    const mails = ((await res.json()) as { items: { to: string; links: string[] }[] }).items.filter(
      (m) => m.to === to,
    );
    if (mails.length >= count && mails[0]?.links[0]) return mails[0].links[0];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to}`);
}

async function signUp(page: Page, email: string, catalog: typeof en) {
  await page.getByLabel(catalog.field.email).fill(email);
  await page.getByLabel(catalog.field.name, { exact: true }).fill("Jiwoo Han");
  await page.getByLabel(catalog.field.password, { exact: true }).fill(PASSWORD);
  const submit = page.getByRole("button", { name: catalog.register.submit });
  await expect(submit).toBeDisabled();
  await page.getByLabel(catalog.field.passwordConfirm).fill(PASSWORD);
  await page.getByText(catalog.register.serviceTerms).click();
  await expect(submit).toBeDisabled();
  await page.getByText(catalog.register.privacyTerms).click();
  await expect(submit).toBeEnabled();
  await snap(page, `register-email-filled-${catalog === en ? "en" : "ko"}`);
  await submit.click();
}

test("sign up by e-mail, verify from the dev mailbox, sign in, first visit, home", async ({
  page,
  request,
}) => {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.test`;
  await page.goto("/login/start?lang=en");
  await page.getByRole("link", { name: en.start.register }).click();
  await expect(page).toHaveURL(/\/register\/start$/);
  await snap(page, "register-start-en");
  await page.getByRole("button", { name: en.register.withEmail }).click();
  await signUp(page, email, en);
  await expect(page).toHaveURL(/\/register\/email\/wait\?email=/);
  await expect(page.getByText(email)).toBeVisible();
  await snap(page, "register-wait-en");

  await page.goto("/dev/mailbox?lang=en");
  await expect(page.getByText(email).first()).toBeVisible();
  await snap(page, "dev-mailbox-en");
  await page.goto(await mailedLink(request, email));
  await expect(page).toHaveURL(/\/verified\?email=/);
  await expect(page.getByRole("heading", { name: en.register.verifiedTitle })).toBeVisible();
  await snap(page, "verified-en");

  // The sign-in form has the address filled in; the link itself signed nobody in.
  await page.getByRole("button", { name: en.register.toLogin }).click();
  await expect(page.getByLabel(en.field.email)).toHaveValue(email);
  await page.getByLabel(en.field.password).fill("wrong-password-1");
  await page.getByRole("button", { name: en.login.submit }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await snap(page, "login-wrong-password-en");
  await page.getByLabel(en.field.password).fill(PASSWORD);
  await page.getByRole("button", { name: en.login.submit }).click();

  await expect(page).toHaveURL(/\/register\/success$/);
  await snap(page, "register-success-en");
  await page.getByRole("button", { name: en.register.start }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: en.tab.label })).toBeVisible();

  // Signed in: the start view sends the person home.
  await page.goto("/login/start");
  await expect(page).toHaveURL(/\/$/);
});

test("a link opened again says the address is verified already; a broken one is invalid; an unknown address is refused", async ({
  page,
  request,
}) => {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.test`;
  await page.goto("/register/email?lang=ko");
  await signUp(page, email, ko);
  await expect(page).toHaveURL(/\/register\/email\/wait/);
  await snap(page, "register-wait-ko");
  const link = await mailedLink(request, email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/verified\?email=/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/verified\?email=.*&again=1$/);
  await expect(page.getByRole("heading", { name: ko.register.alreadyVerifiedTitle })).toBeVisible();
  await snap(page, "verified-again-ko");
  await page.goto(`${link}x`);
  await expect(page).toHaveURL(/\/invalid$/);
  await expect(page.getByRole("heading", { name: ko.register.invalidTitle })).toBeVisible();
  await snap(page, "invalid-ko");

  await page.goto("/login");
  await page.getByLabel(ko.field.email).fill(`nobody-${randomUUID().slice(0, 6)}@example.test`);
  await page.getByLabel(ko.field.password).fill(PASSWORD);
  await page.getByRole("button", { name: ko.login.submit }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await snap(page, "login-unknown-ko");
});

test("signing up twice with one address says it is registered; sign-in before verifying goes to the wait view", async ({
  page,
  request,
}) => {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.test`;
  await page.goto("/register/email?lang=en");
  await signUp(page, email, en);
  await expect(page).toHaveURL(/\/register\/email\/wait/);
  await page.goto("/register/email");
  await signUp(page, email, en);
  await expect(page.getByText(en.register.emailTaken)).toBeVisible();
  await snap(page, "register-taken-en");

  await page.goto("/login");
  await page.getByLabel(en.field.email).fill(email);
  await page.getByLabel(en.field.password).fill(PASSWORD);
  await page.getByRole("button", { name: en.login.submit }).click();
  await expect(page).toHaveURL(/\/register\/email\/wait\?email=/);
  await expect(page.getByRole("status")).not.toBeEmpty();
  await mailedLink(request, email, 2);
});

test("forgot password: link by mail, new password, sign in with it", async ({ page, request }) => {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.test`;
  const signUp = await request.post("/api/v1/users/signup/email", {
    data: { email, name: "Reset Person", pwd: PASSWORD, lang: "en" },
  });
  expect(signUp.status()).toBe(201);
  await request.get(await mailedLink(request, email));

  await page.goto("/login?lang=en");
  await page.getByRole("link", { name: en.login.forgot }).click();
  await expect(page).toHaveURL(/\/forgot\/pwd$/);
  await page.getByLabel(en.field.email).fill(email);
  await page.getByRole("button", { name: en.reset.send }).click();
  await expect(page.getByRole("heading", { name: en.reset.sentTitle })).toBeVisible();
  await snap(page, "forgot-sent-en");

  const link = await mailedLink(request, email, 2);
  expect(link).toMatch(/\/reset\/password\?token=/);
  await page.goto(link);
  await page.getByLabel(en.reset.newPassword).fill("brand-new-2");
  await page.getByLabel(en.field.passwordConfirm).fill("brand-new-2");
  await snap(page, "reset-password-en");
  await page.getByRole("button", { name: en.reset.submit }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(en.field.email).fill(email);
  await page.getByLabel(en.field.password).fill("brand-new-2");
  await page.getByRole("button", { name: en.login.submit }).click();
  await expect(page).toHaveURL(/\/register\/success$/);

  // The same link does not work twice.
  await page.goto(link);
  await page.getByLabel(en.reset.newPassword).fill("another-pass-3");
  await page.getByLabel(en.field.passwordConfirm).fill("another-pass-3");
  await page.getByRole("button", { name: en.reset.submit }).click();
  await expect(page.getByText(en.reset.deadLinkText)).toBeVisible();
  await expect(page.getByRole("button", { name: en.reset.again })).toBeVisible();
  await snap(page, "reset-dead-link-en");
});
