import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authCodes, sessions, users } from "../../../src/db/schema/index.ts";
import { SESSION_COOKIE } from "../../../src/modules/sessions/session-token.ts";
import { createVerifiedUser, waitForMails } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
const PASSWORD = "two-step-pass-1";

beforeAll(async () => {
  t = await buildTestApp({ TWO_STEP_MAX_FAILURES: "5", SIGNIN_PER_IP_PER_MINUTE: "1000" });
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/users${url}`,
    payload,
    cookies: cookie ? { [SESSION_COOKIE]: cookie } : {},
  });
const put = (url: string, payload: object, cookie?: string) =>
  t.app.inject({
    method: "PUT",
    url: `/api/v1/users${url}`,
    payload,
    cookies: cookie ? { [SESSION_COOKIE]: cookie } : {},
  });
const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
/** The six-digit code of the newest mail to `to` once `count` have arrived. */
const codeFrom = async (to: string, count: number) => {
  const [mail] = await waitForMails(t.db, to, count);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error("no code in the mail");
  return code;
};
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("2-step verification", () => {
  it("is turned on with a mailed code (3001 wrong, then right), then sign-in asks for a code", async () => {
    const user = await createVerifiedUser(t.db, PASSWORD, { language: "ja" });
    const signIn = await post("/signin/email", { email: user.email, pwd: PASSWORD });
    const cookie = cookieOf(signIn) as string;

    const asked = await post("/auth/2step/code", { useAuth: true }, cookie);
    expect(asked.statusCode).toBe(200);
    const { authId, email } = asked.json();
    expect(email).toMatch(/^.{2}\*\*\*@example\.test$/);
    const [mail] = await waitForMails(t.db, user.email, 1);
    expect(mail?.subject).toBe("2段階認証の設定コード");
    const code = await codeFrom(user.email, 1);

    const wrong = await put("/auth/2step", { authId, code: wrongOf(code) }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "3001", field: "code", data: { attemptsLeft: 4 } });
    const short = await put("/auth/2step", { authId, code: "123" }, cookie);
    expect(short.json()).toMatchObject({
      code: "VALIDATION",
      data: { fields: { code: "valid.codeLength" } },
    });

    const on = await put("/auth/2step", { authId, code }, cookie);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ useAuth: true });
    const again = await put("/auth/2step", { authId, code }, cookie);
    expect(again.json()).toMatchObject({ code: "2509" });

    // Sign-in now stops at a code: no session until it is entered.
    const first = await post("/signin/email", { email: user.email, pwd: PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(cookieOf(first)).toBeUndefined();
    const challenge = first.json().twoStep;
    expect(challenge).toMatchObject({ codeValidSeconds: 300 });
    const signinCode = await codeFrom(user.email, 2);
    const bad = await post("/signin/2step", { authId: challenge.authId, code: wrongOf(signinCode) });
    expect(bad.json()).toMatchObject({ code: "M-W-1202", field: "code" });
    const done = await post("/signin/2step", { authId: challenge.authId, code: signinCode });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: user.id, lang: "ja" });
    expect(cookieOf(done)).toBeTruthy();
    const reused = await post("/signin/2step", { authId: challenge.authId, code: signinCode });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: "M-W-1100" });

    // Turning it off takes a code too.
    const off = await post("/auth/2step/code", { useAuth: false }, cookieOf(done));
    const offCode = await codeFrom(user.email, 3);
    const offDone = await put("/auth/2step", { authId: off.json().authId, code: offCode }, cookieOf(done));
    expect(offDone.json()).toEqual({ useAuth: false });
    const plain = await post("/signin/email", { email: user.email, pwd: PASSWORD });
    expect(cookieOf(plain)).toBeTruthy();
  });

  it("stops a code after 5 wrong tries, even sent at once; a new code works again", async () => {
    const user = await createVerifiedUser(t.db, PASSWORD, { useAuth: true });
    const { twoStep } = (await post("/signin/email", { email: user.email, pwd: PASSWORD })).json();
    const code = await codeFrom(user.email, 1);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post("/signin/2step", { authId: twoStep.authId, code: wrongOf(String(Number(code) + i)) }),
      ),
    );
    const codes = guesses.map((g) => g.json().code);
    expect(codes.filter((c) => c === "M-W-1202").length).toBeLessThanOrEqual(4);
    expect(codes).toContain("M-W-1200");
    const [row] = await t.db.select().from(authCodes).where(eq(authCodes.userId, user.id));
    expect(row?.failures).toBe(5);
    // The right code no longer works…
    const late = await post("/signin/2step", { authId: twoStep.authId, code });
    expect(late.json()).toMatchObject({ code: "M-W-1200" });
    // …until a new one is mailed.
    const resent = await post("/signin/2step/resend", { authId: twoStep.authId });
    expect(resent.statusCode).toBe(200);
    const fresh = await codeFrom(user.email, 2);
    const ok = await post("/signin/2step", { authId: twoStep.authId, code: fresh });
    expect(ok.statusCode).toBe(200);
  });

  it("answers M-W-1200 for an expired code and M-W-1100 for an unknown sign-in", async () => {
    const user = await createVerifiedUser(t.db, PASSWORD, { useAuth: true });
    const { twoStep } = (await post("/signin/email", { email: user.email, pwd: PASSWORD })).json();
    const code = await codeFrom(user.email, 1);
    await t.db
      .update(authCodes)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(authCodes.userId, user.id));
    const expired = await post("/signin/2step", { authId: twoStep.authId, code });
    expect(expired.json()).toMatchObject({ code: "M-W-1200", field: "code" });
    const unknown = await post("/signin/2step", { authId: "not-a-request", code });
    expect(unknown.json()).toMatchObject({ code: "M-W-1100" });
    const resendUnknown = await post("/signin/2step/resend", { authId: "not-a-request" });
    expect(resendUnknown.json()).toMatchObject({ code: "M-W-1100" });
  });
});

describe("PUT /users/pwd", () => {
  it("needs the current password (M-W-1013), then changes it and ends the other sessions", async () => {
    const user = await createVerifiedUser(t.db, PASSWORD);
    const here = cookieOf(await post("/signin/email", { email: user.email, pwd: PASSWORD })) as string;
    const elsewhere = cookieOf(await post("/signin/email", { email: user.email, pwd: PASSWORD })) as string;

    const wrong = await put("/pwd", { pwd: "not-my-pass-1", newPwd: "brand-new-pass-2" }, here);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "M-W-1013", field: "pwd" });
    const weak = await put("/pwd", { pwd: PASSWORD, newPwd: "short" }, here);
    expect(weak.json()).toMatchObject({ data: { fields: { newPwd: "valid.pwdRequirements" } } });
    const anonymous = await put("/pwd", { pwd: PASSWORD, newPwd: "brand-new-pass-2" });
    expect(anonymous.statusCode).toBe(401);

    const changed = await put("/pwd", { pwd: PASSWORD, newPwd: "brand-new-pass-2" }, here);
    expect(changed.statusCode).toBe(204);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live).toHaveLength(1);
    const check = (cookie: string) =>
      t.app.inject({ method: "GET", url: "/api/v1/users/check", cookies: { [SESSION_COOKIE]: cookie } });
    expect((await check(here)).statusCode).toBe(200);
    expect((await check(elsewhere)).statusCode).toBe(401);
    expect((await post("/signin/email", { email: user.email, pwd: PASSWORD })).json().code).toBe("1023");
    expect(
      cookieOf(await post("/signin/email", { email: user.email, pwd: "brand-new-pass-2" })),
    ).toBeTruthy();
  });

  it("lets an account without a password set its first one", async () => {
    const user = await createVerifiedUser(t.db, PASSWORD);
    const cookie = cookieOf(await post("/signin/email", { email: user.email, pwd: PASSWORD })) as string;
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const set = await put("/pwd", { newPwd: "first-own-pass-3" }, cookie);
    expect(set.statusCode).toBe(204);
    expect(
      cookieOf(await post("/signin/email", { email: user.email, pwd: "first-own-pass-3" })),
    ).toBeTruthy();
  });
});
