import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.ts";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    // A fresh embedded database per run, seeded with the demo catalogue.
    command: `rm -rf ../data/e2e && node --import tsx ../apps/server/src/main.ts`,
    cwd: import.meta.dirname,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "../data/e2e",
      WEB_DIST: "../apps/web/dist",
      LOG_LEVEL: "warn",
      PUBLIC_URL: baseURL,
    },
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
  },
});
