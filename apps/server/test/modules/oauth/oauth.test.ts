import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oauthAccounts, users, wallets } from "../../../src/db/schema/index.ts";
import { SESSION_COOKIE } from "../../../src/modules/sessions/session-token.ts";
import { createVerifiedUser } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";

/** A real OAuth 2 server on loopback: it checks PKCE and redirects back with a code. */
const provider = new OAuth2Server();
/** What the provider's userinfo endpoint answers next (Google's or Kakao's shape). */
let userinfo: Record<string, unknown> = {};
let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  provider.service.on("beforeUserinfo", (response: { body: unknown }) => {
    response.body = userinfo;
  });
  const url = provider.issuer.url as string;
  const endpoints = (p: "GOOGLE" | "KAKAO") => ({
    [`${p}_CLIENT_ID`]: `${p.toLowerCase()}-client`,
    [`${p}_CLIENT_SECRET`]: `${p.toLowerCase()}-secret`,
    [`${p}_AUTHORIZE_URL`]: `${url}/authorize`,
    [`${p}_TOKEN_URL`]: `${url}/token`,
    [`${p}_USERINFO_URL`]: `${url}/userinfo`,
  });
  t = await buildTestApp({ ...endpoints("GOOGLE"), ...endpoints("KAKAO") });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

type Cookies = Record<string, string>;
const cookiesOf = (res: { cookies: { name: string; value: string }[] }): Cookies =>
  Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));

/** The browser's trip: our redirect → the provider → back to our callback. Answers the callback's reply. */
async function signInThrough(name: "google" | "kakao", session: Cookies = {}, start?: () => Promise<string>) {
  let authorizeUrl: string;
  let flowCookies: Cookies;
  if (start) {
    authorizeUrl = await start();
    flowCookies = lastFlowCookies;
  } else {
    const begin = await t.app.inject({
      method: "GET",
      url: `/api/v1/users/signin/${name}?lang=ko`,
      cookies: session,
    });
    expect(begin.statusCode).toBe(302);
    authorizeUrl = begin.headers.location as string;
    flowCookies = cookiesOf(begin);
  }
  const atProvider = await fetch(authorizeUrl, { redirect: "manual" });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get("location") as string);
  expect(back.pathname).toBe(`/api/v1/users/oauth/${name}/callback`);
  return t.app.inject({
    method: "GET",
    url: `${back.pathname}${back.search}`,
    cookies: { ...session, ...flowCookies },
  });
}
let lastFlowCookies: Cookies = {};

const googleProfile = (email: string, verified = true) => ({
  sub: randomUUID(),
  email,
  email_verified: verified,
  name: "Jiwoo Park",
});

