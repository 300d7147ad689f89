import { SESSION_HINT_COOKIE } from "@admit/contract/session-hint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../../src/modules/sessions/session-token.ts";
import { createVerifiedUser } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  // Behind a load balancer that ends TLS and says so in X-Forwarded-Proto.
  t = await buildTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

describe("the session cookie", () => {
  it("is HttpOnly and SameSite=Lax, and Secure when the request came over HTTPS", async () => {
    const user = await createVerifiedUser(t.db, "cookie-pass-1");
    const signIn = (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/users/signin/email",
        payload: { email: user.email, pwd: "cookie-pass-1" },
        headers,
      });
    const plain = (await signIn({})).cookies.find((c) => c.name === SESSION_COOKIE);
    expect(plain).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(plain?.secure).toBeFalsy();
    const https = (await signIn({ "x-forwarded-proto": "https" })).cookies.find(
      (c) => c.name === SESSION_COOKIE,
    );
    expect(https).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true });
  });

  it("is Secure whenever PUBLIC_URL is https, even when the proxy speaks plain HTTP to us", async () => {
    const behind = await buildTestApp({ PUBLIC_URL: "https://admit.test" });
    try {
      const user = await createVerifiedUser(behind.db, "cookie-pass-1");
      const res = await behind.app.inject({
        method: "POST",
        url: "/api/v1/users/signin/email",
        payload: { email: user.email, pwd: "cookie-pass-1" },
      });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ secure: true });
    } finally {
      await behind.close();
    }
  });

  it("comes with a hint the page can read, which goes when the session does (issue 26: no 401s for visitors)", async () => {
    const user = await createVerifiedUser(t.db, "cookie-pass-1");
    const signedIn = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/signin/email",
      payload: { email: user.email, pwd: "cookie-pass-1" },
    });
    const session = signedIn.cookies.find((c) => c.name === SESSION_COOKIE);
    const hint = signedIn.cookies.find((c) => c.name === SESSION_HINT_COOKIE);
    expect(hint).toMatchObject({ value: "1", path: "/", sameSite: "Lax" });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.expires).toEqual(session?.expires);

    // A session ended elsewhere: its next call clears the hint, so the page stops asking as if signed in.
    const ended = await t.app.inject({
      method: "GET",
      url: "/api/v1/users/check",
      cookies: { [SESSION_COOKIE]: "no-such-session", [SESSION_HINT_COOKIE]: "1" },
    });
    expect(ended.statusCode).toBe(401);
    expect(ended.cookies.find((c) => c.name === SESSION_HINT_COOKIE)?.value).toBe("");

    // A session begun before the hint existed gets it with its next page.
    const page = await t.app.inject({
      method: "GET",
      url: "/discover",
      cookies: { [SESSION_COOKIE]: session?.value ?? "" },
    });
    expect(page.cookies.find((c) => c.name === SESSION_HINT_COOKIE)?.value).toBe("1");
  });
});
