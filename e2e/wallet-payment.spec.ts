import { randomUUID } from "node:crypto";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import cltns from "../apps/server/src/db/seed/demo/cltns.json" with { type: "json" };
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import ko from "../apps/web/src/locales/ko.json" with { type: "json" };
import { test } from "./app-test.ts";
import { fill, signUpVerified, snap } from "./support.ts";

/**
 * Paying an XRP ticket from the linked wallet (issue 15), end to end on the embedded XRPL EVM: a new
 * member connects the test wallet, takes test XRP from its faucet, chooses a ticket of the demo's
 * XRP event, and the wallet's window sends pay(orderKey) to our payment contract once approved; the
 * server reads the payment from the chain and the ticket is issued.
 */
const PASSWORD = "xrp-pays-4-all";
/** The event's ticket types, named in the page's language as its organiser wrote them. */
const ledger = cltns.find((c) => c.key === "ledger-lights-builders-night");
type Named = { name: string; names?: Partial<Record<string, string>> };
type Group = Named & { prices: Named[] };
const [general, patron] = ledger?.groups ?? [];
if (!general || !patron) throw new Error("the demo needs the XRP event's two ticket types");
const GENERAL: Group = general;
const PATRON: Group = patron;
const nameIn = (item: Named | undefined, lang: "en" | "ko") =>
  (lang === "en" ? item?.name : (item?.names?.[lang] ?? item?.name)) ?? "";
const TEST_WALLET = "Admit test wallet";
const EVENT = "Ledger Lights";
type Catalog = typeof en;

