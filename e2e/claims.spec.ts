import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import users from "../apps/server/src/db/seed/demo/users.json" with { type: "json" };
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import ko from "../apps/web/src/locales/ko.json" with { type: "json" };
import { test } from "./app-test.ts";
import { lead, personPage, signUpVerified, snap } from "./support.ts";

/** The ways to get a token without a purchase: a poster's claim code, an RSVP, a lottery and its draw. */
const host = users.find((u) => u.role === "HOST");
if (!host) throw new Error("the demo needs a host");
const PASSWORD = "claims-4-all";
/** The demo's 100-use poster code (cltns.json: jazz-piano-masterclass). */
const POSTER_CODE = "CJAZZSTREAM";

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/login?lang=en");
  await page.getByLabel(en.field.email).fill(who.email);
  await page.getByLabel(en.field.password).fill(who.password);
  await page.getByRole("button", { name: en.login.submit }).click();
}

/** A new member, signed in and past the welcome page, with an empty wallet. */
async function newMember(page: Page, name: string) {
  const email = `claims-${randomUUID().slice(0, 8)}@example.test`;
  await signUpVerified(page.request, email, name, PASSWORD);
  await signIn(page, { email, password: PASSWORD });
  await page.getByRole("button", { name: en.register.start }).click();
  await expect(page).toHaveURL(/\/$/);
  return email;
}

async function cltnIdByName(page: Page, keyword: string): Promise<number> {
  const res = await page.request.get(`/api/v1/discover/cltns/search?keyword=${encodeURIComponent(keyword)}`);
  const { items } = (await res.json()) as { items: { id: number; name: string }[] };
  const found = items.find((c) => c.name.includes(keyword));
  if (!found) throw new Error(`no collection named ${keyword}`);
  return found.id;
}

test("a poster's claim code: a visitor sees what it gives, signs in, gets the ticket, and the host's poster counts it", async ({
  page,
  browser,
}) => {
  // The host's poster: the QR, the code to type and how many were claimed.
  const hostPage = await personPage(browser);
  await signIn(hostPage, host);
  await expect(hostPage).toHaveURL(/\/host$/);
  await hostPage.goto("/host/claim-codes?lang=en");
  await hostPage
    .getByRole("link", { name: new RegExp(POSTER_CODE) })
    .first()
    .click();
  await expect(hostPage).toHaveURL(new RegExp(`/host/claim-codes/${POSTER_CODE}`));
  await expect(hostPage.getByText(en.claims.poster.scan)).toBeVisible();
  await expect(hostPage.getByRole("img", { name: lead(en.claims.poster.qrAlt) })).toBeVisible();
  const before = (await (
    await hostPage.request.get(`/api/v1/host/claim-codes?code=${POSTER_CODE}`)
  ).json()) as {
    claimed: number;
  }[];
  await snap(hostPage, "claims-poster-en");

  // A visitor opens the poster's link (as a phone camera would): the offer, and a sign-in.
  await page.goto(`/qr/mint?code=${POSTER_CODE}&lang=en`);
  const offer = page.getByTestId("claim-offer");
  await expect(offer).toContainText("Jazz Piano Masterclass");
  await expect(page.getByTestId("claim-sign-in")).toBeVisible();
  await snap(page, "claims-mint-visitor-en");

  // Signing up and in brings the code back; the claim puts the ticket in the wallet.
  await newMember(page, "Dana Cho");
  await page.goto(`/qr/mint?code=${POSTER_CODE}&lang=en`);
  await page.getByRole("button", { name: en.claims.mint.claim }).click();
  await expect(page.getByText(en.claims.mint.done.title)).toBeVisible();
  await snap(page, "claims-mint-done-en");
  await page
    .getByRole("link", { name: en.claims.mint.openTicket })
    .or(page.getByRole("button", { name: en.claims.mint.openTicket }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/nft\/\d+$/);
  await expect(page.getByText("Jazz Piano Masterclass").first()).toBeVisible();
  // A second claim of the same code is refused, in the customer's words.
  await page.goto(`/qr/mint?code=${POSTER_CODE}&lang=en`);
  await expect(page.getByText(en.claims.mint.refusal.claimed.title)).toBeVisible();

  const after = (await (
    await hostPage.request.get(`/api/v1/host/claim-codes?code=${POSTER_CODE}`)
  ).json()) as {
    claimed: number;
  }[];
  expect(after[0]?.claimed).toBe((before[0]?.claimed ?? 0) + 1);
  await hostPage.context().close();
});

test("the scan tab's typed code opens a claim code's offer", async ({ page }) => {
  await newMember(page, "Yuna Seo");
  await page.goto("/qr?lang=en");
  await page.getByLabel(en.scan.typed).fill(POSTER_CODE.toLowerCase());
  await page.getByRole("button", { name: en.scan.continue }).click();
  await expect(page).toHaveURL(new RegExp(`/qr/mint\\?code=${POSTER_CODE}`));
  await expect(page.getByTestId("claim-offer")).toBeVisible();
});

test("an RSVP: yes gives a ticket, no gives it back", async ({ page }) => {
  await newMember(page, "Minho Baek");
  const id = await cltnIdByName(page, "Open Studio Night");
  await page.goto(`/rsvp/${id}?lang=en`);
  await expect(page.getByText(en.claims.rsvp.question)).toBeVisible();
  await snap(page, "claims-rsvp-en");
  await page.getByRole("button", { name: en.claims.rsvp.yes }).click();
  const answer = page.getByTestId("rsvp-answer");
  await expect(answer).toContainText(en.claims.rsvp.state.GOING.title);
  await snap(page, "claims-rsvp-going-en");
  await page.getByRole("button", { name: en.claims.rsvp.decline }).click();
  await page.getByRole("button", { name: en.claims.rsvp.confirmDeclineOk }).click();
  await expect(answer).toContainText(en.claims.rsvp.state.DECLINED.title);
  // The same screen in Korean.
  await page.goto(`/rsvp/${id}?lang=ko`);
  await expect(page.getByTestId("rsvp-answer")).toContainText(ko.claims.rsvp.state.DECLINED.title);
  await snap(page, "claims-rsvp-declined-ko");
});

test("a lottery: the application with a picture, its card awaiting the draw", async ({ page }) => {
  await newMember(page, "Hyun Woo");
  const id = await cltnIdByName(page, "Afterglow");
  await page.goto(`/discover/event/apply/form/${id}?lang=en`);
  await expect(page.getByText(en.claims.apply.step.announce)).toBeVisible();
  await page.getByLabel("Name").fill("Hyun Woo");
  await page.getByLabel("Phone").fill("01055556666");
  await page.getByTestId("apply-image-input").setInputFiles({
    name: "pre-order.png",
    mimeType: "image/png",
    // A 1×1 PNG.
    buffer: Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    ),
  });
  await snap(page, "claims-apply-form-en");
  await page.getByRole("button", { name: en.claims.apply.submit }).click();
  await expect(page.getByText(en.claims.apply.result.WAITING.title)).toBeVisible();
  await snap(page, "claims-apply-sent-en");
  await page.goto("/?lang=en");
  await expect(page.getByText(en.wallet.badge.waitingWinner).first()).toBeVisible();
  await expect(page.getByRole("link", { name: en.wallet.card.applyPrompt })).toBeVisible();
  await snap(page, "claims-wallet-awaiting-en");
  // The card is an application, not a ticket yet: its screen says so and opens the application.
  await page.getByRole("heading", { name: "Lottery application" }).click();
  await expect(page.getByRole("heading", { name: en.wallet.lottery.waitingTitle })).toBeVisible();
  await snap(page, "claims-card-awaiting-en");
  await page.getByRole("button", { name: en.wallet.lottery.openApplication }).click();
  await expect(page).toHaveURL(new RegExp(`/discover/event/apply/form/${id}`));
});

