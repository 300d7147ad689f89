import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailTokens, users, wallets } from "../../../src/db/schema/index.ts";
import { SESSION_COOKIE } from "../../../src/modules/sessions/session-token.ts";
import { waitForMails } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: "https://admit.test" });
});
afterAll(() => t.close());

const password = "tickets-4-all";

const mailsTo = (to: string, atLeast = 1) => waitForMails(t.db, to, atLeast);

const verifyPath = (link: string) => new URL(link).pathname + new URL(link).search;

async function signUp(email = `${randomUUID()}@Example.test`, lang = "en") {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/users/signup/email",
    payload: { email, name: "Jiwoo Han", pwd: password, allowAd: true, lang },
  });
  return { res, email: email.toLowerCase() };
}

function cookieOf(res: { cookies: { name: string; value: string }[] }) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
}

describe("sign-up with e-mail", () => {
  it("creates the account lowercased and mails a verification link in the person's language", async () => {
    const { res, email } = await signUp(undefined, "ko");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("이메일 주소를 인증해 주세요");
    expect(mail?.links[0]).toMatch(/^https:\/\/admit\.test\/api\/v1\/users\/email\/verify\?token=[\w-]{43}$/);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.emailVerifiedAt).toBeNull();
    expect(user?.termsAcceptedAt).not.toBeNull();
    const [wallet] = await t.db
      .select()
      .from(wallets)
      .where(eq(wallets.userId, user?.id ?? 0));
    expect(wallet?.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(wallet?.encryptedKey.split(".")).toHaveLength(3);
    const [token] = await t.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.userId, user?.id ?? 0));
    expect(mail?.links[0]).not.toContain(token?.tokenHash);
  });

  it("answers 2001 on the e-mail field for an address already registered", async () => {
    const { email } = await signUp();
    const { res } = await signUp(email.toUpperCase());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "2001", field: "email" });
  });

  it("checks every field with the rules of spec §5", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/signup/email",
      payload: { email: "not-an-email", name: " ", pwd: "short" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({
      email: "valid.email",
      name: "valid.required",
      pwd: "valid.pwdRequirements",
    });
    const noDigit = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/signup/email",
      payload: { email: "a@example.test", name: "A", pwd: "onlyletters" },
    });
    expect(noDigit.json().data.fields).toEqual({ pwd: "valid.pwdRequirements" });
  });
});

describe("verification link", () => {
  it("verifies once, opens no session; opened again it says already verified; a tampered token is invalid", async () => {
    const { email } = await signUp();
    const [mail] = await mailsTo(email);
    const link = verifyPath(mail?.links[0] ?? "");
    const first = await t.app.inject({ method: "GET", url: link });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(`/verified?email=${encodeURIComponent(email)}`);
    // A leaked link must not sign anyone in: no session cookie, ever.
    expect(first.cookies).toEqual([]);
    const again = await t.app.inject({ method: "GET", url: link });
    expect(again.headers.location).toBe(`/verified?email=${encodeURIComponent(email)}&again=1`);
    expect(again.cookies).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: `${link}x` })).headers.location).toBe("/invalid");
  });

  it("sends an expired link to /expired with the address, which can ask for a new one", async () => {
    const { email } = await signUp();
    const [mail] = await mailsTo(email);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, user?.id ?? 0));
    const res = await t.app.inject({ method: "GET", url: verifyPath(mail?.links[0] ?? "") });
    expect(res.headers.location).toBe(`/expired?email=${encodeURIComponent(email)}`);
    const resend = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/resend/email/verify",
      payload: { email },
    });
    expect(resend.statusCode).toBe(204);
    await mailsTo(email, 2);
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/resend/email/verify",
      payload: { email: `${randomUUID()}@example.test` },
    });
    expect(unknown.statusCode).toBe(204);
  });
});

describe("sign-in with e-mail", () => {
  it("answers 2004 for an unknown address and 1023 for a wrong password, on their fields", async () => {
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/signin/email",
      payload: { email: `${randomUUID()}@example.test`, pwd: password },
    });
    expect(unknown.json()).toMatchObject({ code: "2004", field: "email" });
    const { email } = await signUp();
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/signin/email",
      payload: { email, pwd: "nope-1234" },
    });
    expect(wrong.json()).toMatchObject({ code: "1023", field: "pwd" });
    expect(cookieOf(wrong)).toBeUndefined();
  });

  it("mails the link again with 2508 only after the right password", async () => {
    const { email } = await signUp();
    await mailsTo(email, 1);
    await t.app.inject({
      method: "POST",
      url: "/api/v1/users/signin/email",
      payload: { email, pwd: "wrong-123" },
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/signin/email",
      payload: { email, pwd: password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "2508" });
    expect(cookieOf(res)).toBeUndefined();
    expect(await mailsTo(email, 2)).toHaveLength(2);
  });

  it("starts a session once verified, rotates it on the next sign-in, and follows terms and first visit", async () => {
    const { email } = await signUp();
    const [mail] = await mailsTo(email);
    await t.app.inject({ method: "GET", url: verifyPath(mail?.links[0] ?? "") });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/signin/email",
      payload: { email, pwd: password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lang: "en", termsCheck: true, isFirst: true });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const first = cookie?.value ?? "";

    const again = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/signin/email",
      payload: { email, pwd: password },
      cookies: { [SESSION_COOKIE]: first },
    });
    const second = cookieOf(again) ?? "";
    expect(second).not.toBe(first);
    const check = (token: string) =>
      t.app.inject({ method: "GET", url: "/api/v1/users/check", cookies: { [SESSION_COOKIE]: token } });
    expect((await check(first)).statusCode).toBe(401);
    expect((await check(second)).json()).toMatchObject({ termsCheck: true, isFirst: true });

    const put = (url: string, payload?: object) =>
      t.app.inject({ method: "PUT", url, payload, cookies: { [SESSION_COOKIE]: second } });
    expect((await put("/api/v1/users/first")).statusCode).toBe(204);
    expect((await check(second)).json()).toMatchObject({ isFirst: false });
    expect((await put("/api/v1/users/terms_check", { allowAd: false })).statusCode).toBe(204);
    expect((await t.app.inject({ method: "PUT", url: "/api/v1/users/first" })).statusCode).toBe(401);
  });
});
