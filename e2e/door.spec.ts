import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, expect, type Page } from "@playwright/test";
import users from "../apps/server/src/db/seed/demo/users.json" with { type: "json" };
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import { test, waitForAppInBrowser } from "./app-test.ts";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.ts";
import { writeQrVideo } from "./fake-camera.ts";
import { snap } from "./support.ts";

const customer = users.find((u) => u.role === "CUSTOMER");
const host = users.find((u) => u.role === "HOST");
if (!customer || !host) throw new Error("the demo needs a customer and a host");

/** Signs in at /login; a customer lands on their wallet, a host on their door (/host). */
async function signIn(page: Page, who: { email: string; password: string; role: string }) {
  await page.goto("/login?lang=en");
  await page.getByLabel(en.field.email).fill(who.email);
  await page.getByLabel(en.field.password).fill(who.password);
  await page.getByRole("button", { name: en.login.submit }).click();
  await expect(page).toHaveURL(who.role === "HOST" ? /\/host$/ : /\/$/);
}

type DoorCounts = { admitted: number; expected: number };
const countsOf = async (page: Page, timeId: string) =>
  ((await (await page.request.get(`/api/v1/host/events/${timeId}`)).json()) as { counts: DoorCounts }).counts;

/** The demo customer's tickets for tonight's event: their QR is live right after the seed. */
async function tonightsTickets(page: Page): Promise<number[]> {
  const res = await page.request.get("/api/v1/nfts?limit=100");
  const { items } = (await res.json()) as { items: { id: number; cltnName: string; status: string }[] };
  return items
    .filter((i) => i.cltnName.startsWith("Rooftop Session Tonight") && i.status === "ACTIVE")
    .map((i) => i.id);
}

const freshCode = async (page: Page, id: number) =>
  ((await (await page.request.post(`/api/v1/nfts/${id}/qr`)).json()) as { qrData: string }).qrData;

