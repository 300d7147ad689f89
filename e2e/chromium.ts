import { execFileSync } from "node:child_process";

/** Flags for Debian's Chromium here: no sandbox as root, and no calls to Google's hosts. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Debian's Chromium (Playwright never downloads a browser here); CHROMIUM_PATH overrides. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync("sh", ["-c", "command -v chromium || command -v chromium-browser"], {
      encoding: "utf8",
    }).trim();
  } catch {
    throw new Error("Chromium is not installed: apt-get install -y chromium fonts-noto-cjk");
  }
}
