import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";

const dir = join(import.meta.dirname, "screenshots");
mkdirSync(dir, { recursive: true });

/** Saves a full-page screenshot under e2e/screenshots/ (ignored by git) for a person to look at. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Where tests set who signs in at the local OAuth provider next (e2e/oauth-provider.ts). */
export const OAUTH_CONTROL_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 2}/next-profile`;