test.describe
  .serial("the door", () => {
    let customerPage: Page;
    let hostContext: BrowserContext;
    let tickets: number[];

    test.beforeAll(async ({ browser }) => {
      customerPage = await (await browser.newContext()).newPage();
      await signIn(customerPage, customer);
      tickets = await tonightsTickets(customerPage);
      expect(tickets.length).toBeGreaterThanOrEqual(2);
      hostContext = await browser.newContext();
    });

    test("the customer's wallet lists the demo cards; the card flips to a live QR", async () => {
      await customerPage.goto("/?lang=en");
      // Newest first: the last demo card heads the list (the list renders only what is on screen).
      await expect(
        customerPage.getByRole("list", { name: en.wallet.list.label }).getByRole("link").first(),
      ).toContainText("Hangang Riverside Festival");
      await snap(customerPage, "home-en");
      // The disabled list mode shows used and expired cards on a dark theme, and back.
      await customerPage.getByRole("button", { name: en.wallet.mode.disabled }).click();
      await expect(customerPage.locator('[data-list-mode="disabled"]')).toBeVisible();
      await expect(customerPage.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0F172A");
      await expect(customerPage.getByRole("list", { name: en.wallet.list.label })).toContainText(
        "Open Studio Night",
      );
      await snap(customerPage, "home-disabled-en");
      await customerPage.getByRole("button", { name: en.wallet.mode.able }).click();
      await expect(customerPage.locator('[data-list-mode="able"]')).toBeVisible();
      // 'My events': one row per collection, then that collection's cards and its information.
      await customerPage.getByRole("tab", { name: en.header.myEvent }).click();
      await customerPage
        .getByRole("list", { name: en.wallet.cltn.label })
        .getByRole("link", { name: /Rooftop Session Tonight/ })
        .click();
      await expect(customerPage).toHaveURL(/\/cltn\/\d+$/);
      await expect(
        customerPage.getByRole("list", { name: en.wallet.list.label }).getByRole("link"),
      ).toHaveCount(2);
      await customerPage.getByRole("link", { name: en.wallet.cltnPage.info }).click();
      await expect(
        customerPage.getByRole("heading", { name: /Rooftop Session Tonight/, level: 2 }),
      ).toBeVisible();
      await snap(customerPage, "cltn-info-en");
      await customerPage.goto(`/nft/${tickets[0]}?lang=en`);
      await customerPage.getByRole("button", { name: en.wallet.nft.showQr }).click();
      await expect(customerPage.getByTestId("nft-qr")).toBeVisible();
      await snap(customerPage, "nft-qr-en");
    });

    test("the host admits a ticket typed in by hand, the customer's card turns USED, a second scan says already used", async () => {
      const page = await hostContext.newPage();
      await signIn(page, host);
      // The host's home: pick tonight's event and the gate, then scan for that date.
      await expect(page.getByRole("heading", { name: en.door.pickEvent })).toBeVisible();
      await snap(page, "host-home-en");
      await page.getByRole("link", { name: /Rooftop Session Tonight/ }).click();
      await expect(page).toHaveURL(/\/host\/event\/\d+$/);
      await page.getByLabel(en.door.gate).fill("East gate");
      await page.getByRole("link", { name: en.door.scan }).click();
      await expect(page).toHaveURL(/\/host\/scan\?event=\d+$/);
      await expect(page.getByTestId("scanning-for")).toContainText("Rooftop Session Tonight");
      await expect(page.getByTestId("scanning-for")).toContainText("East gate");
      await expect(page.getByLabel(en.hostScan.gate)).toHaveValue("East gate");
      const code = await freshCode(customerPage, tickets[0] as number);
      await page.getByLabel(en.hostScan.manual).fill(code);
      await page.getByRole("button", { name: en.hostScan.check }).click();
      const result = page.getByTestId("checkin-result");
      await expect(result).toHaveAttribute("data-result", "ADMITTED");
      await expect(result).toContainText(en.hostScan.result.ADMITTED);
      await expect(result).toContainText(customer.name);
      await snap(page, "host-scan-admitted-en");
      await page.getByRole("button", { name: en.hostScan.next }).click();
      await page.getByLabel(en.hostScan.manual).fill(code);
      await page.getByRole("button", { name: en.hostScan.check }).click();
      await expect(result).toHaveAttribute("data-result", "ALREADY_USED");
      await expect(result).toContainText("East gate");
      await snap(page, "host-scan-already-used-en");

      // The customer's flipped card, polling its status, turned USED by itself.
      await expect(customerPage.getByText(en.wallet.qr.usedAt.split("{{")[0] as string)).toBeVisible();
      await expect(customerPage.getByTestId("nft-qr")).toHaveCount(0);
      await snap(customerPage, "nft-used-en");
      // …and its history says where.
      await expect(customerPage.getByTestId("nft-history")).toContainText(en.wallet.history.type.USE);
      await expect(customerPage.getByTestId("nft-history")).toContainText("East gate");
    });

    test("a seated ticket's seat map marks the seat", async () => {
      const { items } = (await (await customerPage.request.get("/api/v1/nfts?limit=100")).json()) as {
        items: { id: number; seat: { name: string } | null }[];
      };
      const seated = items.find((i) => i.seat);
      if (!seated?.seat) throw new Error("the demo wallet needs a seated ticket");
      await customerPage.goto(`/nft/${seated.id}?lang=en`);
      await customerPage.getByRole("button", { name: en.wallet.nft.showQr }).click();
      await customerPage.getByRole("link", { name: en.wallet.nft.seatMap }).click();
      await expect(customerPage).toHaveURL(new RegExp(`/nft/${seated.id}/seat$`));
      await expect(customerPage.getByTestId("seat-name")).toHaveText(seated.seat.name);
      await expect(customerPage.getByTestId("my-seat")).toHaveCount(1);
      await snap(customerPage, "seat-map-en");
    });

    test("the host's door: live counts, a guest found and admitted by hand with a reason, the last scans, undo", async () => {
      const page = await hostContext.newPage();
      await page.goto("/profile?lang=en");
      await page.getByRole("link", { name: en.profile.hostDoor }).click();
      await expect(page).toHaveURL(/\/host$/);
      await page.getByRole("link", { name: /Rooftop Session Tonight/ }).click();
      await expect(page).toHaveURL(/\/host\/event\/\d+$/);
      const timeId = /\/host\/event\/(\d+)/.exec(page.url())?.[1] as string;
      const before = await countsOf(page, timeId);
      await expect(page.getByText(`of ${before.expected} admitted`)).toBeVisible();
      await page.getByLabel(en.door.gate).fill("West gate");

      const guests = page.getByRole("region", { name: en.door.pane.guests });
      await page.getByLabel(en.door.guest.search).fill("yuna");
      await expect(guests.getByRole("listitem")).toHaveCount(1);
      const yuna = guests.getByRole("listitem").filter({ hasText: "Yuna Choi" });
      await expect(yuna).toContainText(en.door.guest.state.out);
      await yuna.getByRole("button", { name: en.door.guest.admit }).click();
      const sheet = page.getByRole("dialog", { name: en.door.admit.title });
      await sheet.getByLabel(en.door.admit.reasons.NO_APP).check();
      await snap(page, "host-admit-sheet-en");
      await sheet.getByRole("button", { name: "Admit Yuna Choi" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Yuna Choi admitted" })).toBeVisible();
      await expect(yuna).toContainText("West gate");
      expect(await countsOf(page, timeId)).toMatchObject({ admitted: before.admitted + 1 });
      await expect(page.getByText(`of ${before.expected} admitted`)).toBeVisible();
      await snap(page, "host-event-en");

      await page.getByRole("button", { name: en.door.pane.scans }).click();
      const last = page.getByRole("region", { name: en.door.pane.scans }).getByRole("listitem").first();
      await expect(last).toContainText("Yuna Choi");
      await expect(last).toContainText(`by hand: ${en.door.admit.reasons.NO_APP}`);
      await snap(page, "host-scans-en");
      await last.getByRole("button", { name: en.door.undo }).click();
      await expect(last).toContainText(en.door.scans.undone);
      expect(await countsOf(page, timeId)).toMatchObject({ admitted: before.admitted });

      // The same door in Korean.
      await page.goto(`/host/event/${timeId}?lang=ko`);
      await expect(page.getByRole("button", { name: "최근 스캔" })).toBeVisible();
      await snap(page, "host-event-ko");
    });

    test("a customer cannot admit anyone", async () => {
      await customerPage.goto("/host?lang=en");
      await expect(customerPage.getByRole("heading", { name: en.door.forbiddenTitle })).toBeVisible();
      await customerPage.goto("/host/scan?lang=en");
      await customerPage.getByLabel(en.hostScan.manual).fill("A1.x.y");
      await customerPage.getByRole("button", { name: en.hostScan.check }).click();
      await expect(customerPage.getByRole("alert")).toContainText(en.hostScan.forbidden);
    });

    test("the host's camera reads the customer's QR and admits it", async () => {
      // A second browser whose fake camera plays a video of the customer's live QR.
      const video = join(tmpdir(), `admit-qr-${Date.now()}.y4m`);
      writeQrVideo(video, await freshCode(customerPage, tickets[1] as number));
      let cameraBrowser: Browser | undefined;
      try {
        cameraBrowser = waitForAppInBrowser(
          await chromium.launch({
            executablePath: chromiumPath(),
            args: [
              ...CHROMIUM_ARGS,
              "--use-fake-ui-for-media-stream",
              "--use-fake-device-for-media-stream",
              `--use-file-for-fake-video-capture=${video}`,
            ],
          }),
        );
        const context = await cameraBrowser.newContext({
          baseURL: test.info().project.use.baseURL,
          viewport: { width: 390, height: 844 },
          permissions: ["camera"],
        });
        const page = await context.newPage();
        await signIn(page, host);
        await page.goto("/host/scan?lang=en");
        const result = page.getByTestId("checkin-result");
        await expect(result).toHaveAttribute("data-result", "ADMITTED", { timeout: 20_000 });
        await snap(page, "host-scan-camera-en");
        const status = await (await customerPage.request.get(`/api/v1/nfts/${tickets[1]}/status`)).json();
        expect(status).toMatchObject({ status: "USED" });
      } finally {
        await cameraBrowser?.close();
      }
    });
  });