async function newMember(page: Page, t: Catalog, lang: "en" | "ko") {
  const email = `xrp-${randomUUID().slice(0, 8)}@example.test`;
  await signUpVerified(page.request, email, "Xrp Kim", PASSWORD, lang);
  await page.goto(`/login?lang=${lang}`);
  await page.getByLabel(t.field.email).fill(email);
  await page.getByLabel(t.field.password).fill(PASSWORD);
  await page.getByRole("button", { name: t.login.submit }).click();
  await page.getByRole("button", { name: t.register.start }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Links the test wallet (its window opens and approves the signature); answers that window. */
async function linkTestWallet(page: Page, context: BrowserContext, t: Catalog, next = ""): Promise<Page> {
  await page.goto(`/register/wallet/code/choose${next}`);
  const opened = context.waitForEvent("page");
  await page.getByRole("button", { name: new RegExp(TEST_WALLET) }).click();
  const wallet = await opened;
  await wallet.setViewportSize({ width: 390, height: 844 });
  await expect(wallet.getByTestId("test-wallet-address")).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  await page.getByRole("button", { name: fill(t.wallet.link.sign.submit, { wallet: TEST_WALLET }) }).click();
  const request = wallet.getByTestId("wallet-request");
  await request.getByRole("button", { name: t.testWallet.request.approve }).click();
  await expect(page.getByRole("heading", { name: t.wallet.link.done.title })).toBeVisible();
  return wallet;
}

async function cltnId(page: Page): Promise<number> {
  // Names in English: a Korean member's answers name it in Korean otherwise.
  const res = await page.request.get("/api/v1/discover/cltns?limit=100", {
    headers: { "accept-language": "en" },
  });
  const { items } = (await res.json()) as { items: { id: number; name: string }[] };
  const found = items.find((c) => c.name.startsWith(EVENT));
  if (!found) throw new Error(`no demo collection ${EVENT}`);
  return found.id;
}

/** The event's purchase: its one date (priced in XRP) chosen. */
async function openWizard(page: Page, lang: "en" | "ko") {
  await page.goto(`/discover/pay/${await cltnId(page)}?lang=${lang}`);
  await expect(page).toHaveURL(/\/discover\/event\/pay\/date$/);
  await page.getByRole("button", { name: /25 XRP/ }).click();
  await expect(page).toHaveURL(/\/discover\/event\/pay\/group$/);
}

/** Through the wizard to the summary with one General ticket, then Pay: the wallet screen opens. */
async function chooseTicket(page: Page, t: Catalog, lang: "en" | "ko") {
  await openWizard(page, lang);
  await page
    .getByTestId("group-option")
    .filter({ hasText: nameIn(GENERAL, lang) })
    .click();
  await expect(page).toHaveURL(/\/discover\/event\/pay\/price$/);
  await page
    .getByRole("button", { name: fill(t.pay.price.more, { name: nameIn(GENERAL.prices[0], lang) }) })
    .click();
  await page.getByRole("button", { name: t.pay.next, exact: true }).click();
  await expect(page).toHaveURL(/\/discover\/event\/pay\/detail$/);
  await expect(page.getByTestId("wallet-method")).toHaveText(t.pay.method.WALLET);
  await expect(page.getByTestId("quote-total")).toContainText("25.5");
  await snap(page, `wallet-pay-detail-${lang}`);
  await page.getByRole("checkbox", { name: t.pay.detail.agree }).check();
  await page.getByRole("button", { name: /25\.5/ }).click();
  await expect(page).toHaveURL(/\/pay\/wallet\/ord_/);
}

test("a member pays an XRP ticket with the test wallet: balance checked, signed, recorded, issued", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await newMember(page, en, "en");
  const wallet = await linkTestWallet(page, context, en);

  // A wallet holding nothing: spec §8's "wallet without an XRPL account", before anything is signed.
  await chooseTicket(page, en, "en");
  const warning = page.getByTestId("wallet-pay-warning");
  await expect(warning).toContainText(en.pay.wallet.warning.noAccount.title);
  await expect(page.getByTestId("wallet-pay-amount")).toHaveText("25.5 XRP");
  await snap(page, "wallet-pay-no-account-en");

  await wallet.getByRole("button", { name: en.testWallet.faucet }).click();
  await expect(wallet.getByTestId("test-wallet-balance")).toHaveText(
    fill(en.testWallet.xrp, { amount: "100" }),
  );
  await warning.getByRole("button", { name: en.pay.wallet.checkAgain }).click();
  const pay = page.getByRole("button", {
    name: new RegExp(fill(en.pay.wallet.payWith, { wallet: TEST_WALLET })),
  });
  await expect(pay).toBeVisible();
  await expect(page.getByTestId("wallet-pay-deadline")).toHaveText(/^\d+:\d\d$/);
  await snap(page, "wallet-pay-ready-en");

  await pay.click();
  const request = wallet.getByTestId("wallet-request");
  await expect(request.getByRole("heading", { name: en.testWallet.request.send })).toBeVisible();
  await snap(wallet, "test-wallet-pay-request-en");
  await request.getByRole("button", { name: en.testWallet.request.approve }).click();

  await expect(page).toHaveURL(/\/pay\/result\/confirm\?orderId=ord_.*paymentKey=0x/);
  await expect(page.getByTestId("pay-success")).toBeVisible({ timeout: 60_000 });
  await snap(page, "wallet-pay-success-en");
  const orderId = new URL(page.url()).searchParams.get("orderId");
  const order = await (await page.request.get(`/api/v1/discover/orders/${orderId}`)).json();
  expect(order).toMatchObject({ currency: "XRP", amount: 25_500_000, paymentMethod: "WALLET" });
  expect(order.walletPayment.txHash).toMatch(/^0x[0-9a-f]{64}$/);
});

test("in Korean: no wallet yet, then the wallet is connected from the payment and 8204 when XRP is short", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await newMember(page, ko, "ko");
  await chooseTicket(page, ko, "ko");
  const warning = page.getByTestId("wallet-pay-warning");
  await expect(warning).toContainText(ko.pay.wallet.warning.notLinked.title);
  await snap(page, "wallet-pay-not-linked-ko");
  const payPath = new URL(page.url()).pathname;

  const wallet = await linkTestWallet(page, context, ko, `?next=${encodeURIComponent(payPath)}`);
  await page.getByRole("button", { name: ko.wallet.link.done.continue }).click();
  await expect(page).toHaveURL(new RegExp(`${payPath}$`));
  await expect(warning).toContainText(ko.pay.wallet.warning.noAccount.title);

  // 100 test XRP is plenty; the Patron pass of 2,500 XRP is not (8204, before any signature).
  await wallet.getByRole("button", { name: ko.testWallet.faucet }).click();
  await expect(wallet.getByTestId("test-wallet-balance")).toHaveText(
    fill(ko.testWallet.xrp, { amount: "100" }),
  );
  await openWizard(page, "ko");
  await page
    .getByTestId("group-option")
    .filter({ hasText: nameIn(PATRON, "ko") })
    .click();
  // 2,500 XRP: past the 2,100,000,000 minor units an integer held; one pass per account.
  const more = page.getByRole("button", {
    name: fill(ko.pay.price.more, { name: nameIn(PATRON.prices[0], "ko") }),
  });
  await more.click();
  await expect(more).toBeDisabled();
  await page.getByRole("button", { name: ko.pay.next, exact: true }).click();
  await page.getByRole("checkbox", { name: ko.pay.detail.agree }).check();
  await page.getByRole("button", { name: /2,500/ }).click();
  await expect(page).toHaveURL(/\/pay\/wallet\/ord_/);
  await expect(warning).toContainText(ko.pay.wallet.warning.insufficient.title);
  await expect(page.getByTestId("wallet-pay-amount")).toHaveText(/2,500\.5 XRP/);
  await snap(page, "wallet-pay-insufficient-ko");
});
