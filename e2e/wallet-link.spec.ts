import { randomUUID } from "node:crypto";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import ko from "../apps/web/src/locales/ko.json" with { type: "json" };
import { test } from "./app-test.ts";
import { fill, signUpVerified, snap } from "./support.ts";

/**
 * Connecting the wallet that pays in XRP (issue 15): from the profile, the test wallet of the
 * development server is found among the browser's wallets (EIP-6963), opens in its own window,
 * and the person approves the signature there; the profile then shows it, and disconnects it.
 */
const PASSWORD = "wallets-4-all";
const TEST_WALLET = "Admit test wallet";
const KAKAOTALK =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.6.5";

type Catalog = typeof en;

/** A new member, signed in (in `lang`) and past the welcome page. */
async function newMember(page: Page, t: Catalog, lang: "en" | "ko") {
  const email = `wallet-${randomUUID().slice(0, 8)}@example.test`;
  await signUpVerified(page.request, email, "Wallet Kim", PASSWORD, lang);
  await page.goto(`/login?lang=${lang}`);
  await page.getByLabel(t.field.email).fill(email);
  await page.getByLabel(t.field.password).fill(PASSWORD);
  await page.getByRole("button", { name: t.login.submit }).click();
  await page.getByRole("button", { name: t.register.start }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** An address as the app abbreviates it (spec §9: 6 leading, 4 trailing characters). */
const abbreviated = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** Chooses the test wallet: its window opens (a pop-up), connects, and the sign step shows. */
async function connectTestWallet(page: Page, context: BrowserContext, t: Catalog): Promise<Page> {
  const opened = context.waitForEvent("page");
  await page.getByRole("button", { name: new RegExp(TEST_WALLET) }).click();
  const wallet = await opened;
  await wallet.setViewportSize({ width: 390, height: 844 });
  await expect(wallet.getByTestId("test-wallet-address")).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  await expect(page.getByRole("heading", { name: t.wallet.link.sign.title })).toBeVisible();
  return wallet;
}

/** Approves the signature request the app sent to the wallet's window, after reading it. */
async function approveSignature(wallet: Page, t: Catalog, shot: string) {
  const request = wallet.getByTestId("wallet-request");
  await expect(request.getByRole("heading", { name: t.testWallet.request.sign })).toBeVisible();
  await expect(request.getByTestId("request-message")).toContainText(
    "wants you to sign in with your Ethereum account:",
  );
  await snap(wallet, shot);
  await request.getByRole("button", { name: t.testWallet.request.approve }).click();
  await expect(wallet.getByTestId("wallet-request")).toHaveCount(0);
}

test("a new member connects the test wallet from the profile, sees its address, and disconnects it", async ({
  page,
  context,
}) => {
  await newMember(page, en, "en");
  await page
    .getByRole("navigation", { name: en.tab.label })
    .getByRole("link", { name: en.tab.profile })
    .click();
  const section = page.getByRole("region", { name: en.wallet.payment.title });
  await expect(section.getByText(en.wallet.payment.none)).toBeVisible();
  await snap(page, "wallet-profile-none-en");

  await section.getByRole("button", { name: en.wallet.payment.connect }).click();
  await expect(page).toHaveURL(/\/register\/wallet\/code\/choose$/);
  await expect(page.getByRole("heading", { name: en.wallet.link.choose.title })).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(TEST_WALLET) })).toBeVisible();
  await snap(page, "wallet-link-choose-en");

  const wallet = await connectTestWallet(page, context, en);
  const address = (await wallet.getByTestId("test-wallet-address").textContent()) ?? "";
  await expect(page.getByTestId("sign-address")).toHaveText(abbreviated(address));
  await snap(page, "wallet-link-sign-en");
  await snap(wallet, "test-wallet-en");

  await page.getByRole("button", { name: fill(en.wallet.link.sign.submit, { wallet: TEST_WALLET }) }).click();
  await approveSignature(wallet, en, "test-wallet-request-en");

  // Linked: its address, and — a fresh key holding nothing — spec §8's "wallet without an XRPL account".
  await expect(page.getByRole("heading", { name: en.wallet.link.done.title })).toBeVisible();
  await expect(page.getByTestId("linked-address")).toHaveText(abbreviated(address));
  await expect(page.getByTestId("no-xrpl-account")).toContainText(en.wallet.link.noXrplAccount.title);
  await snap(page, "wallet-link-done-en");
  const state = await (await page.request.get("/api/v1/users/wallet-link")).json();
  expect(state.wallet.address).toBe(address);

  await page.getByRole("button", { name: en.wallet.link.done.continue }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(section.getByTestId("payment-wallet-address")).toHaveText(abbreviated(address));
  await snap(page, "wallet-profile-linked-en");

  await section.getByRole("button", { name: en.wallet.payment.disconnect }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm.getByRole("heading", { name: en.wallet.payment.confirm.title })).toBeVisible();
  await snap(page, "wallet-disconnect-confirm-en");
  await confirm.getByRole("button", { name: en.wallet.payment.disconnect }).click();
  await expect(section.getByText(en.wallet.payment.none)).toBeVisible();
  await expect(page.getByRole("status")).toContainText(en.wallet.payment.disconnected);
  expect(await (await page.request.get("/api/v1/users/wallet-link")).json()).toEqual({ wallet: null });
});

