import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, type Browser, chromium, expect, type Page } from "@playwright/test";
import users from "../apps/server/src/db/seed/demo/users.json" with { type: "json" };
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import ko from "../apps/web/src/locales/ko.json" with { type: "json" };
import { test, waitForAppInBrowser } from "./app-test.ts";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.ts";
import { writeQrVideo } from "./fake-camera.ts";
import { snap } from "./support.ts";

const demo = users.find((u) => u.role === "CUSTOMER");
if (!demo) throw new Error("the demo needs a customer");

const PASSWORD = "tickets-4-all";
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
/** The words of a message before its first placeholder. */
const lead = (text: string) => text.split("{{")[0] ?? text;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface ListItem {
  id: number;
  name: string;
  cltnName: string;
  status: string;
  seat: { name: string } | null;
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/login?lang=en");
  await page.getByLabel(en.field.email).fill(who.email);
  await page.getByLabel(en.field.password).fill(who.password);
  await page.getByRole("button", { name: en.login.submit }).click();
}

/** The newest mail to `to` whose first link contains `part`. */
async function mailedLink(request: APIRequestContext, to: string, part: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const { items } = (await (await request.get("/api/dev/mailbox?limit=200")).json()) as {
      items: { to: string; links: string[] }[];
    };
    const link = items
      .find((m) => m.to === to && m.links.some((l) => l.includes(part)))
      ?.links.find((l) => l.includes(part));
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} with a ${part} link`);
}

/** A new account through the API, its address verified through the dev mailbox. */
async function signUp(request: APIRequestContext, email: string, name: string) {
  const res = await request.post("/api/v1/users/signup/email", { data: { email, name, pwd: PASSWORD } });
  expect(res.ok()).toBe(true);
  await request.get(await mailedLink(request, email, "/email/verify"));
}

/** A page of its own (cookies, storage) for a second person. */
async function personPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: test.info().project.use.extraHTTPHeaders,
  });
  return context.newPage();
}

/**
 * Demo tickets no other spec relies on: festival day passes (their doors open in a month) and,
 * for the code, a seated concert ticket that goes back to the demo customer at the end (the door
 * spec looks at a seated ticket's seat map).
 */
async function sendableTickets(page: Page) {
  const { items } = (await (await page.request.get("/api/v1/nfts?limit=100")).json()) as {
    items: ListItem[];
  };
  const sendable: ListItem[] = [];
  for (const item of items.filter((i) => i.status === "ACTIVE")) {
    const state = (await (await page.request.get(`/api/v1/nfts/${item.id}/send`)).json()) as {
      canSend: boolean;
    };
    if (state.canSend) sendable.push(item);
  }
  const festival = sendable.filter((i) => i.cltnName.startsWith("Hangang Riverside Festival"));
  const concert = sendable.find((i) => i.cltnName.startsWith("NOVA:LINE") && i.seat);
  if (festival.length < 2 || !concert)
    throw new Error("the demo wallet needs two festival passes and a seat");
  return { byEmail: festival[0] as ListItem, toNewcomer: festival[1] as ListItem, byCode: concert };
}

test.describe
  .serial("sending and receiving a ticket", () => {
    let sender: Page;
    let member: Page;
    let memberName: string;
    let memberEmail: string;
    let tickets: Awaited<ReturnType<typeof sendableTickets>>;

    test.beforeAll(async ({ browser }) => {
      sender = await personPage(browser);
      await signIn(sender, demo);
      await expect(sender).toHaveURL(/\/$/);
      tickets = await sendableTickets(sender);

      // A second member, signed in and past the welcome page, who has no tickets yet.
      memberEmail = `member-${randomUUID().slice(0, 8)}@example.test`;
      memberName = "Jiwoo Han";
      member = await personPage(browser);
      await signUp(member.request, memberEmail, memberName);
      await signIn(member, { email: memberEmail, password: PASSWORD });
      await member.getByRole("button", { name: en.register.start }).click();
      await expect(member).toHaveURL(/\/$/);
      await expect(member.getByText(en.wallet.empty.title)).toBeVisible();
    });

    test("a member receives a ticket sent to their e-mail at once, and home says so", async () => {
      const { byEmail } = tickets;
      await sender.goto(`/nft/${byEmail.id}?lang=en`);
      await expect(sender.getByText(lead(en.transfer.panel.sendUntil))).toBeVisible();
      await snap(sender, "transfer-ticket-send-en");
      await sender.getByRole("button", { name: en.transfer.panel.send }).click();
      await expect(sender).toHaveURL(new RegExp(`/nft/${byEmail.id}/send$`));
      await expect(sender.getByTestId("sends-left")).toContainText("of 10");
      await snap(sender, "transfer-send-email-en");

      // The address is checked before anything is sent: required, a format, not one's own.
      const next = sender.getByRole("button", { name: en.transfer.email.next });
      await next.click();
      await expect(sender.getByRole("alert")).toContainText("This field is required.");
      await sender.getByLabel(en.transfer.email.label).fill(demo.email.toUpperCase());
      await next.click();
      await expect(sender.getByRole("alert")).toContainText("You cannot send a ticket to your own e-mail.");
      await sender.getByLabel(en.transfer.email.label).fill(memberEmail);
      await next.click();
      await expect(
        sender.getByRole("heading", { name: fill(en.transfer.confirm.title, { email: memberEmail }) }),
      ).toBeVisible();
      await expect(sender.getByText(en.transfer.confirm.qrStops)).toBeVisible();
      await snap(sender, "transfer-send-confirm-en");
      await sender.getByRole("button", { name: en.transfer.confirm.send }).click();
      await expect(sender.getByText(fill(en.transfer.result.sentTo, { to: memberName }))).toBeVisible();
      await snap(sender, "transfer-send-done-en");
      // Back leads to the ticket's page, which says the ticket was sent and hands over to home.
      await sender.goBack();
      await expect(sender.getByRole("status").filter({ hasText: en.transfer.result.sentAway })).toBeVisible();
      await expect(sender).toHaveURL(/\/$/);

      // The member's home was loaded before the ticket came: the sheet says so, OK reloads the list.
      await member.goto("/profile?lang=en");
      await member.getByRole("link", { name: en.tab.tickets }).click();
      const sheet = member.getByTestId("notification-sheet");
      await expect(sheet).toHaveAttribute("data-type", "NFT_RECEIVE");
      await expect(sheet).toContainText(byEmail.name);
      await expect(sheet).toContainText(fill(en.notify.NFT_RECEIVE.from, { sender: demo.name }));
      await snap(member, "transfer-notification-en");
      await sheet.getByRole("button", { name: en.common.ok }).click();
      await expect(sheet).toHaveCount(0);
      // The festival asks every holder for attendee details: the ticket waits for the member's in
      // home's attention strip, whose link opens the form.
      const card = member
        .getByRole("region", { name: en.wallet.attention.title })
        .getByRole("link", { name: new RegExp(escaped(byEmail.name)) });
      await expect(card).toBeVisible();
      await expect(card).toContainText(en.wallet.badge.qtnrRequired);
      await snap(member, "transfer-received-ticket-en");
      await card.click();
      await expect(member).toHaveURL(new RegExp(`/nft/qtnr/${byEmail.id}$`));
    });

    test("a newcomer gets a link by mail, signs up, comes back to it and accepts", async ({ browser }) => {
      test.setTimeout(60_000);
      const { toNewcomer } = tickets;
      const newcomer = `newcomer-${randomUUID().slice(0, 8)}@example.test`;
      await sender.goto(`/nft/${toNewcomer.id}/send?lang=en`);
      await sender.getByLabel(en.transfer.email.label).fill(newcomer);
      await sender.getByRole("button", { name: en.transfer.email.next }).click();
      await sender.getByRole("button", { name: en.transfer.confirm.send }).click();
      await expect(sender.getByText(fill(en.transfer.panel.emailTitle, { email: newcomer }))).toBeVisible();
      await snap(sender, "transfer-send-waiting-en");

      // The ticket waits with its way out: mail again, or cancel.
      await sender.getByRole("button", { name: en.transfer.result.toTicket }).click();
      await expect(sender.getByText(fill(en.transfer.panel.emailTitle, { email: newcomer }))).toBeVisible();
      await sender.getByRole("button", { name: en.transfer.panel.mailAgain }).click();
      await expect(
        sender.getByRole("status").filter({ hasText: en.transfer.panel.mailedAgain }),
      ).toBeVisible();
      await expect(sender.getByRole("button", { name: en.transfer.panel.cancel })).toBeVisible();
      await snap(sender, "transfer-ticket-sending-en");
      await sender.goto(`/nft/${toNewcomer.id}?lang=ko`);
      await expect(sender.getByText(fill(ko.transfer.panel.emailTitle, { email: newcomer }))).toBeVisible();
      await snap(sender, "transfer-ticket-sending-ko");

      // The newcomer opens the mailed link signed out: asked to sign in, the code is kept.
      const link = new URL(await mailedLink(sender.request, newcomer, "/receive/"));
      const page = await personPage(browser);
      await page.goto(`${link.pathname}?lang=en`);
      await expect(page.getByText(en.receive.signInTitle)).toBeVisible();
      await snap(page, "transfer-receive-signed-out-en");
      await page.goto(`${link.pathname}?lang=ko`);
      await expect(page.getByText(ko.receive.signInTitle)).toBeVisible();
      await snap(page, "transfer-receive-signed-out-ko");

      await signUp(page.request, newcomer, "Hana Seo");
      await signIn(page, { email: newcomer, password: PASSWORD });
      // The first visit passes the welcome page; home then brings the code back.
      await page.getByRole("button", { name: en.register.start }).click();
      await expect(page).toHaveURL(new RegExp(`${link.pathname}$`));
      await expect(page.getByText(fill(en.receive.from, { sender: demo.name }))).toBeVisible();
      await expect(page.getByTestId("ticket-summary")).toContainText(toNewcomer.name);
      await snap(page, "transfer-receive-preview-en");
      await page.goto(`${link.pathname}?lang=ko`);
      await expect(page.getByRole("button", { name: ko.receive.accept })).toBeVisible();
      await snap(page, "transfer-receive-preview-ko");
      await page.goto(`${link.pathname}?lang=en`);
      await page.getByRole("button", { name: en.receive.accept }).click();
      await expect(page).toHaveURL(new RegExp(`/nft/${toNewcomer.id}$`));
      await expect(page.getByRole("heading", { name: toNewcomer.name })).toBeVisible();

      // The sender's ticket has left; the link cannot be used again.
      const gone = await sender.request.get(`/api/v1/nfts/${toNewcomer.id}`);
      expect(gone.status()).toBe(404);
      await page.goto(`${link.pathname}?lang=en`);
      await expect(page.getByText(en.receive.reason.received.title)).toBeVisible();
    });

    test("a code shown on the sender's phone is typed on the scan tab and received", async () => {
      const { byCode } = tickets;
      await sender.goto(`/nft/${byCode.id}/send?lang=en`);
      await sender.getByRole("button", { name: en.transfer.method.code }).click();
      await expect(sender.getByText(fill(en.transfer.code.how, { appName: "Admit" }))).toBeVisible();
      await snap(sender, "transfer-send-code-choose-en");
      await sender.getByRole("button", { name: en.transfer.code.create }).click();
      const code = (await sender.getByTestId("send-code-text").textContent()) ?? "";
      expect(code).toMatch(/^T[2-9A-HJ-NP-Z]{9}$/);
      await expect(sender.getByTestId("send-code-qr")).toHaveAttribute(
        "data-qr",
        new RegExp(`/receive/${code}$`),
      );
      await snap(sender, "transfer-send-code-en");

      // The scan tab: no camera here, so the code is typed; door codes and strangers are told apart.
      await member.goto("/qr?lang=en");
      await expect(member.getByTestId("camera")).toHaveAttribute("data-state", /none|denied/);
      await snap(member, "transfer-scan-en");
      await member.getByLabel(en.scan.typed).fill("A1.eyJuIjoxfQ.c2lnbmF0dXJl");
      await member.getByRole("button", { name: en.scan.continue }).click();
      await expect(member.getByTestId("scan-notice")).toContainText(en.scan.door.title);
      await snap(member, "transfer-scan-door-en");
      await member.getByLabel(en.scan.typed).fill("hello");
      await member.getByRole("button", { name: en.scan.continue }).click();
      await expect(member.getByTestId("scan-notice")).toContainText(en.scan.unknown.title);
      await member.goto("/qr?lang=ko");
      await expect(member.getByRole("heading", { name: ko.scan.title })).toBeVisible();
      await snap(member, "transfer-scan-ko");
      await member.goto("/qr?lang=en");
      await member.getByLabel(en.scan.typed).fill(code.toLowerCase());
      await member.getByRole("button", { name: en.scan.continue }).click();
      await expect(member).toHaveURL(new RegExp(`/receive/${code}$`));
      await member.getByRole("button", { name: en.receive.accept }).click();
      await expect(member).toHaveURL(new RegExp(`/nft/${byCode.id}$`));

      // The sender's screen, asking every few seconds, says it was received.
      await expect(sender.getByText(en.transfer.result.receivedTitle)).toBeVisible({ timeout: 10_000 });
      await snap(sender, "transfer-send-code-received-en");

      // The concert ticket goes back to the demo customer (a member: at once).
      const back = await member.request.post(`/api/v1/nfts/${byCode.id}/send`, {
        data: { email: demo.email },
      });
      expect(((await back.json()) as { status: string }).status).toBe("DONE");
    });

    test("the scan tab's camera reads a sender's QR; a refused camera says how to allow it", async () => {
      test.setTimeout(60_000);
      const { byCode } = tickets;
      const made = await sender.request.post(`/api/v1/nfts/${byCode.id}/send`, { data: {} });
      const { code, claimUrl } = (await made.json()) as { code: string; claimUrl: string };
      const video = join(tmpdir(), `admit-receive-${Date.now()}.y4m`);
      writeQrVideo(video, claimUrl);
      const use = test.info().project.use;
      const options = {
        baseURL: use.baseURL,
        viewport: { width: 390, height: 844 },
        extraHTTPHeaders: use.extraHTTPHeaders,
      };
      const cameraArgs = ["--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${video}`];
      let allowed: Browser | undefined;
      let refused: Browser | undefined;
      try {
        // A phone whose camera sees the QR on the sender's screen.
        allowed = waitForAppInBrowser(
          await chromium.launch({
            executablePath: chromiumPath(),
            args: [...CHROMIUM_ARGS, "--use-fake-ui-for-media-stream", ...cameraArgs],
          }),
        );
        const page = await (await allowed.newContext({ ...options, permissions: ["camera"] })).newPage();
        await signIn(page, { email: memberEmail, password: PASSWORD });
        await expect(page).toHaveURL(/\/$/);
        await page.goto("/qr?lang=en");
        await expect(page).toHaveURL(new RegExp(`/receive/${code}$`), { timeout: 20_000 });
        await expect(page.getByRole("button", { name: en.receive.accept })).toBeVisible();

        // A phone whose person said no to the camera: how to allow it, and typing instead.
        refused = waitForAppInBrowser(
          await chromium.launch({
            executablePath: chromiumPath(),
            args: [...CHROMIUM_ARGS, ...cameraArgs],
          }),
        );
        const denied = await (await refused.newContext(options)).newPage();
        await signIn(denied, { email: memberEmail, password: PASSWORD });
        await expect(denied).toHaveURL(/\/$/);
        for (const [lang, strings] of [
          ["en", en],
          ["ko", ko],
        ] as const) {
          await denied.goto(`/qr?lang=${lang}`);
          await expect(denied.getByTestId("camera")).toHaveAttribute("data-state", "denied", {
            timeout: 10_000,
          });
          await expect(denied.getByText(strings.camera.denied.title)).toBeVisible();
          await expect(denied.getByRole("button", { name: strings.camera.retry })).toBeVisible();
          await snap(denied, `transfer-scan-denied-${lang}`);
        }
      } finally {
        await allowed?.close();
        await refused?.close();
        await sender.request.put(`/api/v1/nfts/${byCode.id}/send/cancel`);
      }
    });

    test("the sending screens in Korean, and a send that waits for a code or failed", async () => {
      const { items } = (await (await sender.request.get("/api/v1/nfts?limit=100")).json()) as {
        items: ListItem[];
      };
      // The demo wallet's own: a send failed on the chain, one waiting for an e-mail's owner.
      const failed = items.find((i) => i.status === "SEND_FAIL");
      if (!failed) throw new Error("the demo wallet needs a failed send");
      await sender.goto(`/nft/${failed.id}?lang=en`);
      await expect(sender.getByRole("heading", { name: en.transfer.panel.failedTitle })).toBeVisible();
      await expect(sender.getByRole("button", { name: en.transfer.panel.retry })).toBeVisible();
      await snap(sender, "transfer-ticket-send-failed-en");
      await sender.goto(`/nft/${failed.id}?lang=ko`);
      await expect(sender.getByRole("heading", { name: ko.transfer.panel.failedTitle })).toBeVisible();
      await snap(sender, "transfer-ticket-send-failed-ko");

      // The returned concert ticket can go again: the form and its confirmation in Korean.
      const { byCode } = tickets;
      await sender.goto(`/nft/${byCode.id}?lang=ko`);
      await expect(sender.getByRole("button", { name: ko.transfer.panel.send })).toBeVisible();
      await snap(sender, "transfer-ticket-send-ko");
      await sender.getByRole("button", { name: ko.transfer.panel.send }).click();
      await expect(sender.getByTestId("sends-left")).toBeVisible();
      await snap(sender, "transfer-send-email-ko");
      await sender.getByLabel(ko.transfer.email.label).fill("someone@example.test");
      await sender.getByRole("button", { name: ko.transfer.email.next }).click();
      await snap(sender, "transfer-send-confirm-ko");
      await sender.getByRole("button", { name: ko.transfer.method.code }).click();
      await snap(sender, "transfer-send-code-choose-ko");
      await sender.getByRole("button", { name: ko.transfer.code.create }).click();
      await expect(sender.getByTestId("send-code-text")).toBeVisible();
      await snap(sender, "transfer-send-code-ko");
      // …and the ticket screen shows the same code to show again, then it is called off.
      await sender.goto(`/nft/${byCode.id}?lang=en`);
      await expect(sender.getByText(en.transfer.panel.codeTitle)).toBeVisible();
      await expect(sender.getByTestId("send-code-text")).toBeVisible();
      await snap(sender, "transfer-ticket-code-waiting-en");
      await sender.getByRole("button", { name: en.transfer.panel.cancel }).click();
      await expect(sender.getByRole("button", { name: en.transfer.panel.send })).toBeVisible();
    });
  });
