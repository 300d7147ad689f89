import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "./helper.ts";

const url = "/api/v1/labels/redirect?pattern=example.test";

describe("rate limit", () => {
  it("answers 429 RATE_LIMITED once a client has used up the window", async () => {
    const t = await buildTestApp({ RATE_LIMIT_MAX: "2", RATE_LIMIT_WINDOW_MS: "60000" });
    try {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
      const limited = await t.app.inject({ method: "GET", url });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe("RATE_LIMITED");
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      // Health checks are never limited.
      expect((await t.app.inject({ method: "GET", url: "/api/v1/health" })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("limits sign-in attempts per client IP", async () => {
    const t = await buildTestApp({ SIGNIN_PER_IP_PER_MINUTE: "3" });
    try {
      const attempt = () =>
        t.app.inject({
          method: "POST",
          url: "/api/v1/users/signin/email",
          payload: { email: `${randomUUID()}@example.test`, pwd: "whatever-1" },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).json().code).toBe("2004");
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe("RATE_LIMITED");
    } finally {
      await t.close();
    }
  });

  // Needs a Redis server: part of the server suite, which CI runs with REDIS_URL set.
  const redisUrl = process.env.REDIS_URL;
  if (redisUrl) {
    it("shares the counts between processes through Redis", async () => {
      const env = {
        RATE_LIMIT_MAX: "2",
        REDIS_URL: redisUrl,
        RATE_LIMIT_NAMESPACE: `admit-test-${randomUUID()}-`,
      };
      const a = await buildTestApp(env);
      const b = await buildTestApp(env);
      try {
        expect((await a.app.inject({ method: "GET", url })).statusCode).toBe(200);
        expect((await b.app.inject({ method: "GET", url })).statusCode).toBe(200);
        expect((await a.app.inject({ method: "GET", url })).statusCode).toBe(429);
        expect((await b.app.inject({ method: "GET", url })).statusCode).toBe(429);
      } finally {
        await a.close();
        await b.close();
      }
    });
  }
});
