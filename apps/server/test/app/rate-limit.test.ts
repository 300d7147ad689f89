import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../fixtures.ts";
import { buildTestApp } from "../helper.ts";
import { saleFixture } from "../sale-fixtures.ts";

const url = "/api/v1/labels/redirect?pattern=example.test";

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** A sign-in of an address nobody has (2004 until the limit answers). */
const signInAttempt = (t: TestApp) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/users/signin/email",
    payload: { email: `${randomUUID()}@example.test`, pwd: "whatever-1" },
  });

/** A limited answer tells the client when it may try again. */
function expectRetryLater(limited: { json: () => unknown }) {
  expect(limited.json()).toMatchObject({
    code: "RATE_LIMITED",
    data: { retryAfterSeconds: expect.any(Number) },
  });
}

describe("rate limit", () => {
  it("answers 429 RATE_LIMITED once a client has used up the window", async () => {
    const t = await buildTestApp({ RATE_LIMIT_MAX: "2", RATE_LIMIT_WINDOW_MS: "60000" });
    try {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
      const limited = await t.app.inject({ method: "GET", url });
      expect(limited.statusCode).toBe(429);
      expectRetryLater(limited);
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
      const attempt = () => signInAttempt(t);
      for (let i = 0; i < 3; i++) expect((await attempt()).json().code).toBe("2004");
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expectRetryLater(limited);
    } finally {
      await t.close();
    }
  });

  it("shares one count between sign-up and sign-in, as the README says", async () => {
    const t = await buildTestApp({ SIGNIN_PER_IP_PER_MINUTE: "4" });
    try {
      const signUp = () =>
        t.app.inject({
          method: "POST",
          url: "/api/v1/users/signup/email",
          payload: {
            email: `${randomUUID()}@example.test`,
            name: "Rate",
            pwd: "whatever-pass-1",
            allowAd: false,
            lang: "en",
          },
        });
      const signIn = () => signInAttempt(t);
      expect((await signUp()).statusCode).not.toBe(429);
      expect((await signUp()).statusCode).not.toBe(429);
      expect((await signIn()).statusCode).not.toBe(429);
      expect((await signIn()).statusCode).not.toBe(429);
      expect((await signIn()).statusCode).toBe(429);
      expect((await signUp()).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it("counts guesses of claim codes apart from receive codes", async () => {
    const t = await buildTestApp({ CLAIM_CODES_PER_MINUTE: "2", RECEIVE_CODES_PER_MINUTE: "5" });
    try {
      const claim = () => t.app.inject({ method: "GET", url: "/api/v1/cltns/qr/nft?code=CNOSUCHCODE" });
      const receive = () => t.app.inject({ method: "GET", url: "/api/v1/nfts/receive/TABCDEFGHJ" });
      expect((await claim()).statusCode).not.toBe(429);
      expect((await claim()).statusCode).not.toBe(429);
      expect((await claim()).json()).toMatchObject({ code: "RATE_LIMITED" });
      // The receive codes' own count is untouched by the claims'.
      for (let i = 0; i < 5; i++) expect((await receive()).statusCode).not.toBe(429);
      expect((await receive()).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it("limits holding and releasing seats per customer, whatever their address", async () => {
    const t = await buildTestApp({ SEAT_HOLDS_PER_MINUTE: "3" });
    try {
      const sale = await saleFixture(t.db);
      const who = await createSignedInUser(t, "rate-pass-1");
      const hold = (remoteAddress: string) =>
        t.app.inject({
          method: "PUT",
          url: "/api/v1/discover/seats/reserve",
          cookies: who.cookies,
          remoteAddress,
          payload: { idList: [sale.seats[0]?.id], cltnTimeId: sale.time.id, nftGroupId: sale.seated.id },
        });
      const first = await hold("198.51.100.1");
      expect(first.statusCode).toBe(200);
      const clear = await t.app.inject({
        method: "PUT",
        url: "/api/v1/discover/seats/reserve/clear",
        cookies: who.cookies,
        payload: { seatReqId: first.json().seatReqId },
      });
      expect(clear.statusCode).toBe(204);
      expect((await hold("198.51.100.2")).statusCode).toBe(200);
      const limited = await hold("198.51.100.3");
      expect(limited.statusCode).toBe(429);
      expectRetryLater(limited);
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
