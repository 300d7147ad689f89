import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import ko from "../apps/web/src/locales/ko.json" with { type: "json" };
import { API_MESSAGES as messages } from "../packages/contract/src/messages/index.ts";
import { test } from "./app-test.ts";
import { OAUTH_CONTROL_URL, snap } from "./support.ts";

const PASSWORD = "tickets-4-all";

interface Mail {
  to: string;
  text: string;
  links: string[];
}

/** The mails to `to` once at least `count` have arrived, newest first. */
async function mailsTo(request: APIRequestContext, to: string, count = 1): Promise<Mail[]> {
  for (let i = 0; i < 100; i++) {
    const res = await request.get("/api/dev/mailbox?limit=200");
    const mails = ((await res.json()) as { items: Mail[] }).items.filter((m) => m.to === to);
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to}`);
}

const codeIn = (mail: Mail | undefined) => mail?.text.match(/\b(\d{6})\b/)?.[1] ?? "";
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** A verified account made through the API and the mailed link, as a person would. */
async function verifiedAccount(request: APIRequestContext) {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.test`;
  const res = await request.post("/api/v1/users/signup/email", {
    data: { email, name: "Seo Yun", pwd: PASSWORD, lang: "en" },
  });
  expect(res.status()).toBe(201);
  const [mail] = await mailsTo(request, email);
  await request.get(mail?.links[0] ?? "");
  return email;
}

async function signInFirstTime(page: Page, email: string) {
  await page.goto("/login?lang=en");
  await page.getByLabel(en.field.email).fill(email);
  await page.getByLabel(en.field.password).fill(PASSWORD);
  await page.getByRole("button", { name: en.login.submit }).click();
  await expect(page).toHaveURL(/\/register\/success$/);
  await page.getByRole("button", { name: en.register.start }).click();
  await expect(page).toHaveURL(/\/$/);
}

