import { generatePrivateKey } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../../src/modules/sessions/session-token.ts";
import { deadNodeUrl, fakeNode } from "../../fake-node.ts";
import { buildTestApp } from "../../helper.ts";

const ALL_UP = { KLAYTN: "up", POLYGON: "up", XRPL_EVM: "up" };

describe("GET /api/v1/health", () => {
  it("answers 503 with the database down once it stops answering", async () => {
    // No job workers: on the shared server database they could be finishing another file's mail job
    // when the pool closes under them.
    const t = await buildTestApp({ JOBS_WORK: "false" });
    const up = await t.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ status: "ok", database: "up", driver: t.database.kind });
    const readyUp = await t.app.inject({ method: "GET", url: "/api/v1/health/ready" });
    expect(readyUp.json()).toEqual({ status: "ok", database: "up", chains: ALL_UP });
    await t.database.close();
    // The probe's answer is reused for up to a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const down = await t.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: "degraded", database: "down" });
    // Ready says the same; live still answers (the process is not stuck, its database is gone).
    const ready = await t.app.inject({ method: "GET", url: "/api/v1/health/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "degraded", database: "down", chains: ALL_UP });
    // A session cookie changes nothing: live never looks it up (its database is gone).
    const live = await t.app.inject({
      method: "GET",
      url: "/api/v1/health/live",
      cookies: { [SESSION_COOKIE]: "a-session-token" },
    });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    await t.app.close();
  });

  it("answers not ready while a network's node does not answer, or answers another chain id", async () => {
    // POLYGON's node says it is chain 1 (Ethereum) where Amoy (80002) is configured; KLAYTN's is down.
    const wrong = await fakeNode(1);
    const t = await buildTestApp({
      JOBS_WORK: "false",
      CHAIN_POLYGON_RPC_URL: wrong.url,
      CHAIN_POLYGON_CHAIN_ID: "80002",
      CHAIN_POLYGON_OPERATOR_KEY: generatePrivateKey(),
      CHAIN_POLYGON_EXPLORER_URL: "https://amoy.polygonscan.com",
      CHAIN_KLAYTN_RPC_URL: await deadNodeUrl(),
      CHAIN_KLAYTN_CHAIN_ID: "1001",
      CHAIN_KLAYTN_OPERATOR_KEY: generatePrivateKey(),
      CHAIN_KLAYTN_EXPLORER_URL: "https://kairos.kaiascan.io",
    });
    try {
      const ready = await t.app.inject({ method: "GET", url: "/api/v1/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: "degraded",
        database: "up",
        chains: { KLAYTN: "down", POLYGON: "wrong-chain", XRPL_EVM: "up" },
      });
      // The detailed health names each network's node beside its operator's balance.
      const health = await t.app.inject({ method: "GET", url: "/api/v1/health" });
      expect(
        (health.json() as { chains: Array<{ network: string; node: string }> }).chains.map((c) => [
          c.network,
          c.node,
        ]),
      ).toEqual([
        ["KLAYTN", "down"],
        ["POLYGON", "wrong-chain"],
        ["XRPL_EVM", "up"],
      ]);
    } finally {
      await t.close();
      await wrong.close();
    }
  });

  it("answers the liveness probe before rate limits, sessions and logs: any number of times", async () => {
    const t = await buildTestApp({ JOBS_WORK: "false", RATE_LIMIT_MAX: "2" });
    for (let i = 0; i < 5; i++) {
      const live = await t.app.inject({ method: "GET", url: "/api/v1/health/live" });
      expect(live.statusCode).toBe(200);
      expect(live.headers["content-type"]).toMatch(/^application\/json/);
      expect(live.headers["x-ratelimit-limit"]).toBeUndefined();
      expect(live.json()).toEqual({ status: "ok" });
    }
    // Other API calls still count: the third one in the window is refused.
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await t.app.inject({ method: "GET", url: "/api/v1/labels/admit" })).statusCode);
    expect(codes.at(-1)).toBe(429);
    await t.app.close();
  });
});
