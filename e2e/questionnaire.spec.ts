import { expect } from "@playwright/test";
import users from "../apps/server/src/db/seed/demo/users.json" with { type: "json" };
import en from "../apps/web/src/locales/en.json" with { type: "json" };
import { API_MESSAGES } from "../packages/contract/src/messages/index.ts";
import { test } from "./app-test.ts";
import { snap } from "./support.ts";

const demo = users.find((u) => u.role === "CUSTOMER");
if (!demo) throw new Error("the demo needs a customer");
const valid = API_MESSAGES.en.valid;

test("the attendee questionnaire checks every rule, shows a branch item only when it applies, and unlocks the ticket", async ({
  page,
}) => {
  await page.goto("/login?lang=en");
  await page.getByLabel(en.field.email).fill(demo.email);
  await page.getByLabel(en.field.password).fill(demo.password);
  await page.getByRole("button", { name: en.login.submit }).click();
  await expect(page).toHaveURL(/\/$/);
  const { items } = (await (await page.request.get("/api/v1/nfts?status=all&limit=100")).json()) as {
    items: { id: number; status: string }[];
  };
  const waiting = items.find((i) => i.status === "QTNR_REQUIRED");
  if (!waiting) throw new Error("the demo wallet needs a ticket waiting for attendee details");

  await page.goto(`/nft/qtnr/${waiting.id}?lang=en`);
  const item = (id: string) => page.locator(`[data-item-id="${id}"]`);
  const submit = page.getByRole("button", { name: en.qtnr.submit });
  await submit.click();
  await expect(item("name")).toContainText(valid.required);
  await snap(page, "qtnr-errors-en");

  await item("name").locator("input").fill("Mina Kim");
  await item("phone").locator("input").fill("010-1234-567O");
  await item("email").locator("input").fill("mina@example.com");
  await item("birth").locator("input").fill("19951301");
  await page.getByLabel(en.qtnr.address.postalCode).fill("04799");
  await page.getByLabel(en.qtnr.address.address).fill("12 Seongsu-ro, Seongdong-gu, Seoul");
  await item("tshirtSize").getByText("M", { exact: true }).click();
  // The branch item appears only for "Other".
  await expect(item("heardFromOther")).toHaveCount(0);
  await item("heardFrom").getByText("Other", { exact: true }).click();
  await expect(item("heardFromOther")).toBeVisible();
  await page.getByText(en.qtnr.agree).click();
  await submit.click();
  await expect(item("phone")).toContainText(valid.phoneFormat);
  await expect(item("birth")).toContainText(valid.birthFormat);
  await expect(item("heardFromOther")).toContainText(valid.required);

  // Hyphens and spaces are fine: the number is kept in E.164 (+821012345678).
  await item("phone").locator("input").fill("010-1234 5678");
  await item("birth").locator("input").fill("19950412");
  await item("heardFromOther").locator("input").fill("A poster at the station");
  await snap(page, "qtnr-filled-en");
  await submit.click();
  await expect(page.getByRole("status")).toContainText(en.qtnr.saved);
  await expect(page).toHaveURL(new RegExp(`/nft/${waiting.id}$`));
  const status = await (await page.request.get(`/api/v1/nfts/${waiting.id}/status`)).json();
  expect(status).toMatchObject({ status: "ACTIVE" });
});
