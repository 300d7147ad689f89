import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
/** The local OAuth 2 provider standing in for Google (e2e/oauth-provider.ts); Kakao stays unconfigured. */
const oauthPort = port + 1;
const oauthUrl = `http://127.0.0.1:${oauthPort}`;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // A folder per server: CI's two shards run at once, and one's clean-up took the other's trace files.
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // CI's machine shares two cores between this suite's two shards and the API suites: a journey that
  // takes 20 s here can take twice that there, so CI allows a minute.
  timeout: process.env.CI ? 60_000 : 30_000,
  use: {
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    baseURL,
    // The API refuses state-changing calls that name no origin; a browser names it, the tests'
    // own API requests (page.request, request) say they come from the app too.
    extraHTTPHeaders: { origin: baseURL },
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: "node --import tsx oauth-provider.ts",
      cwd: import.meta.dirname,
      env: { OAUTH_PORT: String(oauthPort) },
      url: `http://127.0.0.1:${oauthPort + 1}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
    },
    {
      // A fresh embedded database per run, seeded with the demo catalogue, in a folder of this port's
      // own: CI runs two shards side by side, each with its own server (`--shard`, `E2E_PORT`).
      // The production build (`npm run test:e2e` builds it first), as `npm start` runs it.
      command: `rm -rf ../data/e2e-${port} && node --enable-source-maps ../apps/server/dist/main.js`,
      cwd: import.meta.dirname,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: `../data/e2e-${port}`,
        WEB_DIST: "../apps/web/dist",
        LOG_LEVEL: "warn",
        // Every person of every spec signs in from this one address: the per-address limit (30 a
        // minute, tested in the API suite) would refuse a spec that follows one signing many in.
        SIGNIN_PER_IP_PER_MINUTE: "1000",
        // The same for every API call: the whole suite is one address, some minutes many people
        // at once (the general limit of 300 a minute is tested in the API suite).
        RATE_LIMIT_MAX: "3000",
        PUBLIC_URL: baseURL,
        GOOGLE_CLIENT_ID: "e2e-google-client",
        GOOGLE_CLIENT_SECRET: "e2e-google-secret",
        GOOGLE_AUTHORIZE_URL: `${oauthUrl}/authorize`,
        GOOGLE_TOKEN_URL: `${oauthUrl}/token`,
        GOOGLE_USERINFO_URL: `${oauthUrl}/userinfo`,
      },
      url: `${baseURL}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
    },
  ],
});
