import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../src/modules/sessions/session-token.ts";
import { createVerifiedUser } from "./fixtures.ts";
import { buildTestApp } from "./helper.ts";

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
});
