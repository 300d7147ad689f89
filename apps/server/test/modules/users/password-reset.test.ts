import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailTokens } from "../../../src/db/schema/index.ts";
import { createSession } from "../../../src/modules/sessions/create-session.ts";
import { SESSION_COOKIE } from "../../../src/modules/sessions/session-token.ts";
import { createVerifiedUser, waitForMails } from "../../fixtures.ts";
import { buildTestApp } from "../../helper.ts";

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: "https://admit.test" });
});
afterAll(() => t.close());

async function resetLink(to: string): Promise<string> {
  const [mail] = await waitForMails(t.db, to);
  return mail?.links[0] ?? "";
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

describe("password reset", () => {
  it("answers the same for any address, mails a one-hour single-use link, and ends every session", async () => {
    const email = `${randomUUID()}@example.test`;
    const user = await createVerifiedUser(t.db, "old-pass-123", {
      email,
      name: "Reset Test",
      language: "ja",
    });
    const { token: session } = await createSession(t.db, { userId: user.id, ttlDays: 1 });

    const known = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/reset/pwd/email?wl=admit",
      payload: { email },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/reset/pwd/email",
      payload: { email: `${randomUUID()}@example.test` },
    });
    expect([known.statusCode, unknown.statusCode]).toEqual([204, 204]);
    expect(known.body).toBe(unknown.body);

    const link = await resetLink(email);
    expect(link).toMatch(/^https:\/\/admit\.test\/reset\/password\?token=[\w-]{43}$/);
    const [stored] = await t.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(stored?.tokenHash).not.toBe(tokenOf(link));
    expect((stored?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    const weak = await t.app.inject({
      method: "PUT",
      url: "/api/v1/users/reset/pwd",
      payload: { token: tokenOf(link), pwd: "short" },
    });
    expect(weak.json().data.fields).toEqual({ pwd: "valid.pwdRequirements" });

    const reset = await t.app.inject({
      method: "PUT",
      url: "/api/v1/users/reset/pwd",
      payload: { token: tokenOf(link), pwd: "new-pass-456" },
    });
    expect(reset.statusCode).toBe(204);
    const again = await t.app.inject({
      method: "PUT",
      url: "/api/v1/users/reset/pwd",
      payload: { token: tokenOf(link), pwd: "other-pass-789" },
    });
    expect(again.json().code).toBe("3004");

    const check = await t.app.inject({
      method: "GET",
      url: "/api/v1/users/check",
      cookies: { [SESSION_COOKIE]: session },
    });
    expect(check.statusCode).toBe(401);
    const signIn = (pwd: string) =>
      t.app.inject({ method: "POST", url: "/api/v1/users/signin/email", payload: { email, pwd } });
    expect((await signIn("old-pass-123")).json().code).toBe("1023");
    expect((await signIn("new-pass-456")).statusCode).toBe(200);
  });

  it("refuses a link it never sent with 3004", async () => {
    const altered = await t.app.inject({
      method: "PUT",
      url: "/api/v1/users/reset/pwd",
      payload: { token: "not-a-real-token", pwd: "new-pass-456" },
    });
    expect(altered.statusCode).toBe(410);
    expect(altered.json().code).toBe("3004");
  });
});
