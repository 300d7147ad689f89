import { type Browser, type BrowserContext, test as base, type Page } from "@playwright/test";

/**
 * Playwright's `test`, with every page load waiting until the app is live. The first screens come
 * rendered by the server (issue 11) and the app's script starts once the page has painted, so a
 * page can be on screen, and its load event past, before the app runs: a click then would be
 * lost. main.tsx marks <html data-app="live"> after its first commit; a load of a page that is
 * not the app's (no #root: the sandbox checkout, the mailbox) does not wait.
 */
const isLive = () => !document.getElementById("root") || document.documentElement.dataset.app === "live";

type Load = (...args: never[]) => Promise<unknown>;

function waitForAppAfter<K extends "goto" | "reload" | "goBack" | "goForward">(page: Page, method: K) {
  const original = page[method].bind(page) as unknown as Load;
  const wrapped = async (...args: never[]) => {
    const result = await original(...args);
    const options = args.find((a): a is never => typeof a === "object" && a !== null) as
      | { waitUntil?: string }
      | undefined;
    // A test that asks for less than the load event (domcontentloaded, commit) looks at the
    // server's page on purpose.
    if ((options?.waitUntil ?? "load") === "load" && result !== null)
      await page.waitForFunction(isLive, undefined, { timeout: 30_000 });
    return result;
  };
  (page as unknown as Record<K, Load>)[method] = wrapped;
}

function instrumentPage(page: Page) {
  for (const method of ["goto", "reload", "goBack", "goForward"] as const) waitForAppAfter(page, method);
}

/** Makes every page of `context` wait for the app after a load (the test's own contexts too). */
export function waitForAppIn(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) instrumentPage(page);
  context.on("page", instrumentPage);
  return context;
}

/** Makes every context `browser` opens wait for the app (browsers a test launches itself). */
export function waitForAppInBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => waitForAppIn(await newContext(...args));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    instrumentPage(page);
    return page;
  };
  return browser;
}

export const test = base.extend<object, { appBrowser: Browser }>({
  appBrowser: [
    async ({ browser }, use) => {
      await use(waitForAppInBrowser(browser));
    },
    { scope: "worker", auto: true },
  ],
  context: async ({ context }, use) => {
    await use(waitForAppIn(context));
  },
});
