import { type Browser, expect, type Page } from "@playwright/test";
import users from "../apps/server/src/db/seed/demo/users.json" with { type: "json" };
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import ko from "../apps/web/src/locales/ko.json" with { type: "json" };
import { test } from "./app-test.ts";
import { snap } from "./support.ts";

const person = (email: string) => {
  const found = users.find((u) => u.email === email);
  if (!found) throw new Error(`the demo needs ${email}`);
  return found;
};
const seller = person("demo@admit.test");
const friend = person("friend@admit.test");
const host = person("host@admit.test");

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
/** The words of a message before its first placeholder. */
const lead = (text: string) => text.split("{{")[0] ?? text;
const won = (amount: number) => `₩${amount.toLocaleString("en-US")}`;
/** Korean screens write won the Korean way: 75,000원. */
const wonKo = (amount: number) => `${amount.toLocaleString("en-US")}원`;

interface ListItem {
  id: number;
  name: string;
  cltnId: number;
  cltnName: string;
  status: string;
  seat: { name: string } | null;
}

interface SellInfo {
  canSell: boolean;
  maxPrice: number;
  faceValue: number;
  royaltyPercent: number;
  feePercent: number;
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/login?lang=en");
  await page.getByLabel(en.field.email).fill(who.email);
  await page.getByLabel(en.field.password).fill(who.password);
  await page.getByRole("button", { name: en.login.submit }).click();
  // A customer lands on their wallet, a host on their door.
  await expect(page).toHaveURL(/\/(host)?$/);
}

/** A page of its own (cookies, storage) for each person. */
async function personPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: test.info().project.use.extraHTTPHeaders,
  });
  return context.newPage();
}

async function walletItems(page: Page): Promise<ListItem[]> {
  const { items } = (await (await page.request.get("/api/v1/nfts?status=all&limit=100")).json()) as {
    items: ListItem[];
  };
  return items;
}

/**
 * The demo ticket this spec sells: the Seoul Jazz Night table whose listing failed (its card is
 * SELL_REG_FAIL); cancelling that listing gives it back, then it goes on sale again. No other spec
 * uses it: the transfers spec sends festival passes, a NOVA:LINE seat and the failed send; the
 * purchase and door specs buy and look at NOVA:LINE seats.
 */
async function ticketToSell(page: Page): Promise<ListItem> {
  const failed = (await walletItems(page)).find(
    (i) => i.status === "SELL_REG_FAIL" && i.cltnName.startsWith("Seoul Jazz Night"),
  );
  if (!failed) throw new Error("the demo wallet needs the Seoul Jazz Night table whose listing failed");
  return failed;
}

/** The order the ticket was bought with: one of the person's orders for its event that names it. */
async function orderOf(page: Page, ticket: ListItem): Promise<string> {
  const list = (await (await page.request.get("/api/v1/discover/orders")).json()) as {
    id: string;
    cltnId: number;
  }[];
  for (const { id } of list.filter((o) => o.cltnId === ticket.cltnId)) {
    const order = (await (await page.request.get(`/api/v1/discover/orders/${id}`)).json()) as {
      nftIds: number[];
    };
    if (order.nftIds.includes(ticket.id)) return id;
  }
  throw new Error(`no order names ticket ${ticket.id}`);
}

