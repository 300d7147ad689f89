import { randomUUID } from "node:crypto";
import { ERRORS } from "@admit/contract/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRow } from "../../src/db/client.ts";
import { users } from "../../src/db/schema/index.ts";
import { createSession } from "../../src/modules/sessions/create-session.ts";
import { SESSION_COOKIE } from "../../src/modules/sessions/session-token.ts";
import { buildTestApp } from "../helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function createUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  const values = {
    email: `${randomUUID()}@example.test`,
    name: "Test",
    customerKey: randomUUID(),
    ...overrides,
  };
  return await insertRow(t.db, users, values);
}

describe("health", () => {
  it("answers 200 with the database up", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok", database: "up" });
  });
});

describe("API conventions", () => {
  it("answers unknown API paths with a JSON 404 in the error shape", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.json()).toMatchObject({ code: "NOT_FOUND", message: expect.any(String) });
  });

  it("refuses malformed JSON with 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/signout",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("BAD_REQUEST");
  });

  it("refuses oversize bodies with 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/signout",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ pad: "x".repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers validation errors with per-field valid.* keys", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/labels/redirect" });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("VALIDATION");
    expect(body.field).toBe("pattern");
    expect(body.data.fields).toEqual({ pattern: "valid.required" });
  });

  it("translates messages by Accept-Language", async () => {
    const en = await t.app.inject({
      method: "GET",
      url: "/api/v1/users/check",
      headers: { "accept-language": "en-US" },
    });
    const ko = await t.app.inject({
      method: "GET",
      url: "/api/v1/users/check",
      headers: { "accept-language": "ko-KR,ko;q=0.9" },
    });
    expect(en.json().code).toBe("UNAUTHORIZED");
    expect(ko.json().code).toBe("UNAUTHORIZED");
    expect(ko.json().message).not.toBe(en.json().message);
    expect(ko.json().message).toMatch(/[가-힣]/);
  });

  it("sends security headers and a request id", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    // An answer of the API is never a document: nothing may load in it or frame it.
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    // The app's pages carry the full policy (scripts, styles and images from here only).
    const page = await t.app.inject({ method: "GET", url: "/sandbox/checkout/none" });
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("keeps a caller's request id", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/health",
      headers: { "x-request-id": "abc-123" },
    });
    expect(res.headers["x-request-id"]).toBe("abc-123");
    const odd = await t.app.inject({
      method: "GET",
      url: "/api/v1/health",
      headers: { "x-request-id": "a\nb c" },
    });
    expect(odd.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses cross-site mutations", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/signout",
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("FORBIDDEN");
  });

  it("refuses a mutation that names no origin, and never takes the request's own Host as one", async () => {
    const signOut = (headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/api/v1/users/signout", headers });
    const none = await signOut({ origin: "" });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ code: "FORBIDDEN", data: { reason: "no-origin" } });
    // A sender writes Host too: an origin matching it proves nothing.
    const forged = await signOut({ origin: "http://evil.example", host: "evil.example" });
    expect(forged.statusCode).toBe(403);
    const own = new URL(t.app.config.publicUrl).origin;
    expect((await signOut({ origin: own })).statusCode).not.toBe(403);
    // Without Origin, the Referer of one of our pages will do.
    expect((await signOut({ origin: "", referer: `${own}/profile` })).statusCode).not.toBe(403);
    expect((await signOut({ origin: "", referer: "http://evil.example/x" })).statusCode).toBe(403);
  });

  it("serves the OpenAPI document generated from the schemas", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/v1/health", "/api/v1/labels/{name}", "/api/v1/users/check"]),
    );
  });

  it("defines every status it answers with in the catalogue", () => {
    for (const [code, { status }] of Object.entries(ERRORS)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
  });
});

describe("sessions", () => {
  it("answers /users/check with 401 without a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/users/check" });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("UNAUTHORIZED");
  });

  it("answers /users/check with the terms and first-visit flags of the session's user", async () => {
    const user = await createUser({ termsAcceptedAt: null, isFirst: true });
    const { token } = await createSession(t.db, { userId: user.id, ttlDays: 1 });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/users/check",
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: user.id, termsCheck: false, isFirst: true });
  });

  it("treats an unknown or expired session as none", async () => {
    const user = await createUser();
    const { token } = await createSession(t.db, { userId: user.id, ttlDays: -1 });
    for (const cookie of [token, "forged-token"]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/v1/users/check",
        cookies: { [SESSION_COOKIE]: cookie },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it("ends the session on sign-out", async () => {
    const user = await createUser({ termsAcceptedAt: new Date(), isFirst: false });
    const { token } = await createSession(t.db, { userId: user.id, ttlDays: 1 });
    const out = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/signout",
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(out.statusCode).toBe(204);
    // The session cookie and the page's signed-in hint are both cleared.
    const cleared = [out.headers["set-cookie"] ?? []].flat();
    expect(cleared.some((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
    expect(cleared.some((c) => c.startsWith("admit_signed_in=;"))).toBe(true);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/users/check",
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(res.statusCode).toBe(401);
  });
});
