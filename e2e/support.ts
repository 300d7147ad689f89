import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";

const dir = join(import.meta.dirname, "screenshots");
mkdirSync(dir, { recursive: true });

/** Saves a full-page screenshot under e2e/screenshots/ (ignored by git) for a person to look at. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Where tests set who signs in at the local OAuth provider next (e2e/oauth-provider.ts). */
export const OAUTH_CONTROL_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 2}/next-profile`;

/** A message's text with its `{{placeholders}}` filled. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));

/** The words of a message before its first placeholder. */
export const lead = (text: string) => text.split("{{")[0] ?? text;

/** A page of its own (cookies, storage) for another person, phone-sized. */
export async function personPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: test.info().project.use.extraHTTPHeaders,
  });
  return context.newPage();
}

/** The newest mail to `to` whose links include one containing `part` (the dev mailbox). */
export async function mailedLink(request: APIRequestContext, to: string, part: string): Promise<string> {
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

/** A new account through the API (in `lang`, else the default), its address verified through the dev mailbox. */
export async function signUpVerified(
  request: APIRequestContext,
  email: string,
  name: string,
  pwd: string,
  lang?: "en" | "ko" | "ja" | "zh-tw",
) {
  const res = await request.post("/api/v1/users/signup/email", { data: { email, name, pwd, lang } });
  expect(res.ok()).toBe(true);
  await request.get(await mailedLink(request, email, "/email/verify"));
}