test("2-step verification: turned on with a mailed code, then sign-in asks for one", async ({
  page,
  request,
}) => {
  const email = await verifiedAccount(request);
  await signInFirstTime(page, email);
  await page.goto("/profile/auth/2step");
  await expect(page.getByTestId("two-step-state")).toHaveText(en.twoStep.off);
  await snap(page, "two-step-off-en");
  await page.getByRole("button", { name: en.twoStep.turnOn }).click();
  await expect(page.getByRole("heading", { name: en.twoStep.confirmOn })).toBeVisible();
  const code = codeIn((await mailsTo(request, email, 2))[0]);
  const verify = page.getByRole("button", { name: en.twoStep.submit });
  await page.getByLabel(en.twoStep.code).fill(code.slice(0, 5));
  await expect(verify).toBeDisabled();
  await page.getByLabel(en.twoStep.code).fill(otherThan(code));
  await verify.click();
  await expect(page.getByRole("alert")).toContainText(messages.en.error.incorrectPasscode);
  await snap(page, "two-step-wrong-code-en");
  await page.getByLabel(en.twoStep.code).fill(code);
  await verify.click();
  await expect(page.getByRole("status")).toContainText(en.twoStep.activated);
  await expect(page.getByTestId("two-step-state")).toHaveText(en.twoStep.on);

  // Sign out and in again: the password is not enough any more.
  await page.goto("/profile");
  await page.getByRole("button", { name: en.profile.logout }).click();
  await expect(page).toHaveURL(/\/login\/start/);
  await page.goto("/login?lang=ko");
  await page.getByLabel(ko.field.email).fill(email);
  await page.getByLabel(ko.field.password).fill(PASSWORD);
  await page.getByRole("button", { name: ko.login.submit }).click();
  await expect(page.getByRole("heading", { name: ko.twoStep.signinTitle })).toBeVisible();
  await snap(page, "two-step-signin-ko");
  const signinCode = codeIn((await mailsTo(request, email, 3))[0]);
  await page.getByLabel(ko.twoStep.code).fill(otherThan(signinCode));
  await page.getByRole("button", { name: ko.twoStep.submit }).click();
  await expect(page.getByRole("alert")).toContainText(messages.ko.error.incorrectPasscode);
  await page.getByLabel(ko.twoStep.code).fill(signinCode);
  await page.getByRole("button", { name: ko.twoStep.submit }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("change password: the current one first (M-W-1013 when wrong), then the new one", async ({
  page,
  request,
}) => {
  const email = await verifiedAccount(request);
  await signInFirstTime(page, email);
  await page.goto("/profile");
  await page.getByRole("link", { name: en.profile.changePassword }).click();
  await expect(page).toHaveURL(/\/profile\/change\/auth\/1$/);
  await page.getByLabel(en.changePwd.current).fill("not-the-password-1");
  await page.getByRole("button", { name: en.changePwd.next }).click();
  await expect(page).toHaveURL(/\/profile\/change\/auth\/2$/);
  await page.getByLabel(en.changePwd.newPwd, { exact: true }).fill("new-tickets-5");
  await page.getByLabel(en.changePwd.confirm).fill("new-tickets-5");
  await snap(page, "change-password-new-en");
  await page.getByRole("button", { name: en.changePwd.submit }).click();
  await expect(page).toHaveURL(/\/profile\/change\/auth\/1$/);
  await expect(page.getByRole("alert")).toContainText(messages.en.error.invalidPassword);
  await snap(page, "change-password-wrong-en");
  await page.getByLabel(en.changePwd.current).fill(PASSWORD);
  await page.getByRole("button", { name: en.changePwd.next }).click();
  await page.getByLabel(en.changePwd.newPwd, { exact: true }).fill("new-tickets-5");
  await page.getByLabel(en.changePwd.confirm).fill("new-tickets-5");
  await page.getByRole("button", { name: en.changePwd.submit }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("status")).toContainText(en.changePwd.done);
});

test("social sign-in with Google through the local provider: terms, first visit, home; again straight home", async ({
  page,
  request,
}) => {
  const email = `google-${randomUUID().slice(0, 8)}@example.test`;
  await request.post(OAUTH_CONTROL_URL, {
    data: { sub: randomUUID(), email, email_verified: true, name: "Daeho Kim" },
  });
  await page.goto("/login/start?lang=en");
  const methods = page.getByTestId("login-methods");
  // Only what this server can serve: Google is configured for the tests, Kakao is not.
  await expect(methods.getByRole("button", { name: en.start.with.google })).toBeVisible();
  await expect(methods.getByRole("button", { name: en.start.with.kakao })).toHaveCount(0);
  await methods.getByRole("button", { name: en.start.with.google }).click();
  await expect(page).toHaveURL(/\/register\/external\/google$/);
  await snap(page, "register-external-google-en");
  await page.getByText(en.register.serviceTerms).click();
  await page.getByText(en.register.privacyTerms).click();
  await page.getByRole("button", { name: en.register.agree }).click();
  await expect(page).toHaveURL(/\/register\/success$/);
  await page.getByRole("button", { name: en.register.start }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/profile");
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(en.linked.connected, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: en.profile.logout }).click();
  await expect(page).toHaveURL(/\/login\/start/);
  await page.getByTestId("login-methods").getByRole("button", { name: en.start.with.google }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a social sign-in that came back without a session explains why", async ({ page }) => {
  await page.goto("/login/start?lang=ko&oauthError=denied");
  await expect(page.getByRole("alertdialog")).toContainText(ko.start.oauthError.denied);
  await snap(page, "start-oauth-denied-ko");
});

/** A small PNG drawn by the browser itself. */
async function pngFromCanvas(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 300;
    canvas.height = 200;
    const ctx = canvas.getContext("2d") as CanvasRenderingContext2D;
    ctx.fillStyle = "#4f46e5";
    ctx.fillRect(0, 0, 300, 200);
    ctx.fillStyle = "#fbbf24";
    ctx.beginPath();
    ctx.arc(150, 100, 60, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL("image/png").split(",")[1] ?? "";
  });
  return Buffer.from(base64, "base64");
}

test("profile picture, invitations and account deletion", async ({ page, request }) => {
  const email = await verifiedAccount(request);
  await signInFirstTime(page, email);
  await page.goto("/profile");

  const input = page.getByTestId("profile-image-input");
  await input.setInputFiles({ name: "cat.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  const alert = page.getByRole("alertdialog");
  await expect(alert).toContainText(en.profileImage.wrongType);
  await expect(alert).toContainText("JPG, JPEG, PNG, WEBP");
  await snap(page, "profile-image-refused-en");
  await alert.getByRole("button", { name: en.common.ok }).click();
  await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await pngFromCanvas(page) });
  await expect(page.getByRole("status")).toContainText(en.profileImage.saved);
  const avatar = page.getByRole("button", { name: en.profileImage.change }).locator("img");
  await expect(avatar).toHaveAttribute("src", /^\/uploads\/profile\/\d+\/.+\.webp$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
  await snap(page, "profile-with-picture-en");

  await page.getByRole("link", { name: en.profile.invite }).click();
  await expect(page.getByText(en.invite.empty)).toBeVisible();
  const friend = `friend-${randomUUID().slice(0, 8)}@example.test`;
  await page.getByLabel(en.field.email).fill(friend);
  await page.getByRole("button", { name: en.invite.submit }).click();
  await expect(page.getByTestId("invitations")).toContainText(friend);
  await page.getByLabel(en.field.email).fill(friend);
  await page.getByRole("button", { name: en.invite.submit }).click();
  await expect(page.getByRole("alert")).toContainText(messages.en.error.alreadyInvited);
  await snap(page, "invite-en");

  await page.goto("/profile/edit");
  await page.getByRole("button", { name: en.withdraw.title }).click();
  const sheet = page.getByRole("dialog");
  await expect(sheet).toContainText(en.withdraw.lead);
  await snap(page, "withdraw-en");
  await sheet.getByLabel(en.changePwd.current).fill(PASSWORD);
  await sheet.getByRole("button", { name: en.withdraw.confirm }).click();
  await expect(page).toHaveURL(/\/login\/start/);
  await expect(page.getByRole("status")).toContainText(en.withdraw.done);
  await page.goto("/login?lang=en");
  await page.getByLabel(en.field.email).fill(email);
  await page.getByLabel(en.field.password).fill(PASSWORD);
  await page.getByRole("button", { name: en.login.submit }).click();
  await expect(page.getByRole("alert")).toContainText(messages.en.error.notAUser);
});
