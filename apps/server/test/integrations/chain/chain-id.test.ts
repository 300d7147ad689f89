import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generatePrivateKey } from "viem/accounts";
import { expect, it } from "vitest";
import { fakeNode } from "../../fake-node.ts";
import { exited } from "../../processes.ts";

const main = fileURLToPath(new URL("../../../src/main.ts", import.meta.url));

it("refuses to start against a node of another chain: names the network and both ids, exits non-zero", {
  timeout: 120_000,
}, async () => {
  const wrong = await fakeNode(1);
  const dataDir = mkdtempSync(join(tmpdir(), "admit-chain-id-"));
  const port = String(3400 + (process.pid % 500));
  const child = spawn(process.execPath, ["--import", "tsx", main], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      WEB_DIST: "",
      REDIS_URL: "",
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      PORT: port,
      SEED_DEMO: "false",
      CHAIN_POLYGON_RPC_URL: wrong.url,
      CHAIN_POLYGON_CHAIN_ID: "80002",
      CHAIN_POLYGON_OPERATOR_KEY: generatePrivateKey(),
      CHAIN_POLYGON_EXPLORER_URL: "https://amoy.polygonscan.com",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  // Either it ends, or it comes up (and the test fails): whichever happens first.
  let started = false;
  const up = (async () => {
    while (child.exitCode === null && child.signalCode === null) {
      const answered = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (answered) {
        started = true;
        child.kill("SIGTERM");
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  try {
    const outcome = await exited(child);
    await up;
    expect(started).toBe(false);
    expect(outcome).toBe(1);
    expect(stderr).toContain(
      "POLYGON: CHAIN_POLYGON_RPC_URL answers chain id 1, but CHAIN_POLYGON_CHAIN_ID expects 80002",
    );
  } finally {
    await wrong.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