test("a drawn lottery: anyone recomputes the winners in the browser and they match", async ({ page }) => {
  test.setTimeout(150_000);
  // One of the drawn lottery's two applicants (users.json): its card names the collection.
  const applicant = users.find((u) => u.email === "sora@admit.test");
  if (!applicant) throw new Error("the demo needs the drawn lottery's applicants");
  await signIn(page, applicant);
  await expect(page).toHaveURL(/\/$/);
  // In English: the applicant's account is Korean, and names come in the asked language.
  const { items } = (await (
    await page.request.get("/api/v1/nfts?limit=100&status=all", { headers: { "accept-language": "en" } })
  ).json()) as {
    items: { cltnId: number; cltnName: string }[];
  };
  const card = items.find((i) => i.cltnName.startsWith("Hanriver FC Locker Room Tour"));
  if (!card) throw new Error("the applicant's wallet needs the drawn lottery's card");
  // The first start's minute sweep draws it.
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/v1/discover/cltns/${card.cltnId}/apply/draw`)).json()) as {
            seed: string | null;
          }
        ).seed,
      { timeout: 120_000, intervals: [2_000] },
    )
    .not.toBeNull();
  await page.goto(`/discover/event/apply/form/${card.cltnId}?lang=en`);
  await page.getByRole("button", { name: en.claims.apply.draw.open }).click();
  await page.getByRole("button", { name: en.claims.apply.draw.recompute }).click();
  const checks = page.getByTestId("draw-check");
  await expect(checks).toContainText(en.claims.apply.draw.check.seed.ok);
  await expect(checks).toContainText(en.claims.apply.draw.check.list.ok);
  await expect(checks).toContainText(en.claims.apply.draw.check.winners.ok);
  await snap(page, "claims-draw-check-en");
});