describe("social sign-in", () => {
  it("redirects with state and an S256 PKCE challenge, and a new account goes to the terms", async () => {
    const begin = await t.app.inject({ method: "GET", url: "/api/v1/users/signin/google?lang=ko" });
    const url = new URL(begin.headers.location as string);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("redirect_uri")).toBe(
      "http://localhost:3000/api/v1/users/oauth/google/callback",
    );
    const flowCookie = begin.cookies.find((c) => c.name === "admit_oauth");
    expect(flowCookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/v1/users/oauth" });

    const email = `${randomUUID()}@gmail.test`;
    userinfo = googleProfile(email);
    const done = await signInThrough("google");
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe("/register/external/google");
    const session = cookiesOf(done)[SESSION_COOKIE];
    expect(session).toBeTruthy();

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      name: "Jiwoo Park",
      language: "ko",
      passwordHash: null,
      termsAcceptedAt: null,
    });
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(
      await t.db
        .select()
        .from(wallets)
        .where(eq(wallets.userId, user?.id ?? 0)),
    ).toHaveLength(1);

    const check = await t.app.inject({
      method: "GET",
      url: "/api/v1/users/check",
      cookies: { [SESSION_COOKIE]: session as string },
    });
    expect(check.json()).toMatchObject({ termsCheck: false, isFirst: true });
    await t.app.inject({
      method: "PUT",
      url: "/api/v1/users/terms_check",
      payload: { allowAd: false },
      cookies: { [SESSION_COOKIE]: session as string },
    });

    // The same Google account again: the same user, now on to the first-visit page.
    const again = await signInThrough("google");
    expect(again.headers.location).toBe("/register/success");
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);

    // Past the first visit, a customer lands on their wallet and a host on their door.
    await t.db.update(users).set({ isFirst: false }).where(eq(users.email, email));
    expect((await signInThrough("google")).headers.location).toBe("/");
    await t.db.update(users).set({ role: "HOST" }).where(eq(users.email, email));
    expect((await signInThrough("google")).headers.location).toBe("/host");
  });

  it("links a verified provider address to the existing account instead of making a second one", async () => {
    const existing = await createVerifiedUser(t.db, "own-password-1");
    userinfo = googleProfile(existing.email);
    const done = await signInThrough("google");
    expect(done.headers.location).toBe("/register/success");
    const linked = await t.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, existing.id));
    expect(linked).toMatchObject([{ provider: "google" }]);
    expect(await t.db.select().from(users).where(eq(users.email, existing.email))).toHaveLength(1);
  });

  it("never links or creates by an address the provider does not vouch for", async () => {
    const existing = await createVerifiedUser(t.db, "own-password-1");
    userinfo = googleProfile(existing.email, false);
    const done = await signInThrough("google");
    expect(done.headers.location).toBe("/login/start?oauthError=email");
    expect(await t.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, existing.id))).toHaveLength(
      0,
    );
  });

  it("reads Kakao's profile shape and sends the secret in the body", async () => {
    const email = `${randomUUID()}@kakao.test`;
    const id = Math.floor(Math.random() * 1e12);
    userinfo = {
      id,
      kakao_account: {
        email,
        is_email_verified: true,
        is_email_valid: true,
        profile: { nickname: "라이언" },
      },
    };
    const done = await signInThrough("kakao");
    expect(done.headers.location).toBe("/register/external/kakao");
    const [account] = await t.db
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.subject, String(id)));
    expect(account).toMatchObject({ provider: "kakao", email });
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, account?.userId ?? 0));
    expect(user?.name).toBe("라이언");
  });

  it("refuses a callback without the flow's cookie, with another state, or after the person said no", async () => {
    userinfo = googleProfile(`${randomUUID()}@gmail.test`);
    const begin = await t.app.inject({ method: "GET", url: "/api/v1/users/signin/google" });
    const atProvider = await fetch(begin.headers.location as string, { redirect: "manual" });
    const back = new URL(atProvider.headers.get("location") as string);
    const noCookie = await t.app.inject({ method: "GET", url: `${back.pathname}${back.search}` });
    expect(noCookie.headers.location).toBe("/login/start?oauthError=failed");
    back.searchParams.set("state", "forged-state");
    const forged = await t.app.inject({
      method: "GET",
      url: `${back.pathname}${back.search}`,
      cookies: cookiesOf(begin),
    });
    expect(forged.headers.location).toBe("/login/start?oauthError=failed");
    expect(cookiesOf(forged)[SESSION_COOKIE]).toBeUndefined();

    const again = await t.app.inject({ method: "GET", url: "/api/v1/users/signin/google" });
    const state = new URL(again.headers.location as string).searchParams.get("state");
    const denied = await t.app.inject({
      method: "GET",
      url: `/api/v1/users/oauth/google/callback?error=access_denied&state=${state}`,
      cookies: cookiesOf(again),
    });
    expect(denied.headers.location).toBe("/login/start?oauthError=denied");
  });

  it("says a provider without credentials is unavailable", async () => {
    const bare = await buildTestApp();
    try {
      const res = await bare.app.inject({ method: "GET", url: "/api/v1/users/signin/kakao?lang=en" });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/login/start?oauthError=unavailable");
    } finally {
      await bare.close();
    }
  });
});

describe("PUT /users/external/link", () => {
  it("links another provider to the signed-in account, and refuses one linked to someone else", async () => {
    const user = await createVerifiedUser(t.db, "own-password-1");
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/signin/email",
      payload: { email: user.email, pwd: "own-password-1" },
    });
    const session = { [SESSION_COOKIE]: cookiesOf(signIn)[SESSION_COOKIE] as string };
    const start = async () => {
      const res = await t.app.inject({
        method: "PUT",
        url: "/api/v1/users/external/link",
        payload: { provider: "kakao", lang: "en" },
        cookies: session,
      });
      expect(res.statusCode).toBe(200);
      lastFlowCookies = cookiesOf(res);
      return res.json().url as string;
    };
    const kakaoId = Math.floor(Math.random() * 1e12);
    userinfo = { id: kakaoId, kakao_account: { email: "other@kakao.test", is_email_verified: true } };
    const linked = await signInThrough("kakao", session, start);
    expect(linked.headers.location).toBe("/profile?linked=kakao");
    const me = await t.app.inject({ method: "GET", url: "/api/v1/users/me", cookies: session });
    expect(me.json().providers).toEqual(["kakao"]);

    // That Kakao account now signs in to this user.
    const viaKakao = await signInThrough("kakao");
    expect(viaKakao.headers.location).toBe("/register/success");

    const someoneElse = await createVerifiedUser(t.db, "own-password-1");
    const other = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/signin/email",
      payload: { email: someoneElse.email, pwd: "own-password-1" },
    });
    const otherSession = { [SESSION_COOKIE]: cookiesOf(other)[SESSION_COOKIE] as string };
    const taken = await signInThrough("kakao", otherSession, async () => {
      const res = await t.app.inject({
        method: "PUT",
        url: "/api/v1/users/external/link",
        payload: { provider: "kakao" },
        cookies: otherSession,
      });
      lastFlowCookies = cookiesOf(res);
      return res.json().url as string;
    });
    expect(taken.headers.location).toBe("/profile?linkError=taken");

    const anonymous = await t.app.inject({
      method: "PUT",
      url: "/api/v1/users/external/link",
      payload: { provider: "kakao" },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
