import { expect } from "@playwright/test";
import { test } from "./app-test.ts";

test("the API docs render in the browser, with nothing refused by the content security policy", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto("/api/docs");
  // The OpenAPI JSON is made on its first request: slow on a busy machine.
  await expect(page.locator(".swagger-ui .info .title")).toContainText("Admit API", { timeout: 30_000 });
  // The operations come from the OpenAPI JSON the page fetched.
  await expect(page.locator(".swagger-ui .opblock").first()).toBeVisible();
  expect(refused).toEqual([]);
});