test.describe
  .serial("reselling a ticket", () => {
    let sellerPage: Page;
    let buyerPage: Page;
    let ticket: ListItem;
    let info: SellInfo;
    /** The price it is listed at, then changed to. */
    const firstPrice = 80_000;
    let price: number;

    test.beforeAll(async ({ browser }) => {
      sellerPage = await personPage(browser);
      // The card turns at once: screenshots of its back are not taken mid-turn.
      await sellerPage.emulateMedia({ reducedMotion: "reduce" });
      await signIn(sellerPage, seller);
      ticket = await ticketToSell(sellerPage);
      buyerPage = await personPage(browser);
      await signIn(buyerPage, friend);
    });

    test("a failed listing says so on the ticket, whose QR is off; cancelling it gives the ticket back", async () => {
      await sellerPage.goto(`/nft/${ticket.id}?lang=ko`);
      await expect(sellerPage.getByText(ko.resale.listing.FAILED.title)).toBeVisible();
      await snap(sellerPage, "resale-ticket-failed-ko");
      await sellerPage.goto(`/nft/${ticket.id}?lang=en`);
      await expect(sellerPage.getByText(en.resale.listing.FAILED.title)).toBeVisible();
      await expect(sellerPage.getByRole("button", { name: en.resale.panel.retry })).toBeVisible();
      await sellerPage.getByRole("button", { name: en.wallet.nft.showQr }).click();
      await expect(sellerPage.getByText(en.wallet.qr.saleFailed)).toBeVisible();
      await snap(sellerPage, "resale-ticket-failed-en");
      await sellerPage.getByRole("button", { name: en.wallet.nft.showFront }).click();
      await sellerPage.getByRole("button", { name: en.resale.panel.cancel }).click();
      await expect(sellerPage.getByText(en.resale.panel.cancelled)).toBeVisible();
      await expect(sellerPage.getByRole("button", { name: en.resale.panel.sell })).toBeVisible();
      info = (await (
        await sellerPage.request.get(`/api/v1/nfts/${ticket.id}/sell/regist`)
      ).json()) as SellInfo;
      expect(info.canSell).toBe(true);
    });

    test("the seller lists a ticket: price within the cap, its split, then on sale", async () => {
      await sellerPage.goto(`/nft/${ticket.id}/sell?lang=ko`);
      await expect(sellerPage.getByTestId("price-cap")).toBeVisible();
      await snap(sellerPage, "resale-sell-ko");
      await sellerPage.goto(`/nft/${ticket.id}?lang=ko`);
      await expect(sellerPage.getByRole("button", { name: ko.resale.panel.sell })).toBeVisible();
      await snap(sellerPage, "resale-ticket-sell-ko");
      await sellerPage.goto(`/nft/${ticket.id}?lang=en`);
      await expect(
        sellerPage.getByText(fill(en.resale.panel.sellUpTo, { price: won(info.maxPrice) })),
      ).toBeVisible();
      await snap(sellerPage, "resale-ticket-sell-en");
      await sellerPage.getByRole("button", { name: en.resale.panel.sell }).click();
      await expect(sellerPage).toHaveURL(new RegExp(`/nft/${ticket.id}/sell$`));

      // The face value, the cap, the split as the price is typed; a price above the cap is refused.
      const field = sellerPage.getByLabel(fill(en.resale.sell.priceLabel, { currency: "KRW" }));
      await expect(sellerPage.getByTestId("price-cap")).toHaveText(won(info.maxPrice));
      await expect(sellerPage.getByTestId("face-value")).toHaveText(won(info.faceValue));
      await field.fill(String(info.maxPrice + 1000));
      await sellerPage.getByRole("button", { name: en.resale.sell.next }).click();
      await expect(sellerPage.getByRole("alert")).toHaveText(
        `The value must be at most ${won(info.maxPrice)}.`,
      );
      await field.fill(String(firstPrice));
      const royalty = Math.floor((firstPrice * info.royaltyPercent) / 100);
      const fee = Math.floor((firstPrice * info.feePercent) / 100);
      await expect(sellerPage.getByTestId("sell-preview-net")).toHaveText(won(firstPrice - royalty - fee));
      await snap(sellerPage, "resale-sell-en");

      // Confirm with the server's split.
      await sellerPage.getByRole("button", { name: en.resale.sell.next }).click();
      await expect(
        sellerPage.getByRole("heading", {
          name: fill(en.resale.sell.confirmTitle, { price: won(firstPrice) }),
        }),
      ).toBeVisible();
      await expect(sellerPage.getByTestId("sell-breakdown-net")).toHaveText(won(firstPrice - royalty - fee));
      await snap(sellerPage, "resale-sell-confirm-en");
      await sellerPage.getByRole("button", { name: en.resale.sell.confirm }).click();
      await expect(sellerPage.getByText(en.resale.sell.doneTitle)).toBeVisible();
      await snap(sellerPage, "resale-sell-done-en");

      // The listing: on sale; the price changes inline.
      await sellerPage.getByRole("button", { name: en.resale.sell.toListing }).click();
      await expect(sellerPage).toHaveURL(new RegExp(`/nft/sales/${ticket.id}$`));
      await expect(sellerPage.getByTestId("listing-state")).toHaveAttribute("data-status", "LISTED");
      await snap(sellerPage, "resale-listing-en");
      price = firstPrice - 5_000;
      await sellerPage.getByRole("button", { name: en.resale.listing.changePrice }).click();
      await sellerPage.getByLabel(fill(en.resale.listing.newPrice, { currency: "KRW" })).fill(String(price));
      await snap(sellerPage, "resale-listing-edit-en");
      await sellerPage.getByRole("button", { name: en.resale.listing.savePrice }).click();
      await expect(
        sellerPage.getByRole("heading", {
          name: fill(en.resale.listing.LISTED.title, { price: won(price) }),
        }),
      ).toBeVisible();
      await sellerPage.goto(`/nft/sales/${ticket.id}?lang=ko`);
      await expect(sellerPage.getByText(ko.resale.status.LISTED, { exact: true })).toBeVisible();
      await snap(sellerPage, "resale-listing-ko");

      // The ticket says it is on sale, and its QR is off while it is.
      await sellerPage.goto(`/nft/${ticket.id}?lang=en`);
      await expect(
        sellerPage.getByText(fill(en.resale.panel.onSaleTitle, { price: won(price) })),
      ).toBeVisible();
      await sellerPage.getByRole("button", { name: en.wallet.nft.showQr }).click();
      await expect(sellerPage.getByText(en.wallet.qr.onSale)).toBeVisible();
      await snap(sellerPage, "resale-ticket-selling-en");
      await sellerPage.goto(`/nft/${ticket.id}?lang=ko`);
      await expect(
        sellerPage.getByText(fill(ko.resale.panel.onSaleTitle, { price: wonKo(price) })),
      ).toBeVisible();
      await snap(sellerPage, "resale-ticket-selling-ko");
      await sellerPage.goto(`/nft/${ticket.id}/sell?lang=ko`);
      // A listed ticket's sell screen opens its listing.
      await expect(sellerPage).toHaveURL(new RegExp(`/nft/sales/${ticket.id}$`));
    });

    test("a visitor who is signed out is sent to sign in from Buy", async ({ browser }) => {
      const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
      await visitor.goto(`/discover/detail/${ticket.cltnId}?lang=en`);
      const offer = visitor.getByTestId("resale-offer").filter({ hasText: won(price) });
      await expect(offer).toBeVisible();
      await expect(visitor.getByText(en.discover.resale.signInFirst)).toBeVisible();
      await offer
        .getByRole("button", { name: fill(en.discover.resale.buyLabel, { name: ticket.name }) })
        .click();
      await expect(visitor).toHaveURL(/\/login\/start/);
      await visitor.context().close();
    });

    test("the friend finds it on the event page and buys it with the sandbox card", async () => {
      // Before: nothing sold yet.
      await buyerPage.goto("/profile/sales?lang=en");
      await expect(buyerPage.getByText(en.resale.sales.emptyTitle)).toBeVisible();
      await snap(buyerPage, "resale-sales-empty-en");

      await buyerPage.goto(`/discover/detail/${ticket.cltnId}?lang=ko`);
      await buyerPage.getByTestId("resale-section").scrollIntoViewIfNeeded();
      await expect(buyerPage.getByTestId("resale-offer").filter({ hasText: wonKo(price) })).toBeVisible();
      await snap(buyerPage, "resale-event-offers-ko");
      await buyerPage.goto(`/discover/resale/${ticket.cltnId}/${ticket.id}?lang=ko`);
      await expect(buyerPage.getByText(ko.resale.buy.finalTitle)).toBeVisible();
      await snap(buyerPage, "resale-buy-ko");

      await buyerPage.goto(`/discover/detail/${ticket.cltnId}?lang=en`);
      const section = buyerPage.getByTestId("resale-section");
      await section.scrollIntoViewIfNeeded();
      const offer = section.getByTestId("resale-offer").filter({ hasText: won(price) });
      await expect(offer).toBeVisible();
      await snap(buyerPage, "resale-event-offers-en");
      await offer
        .getByRole("button", { name: fill(en.discover.resale.buyLabel, { name: ticket.name }) })
        .click();
      await expect(buyerPage).toHaveURL(new RegExp(`/discover/resale/${ticket.cltnId}/${ticket.id}$`));
      await expect(buyerPage.getByText(en.resale.buy.finalTitle)).toBeVisible();
      await snap(buyerPage, "resale-buy-en");
      const pay = buyerPage.getByRole("button", { name: fill(en.pay.detail.pay, { amount: won(price) }) });
      await expect(pay).toBeDisabled();
      await buyerPage.getByText(en.resale.buy.agree).click();
      // The host asks each attendee's details: the buyer answers them, as in a first sale.
      const attendee = buyerPage.getByTestId("resale-attendee");
      await expect(attendee).toContainText(fill(en.pay.buyer.attendee, { n: 1 }));
      await pay.click();
      await expect(attendee.getByText("This field is required.").first()).toBeVisible();
      await expect(buyerPage).toHaveURL(new RegExp(`/discover/resale/${ticket.cltnId}/${ticket.id}$`));
      await attendee.getByLabel(/Name/).fill("Jun Park");
      await attendee.getByLabel(/Phone/).fill("01098765432");
      await snap(buyerPage, "resale-buy-attendee-en");
      await pay.click();

      await expect(buyerPage).toHaveURL(/\/sandbox\/checkout\/[\w-]+\?lang=en$/);
      await buyerPage.getByRole("button", { name: /Approve/ }).click();
      await expect(buyerPage).toHaveURL(/\/pay\/result\/confirm\?.*kind=resale/);
      await expect(buyerPage.getByTestId("pay-success")).toBeVisible({ timeout: 30_000 });
      await expect(buyerPage.getByText(en.resale.result.title)).toBeVisible();
      await snap(buyerPage, "resale-buy-success-en");
      const result = buyerPage.url();

      // The ticket is the friend's now.
      await buyerPage.getByRole("button", { name: en.resale.result.viewTicket }).click();
      await expect(buyerPage).toHaveURL(new RegExp(`/nft/${ticket.id}$`));
      await expect(buyerPage.getByRole("heading", { name: ticket.name })).toBeVisible();
      // Its history says, from the buyer's side, that they bought it on resale (not "Sold").
      const history = buyerPage.getByTestId("nft-history");
      await expect(history).toContainText(en.wallet.history.received.SELL);
      await expect(history).not.toContainText(en.wallet.history.type.SELL);
      const bought = (await walletItems(buyerPage)).find((i) => i.id === ticket.id);
      expect(bought?.status).toBe("ACTIVE");
      // With the buyer's answers, not the seller's.
      const answers = await (await buyerPage.request.get(`/api/v1/nfts/${ticket.id}/qtnr-template`)).json();
      expect(answers.answers).toEqual({ name: "Jun Park", phone: "+821098765432" });
      // …and no longer on resale.
      await buyerPage.goto(`/discover/detail/${ticket.cltnId}?lang=ko`);
      await expect(buyerPage.getByTestId("resale-section")).toBeVisible();
      await expect(buyerPage.getByTestId("resale-offer").filter({ hasText: wonKo(price) })).toHaveCount(0);
      await snap(buyerPage, "resale-event-after-ko");

      // The result page again (a reload): the same confirmation, answered once.
      await buyerPage.goto(`${result}&lang=ko`);
      await expect(buyerPage.getByText(ko.resale.result.title)).toBeVisible();
      await snap(buyerPage, "resale-buy-success-ko");
    });

    test("the seller hears it was sold, and sees the sale and the held payout", async () => {
      await sellerPage.goto("/?lang=en");
      const sheet = sellerPage.getByTestId("notification-sheet");
      await expect(sheet).toHaveAttribute("data-type", "NFT_SELL", { timeout: 10_000 });
      await expect(sheet).toContainText(lead(en.notify.NFT_SELL.text));
      await expect(sheet).toContainText(ticket.name);
      await snap(sellerPage, "resale-notification-en");
      await sheet.getByRole("button", { name: en.common.ok }).click();
      await expect(sheet).toHaveCount(0);
      expect((await walletItems(sellerPage)).some((i) => i.id === ticket.id)).toBe(false);

      await sellerPage.goto("/profile?lang=en");
      await sellerPage.getByRole("link", { name: en.profile.sales }).click();
      await expect(sellerPage).toHaveURL(/\/profile\/sales$/);
      const payout = sellerPage.getByTestId("sales-payout").filter({ hasText: ticket.name });
      await expect(payout).toHaveAttribute("data-status", "HELD");
      await expect(payout).toContainText(lead(en.resale.sales.heldUntil));
      await snap(sellerPage, "resale-sales-en");
      // Where the payout goes: the account is registered and shown by its last digits only.
      const account = sellerPage.getByTestId("payout-account");
      await account.getByLabel(en.resale.account.number).fill("110-1234-56789");
      await account.getByLabel(en.resale.account.holder).fill("Mina Kim");
      await account.getByRole("button", { name: en.resale.account.save }).click();
      await expect(account).toContainText("····6789");
      await expect(account).not.toContainText("110123456789");
      await snap(sellerPage, "resale-sales-account-en");
      await sellerPage.goto("/profile/sales?lang=ko");
      await expect(sellerPage.getByText(ko.resale.sales.payouts)).toBeVisible();
      await snap(sellerPage, "resale-sales-ko");
      // On the narrowest phone the payout's date and zone wrap: "… 이후 지급" is read to its end.
      await sellerPage.setViewportSize({ width: 360, height: 740 });
      // The ticket is named as its organiser wrote it in Korean here: its name as a ko reader gets it.
      const sales = (await (
        await sellerPage.request.get("/api/v1/nfts/sales", { headers: { "accept-language": "ko" } })
      ).json()) as {
        listings: { id: number; nftId: number }[];
        payouts: { listingId: number; nftName: string }[];
      };
      const listingIds = sales.listings.filter((l) => l.nftId === ticket.id).map((l) => l.id);
      const koName = sales.payouts.find((p) => listingIds.includes(p.listingId))?.nftName ?? ticket.name;
      const when = sellerPage
        .getByTestId("sales-payout")
        .filter({ hasText: koName })
        .getByTestId("sales-payout-state");
      await expect(when).toContainText(ko.resale.sales.heldUntil.split("}}")[1] ?? "");
      expect(await when.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await snap(sellerPage, "resale-sales-ko-360");
      await sellerPage.setViewportSize({ width: 390, height: 844 });

      // The order it was bought with says it was resold, and no longer offers a refund.
      const orderId = await orderOf(sellerPage, ticket);
      await sellerPage.goto(`/profile/orders/${orderId}?lang=en`);
      const row = sellerPage.getByTestId("order-tickets").locator(`li[data-state="RESOLD"]`);
      await expect(row).toContainText(en.orders.ticketState.RESOLD);
      await expect(row.getByRole("link")).toHaveCount(0);
      await expect(sellerPage.getByTestId("order-cancel-moved")).toHaveText(en.orders.cancelMoved);
      await expect(sellerPage.getByRole("button", { name: en.orders.cancel })).toHaveCount(0);
      await expect(sellerPage.getByRole("link", { name: en.orders.editAttendees })).toHaveCount(0);
      await snap(sellerPage, "resale-seller-order-en");
      // Nothing of it is the seller's to cancel; naming the resold ticket is refused as no longer theirs.
      const nothing = await sellerPage.request.post(`/api/v1/discover/orders/${orderId}/cancel`);
      expect(await nothing.json()).toMatchObject({
        code: "NON_REFUNDABLE",
        data: { reason: "nothing-to-cancel" },
      });
      const refused = await sellerPage.request.post(`/api/v1/discover/orders/${orderId}/cancel`, {
        data: { nftIds: [ticket.id] },
      });
      expect(await refused.json()).toMatchObject({ code: "4505" });
      await sellerPage.goto(`/profile/orders/${orderId}?lang=ko`);
      await expect(sellerPage.getByTestId("order-cancel-moved")).toHaveText(ko.orders.cancelMoved);
      await snap(sellerPage, "resale-seller-order-ko");
    });

    test("the host sees the royalty the resale earned", async ({ browser }) => {
      const hostPage = await personPage(browser);
      await signIn(hostPage, host);
      await hostPage.goto("/profile/sales?lang=en");
      await expect(hostPage.getByTestId("sales-royalty").filter({ hasText: ticket.cltnName })).toBeVisible();
      await snap(hostPage, "resale-sales-host-en");
      await hostPage.context().close();
    });

    test("the demo's listing of a masterclass in dollars", async () => {
      const items = await walletItems(sellerPage);
      // The one on its way is usually on sale already: our own chain confirms at once.
      const selling = items.find((i) => i.status === "SELLING" && i.cltnName.startsWith("Jazz Piano"));
      if (!selling) throw new Error("the demo wallet needs the masterclass on sale");

      await sellerPage.goto(`/nft/${selling.id}?lang=en`);
      await expect(sellerPage.getByRole("button", { name: en.resale.panel.manage })).toBeVisible();
      await sellerPage.goto(`/nft/sales/${selling.id}?lang=en`);
      await expect(sellerPage.getByTestId("listing-state")).toHaveAttribute("data-status", /LISTED|RESERVED/);
      await snap(sellerPage, "resale-listing-demo-en");

      await sellerPage.goto(`/nft/sales/${selling.id}?lang=ko`);
      await expect(sellerPage.getByTestId("listing-state")).toBeVisible();
      await snap(sellerPage, "resale-listing-demo-ko");
    });
  });