test("in Korean: test XRP from the faucet first, then the wallet connects without a warning", async ({
  page,
  context,
}) => {
  await newMember(page, ko, "ko");
  await page.goto("/register/wallet/code/choose");
  await expect(page.getByRole("heading", { name: ko.wallet.link.choose.title })).toBeVisible();
  await snap(page, "wallet-link-choose-ko");
  const wallet = await connectTestWallet(page, context, ko);

  await wallet.getByRole("button", { name: ko.testWallet.faucet }).click();
  await expect(wallet.getByTestId("test-wallet-balance")).toHaveText(
    fill(ko.testWallet.xrp, { amount: "100" }),
  );
  await snap(wallet, "test-wallet-ko");
  await snap(page, "wallet-link-sign-ko");

  await page.getByRole("button", { name: fill(ko.wallet.link.sign.submit, { wallet: TEST_WALLET }) }).click();
  await approveSignature(wallet, ko, "test-wallet-request-ko");
  await expect(page.getByRole("heading", { name: ko.wallet.link.done.title })).toBeVisible();
  await expect(page.getByTestId("no-xrpl-account")).toHaveCount(0);
  await snap(page, "wallet-link-done-ko");

  await page.getByRole("button", { name: ko.wallet.link.done.continue }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("payment-wallet-address")).toBeVisible();
  await snap(page, "wallet-profile-linked-ko");
});

test("a declined signature links nothing, and an in-app browser is sent to the system browser", async ({
  page,
  context,
  browser,
}) => {
  await newMember(page, en, "en");
  await page.goto("/register/wallet/code/choose");
  const wallet = await connectTestWallet(page, context, en);
  await page.getByRole("button", { name: fill(en.wallet.link.sign.submit, { wallet: TEST_WALLET }) }).click();
  await wallet
    .getByTestId("wallet-request")
    .getByRole("button", { name: en.testWallet.request.reject })
    .click();
  await expect(page.getByTestId("problem-signDeclined")).toContainText(
    en.wallet.link.problem.signDeclined.title,
  );
  await snap(page, "wallet-link-declined-en");
  expect(await (await page.request.get("/api/v1/users/wallet-link")).json()).toEqual({ wallet: null });

  // KakaoTalk's browser has no wallet: the step opens in the phone's own browser instead.
  const inApp = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    userAgent: KAKAOTALK,
    storageState: await context.storageState(),
  });
  const kakao = await inApp.newPage();
  for (const [lang, t] of [
    ["en", en],
    ["ko", ko],
  ] as const) {
    await kakao.goto(`/register/wallet/code/choose?lang=${lang}`);
    await expect(kakao).toHaveURL(/\/register\/wallet\/code\/unsupported/);
    await expect(kakao.getByRole("heading", { name: t.wallet.link.unsupported.title })).toBeVisible();
    await expect(kakao.getByRole("link", { name: t.wallet.link.unsupported.open })).toHaveAttribute(
      "href",
      /^kakaotalk:\/\/web\/openExternal\?url=.*%2Fregister%2Fwallet%2Fcode%2Fchoose/,
    );
    await snap(kakao, `wallet-link-unsupported-${lang}`);
  }
  await inApp.close();
});
