import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, users } from "../../src/db/schema/index.ts";
import { redactUrl } from "../../src/lib/log-redaction.ts";
import { waitForMails } from "../fixtures.ts";
import { buildTestApp } from "../helper.ts";

describe("logs", () => {
  it("never carry a password, a mailed token or a session cookie", async () => {
    const lines: string[] = [];
    const t = await buildTestApp(
      { LOG_LEVEL: "trace" },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const email = `${randomUUID()}@example.test`;
      const pwd = `secret-${randomUUID()}`;
      await t.app.inject({
        method: "POST",
        url: "/api/v1/users/signup/email",
        payload: { email, name: "Log", pwd },
      });
      let link = "";
      for (let i = 0; i < 150 && !link; i++) {
        const [mail] = await t.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, email))
          .orderBy(desc(mailOutbox.id));
        link = mail?.links[0] ?? "";
        if (!link) await new Promise((r) => setTimeout(r, 100));
      }
      const token = new URL(link).searchParams.get("token") ?? "";
      expect(token).not.toBe("");
      await t.app.inject({ method: "GET", url: `/api/v1/users/email/verify?token=${token}` });
      const signIn = await t.app.inject({
        method: "POST",
        url: "/api/v1/users/signin/email",
        payload: { email, pwd },
      });
      const cookie = signIn.cookies[0]?.value ?? "";
      await t.app.inject({ method: "POST", url: "/api/v1/users/reset/pwd/email", payload: { email } });
      await t.app.inject({ method: "PUT", url: "/api/v1/users/reset/pwd", payload: { token, pwd } });

      // A 2-step sign-in: neither the mailed code nor the request id may show.
      await t.db.update(users).set({ useAuth: true }).where(eq(users.email, email));
      const challenge = (
        await t.app.inject({ method: "POST", url: "/api/v1/users/signin/email", payload: { email, pwd } })
      ).json().twoStep as { authId: string };
      // The reset mail is sent in the background too, so it may arrive after the code.
      const mails = await waitForMails(t.db, email, 3);
      const codeMail = mails.find((m) => m.subject === "Your sign-in code");
      const code = codeMail?.text.match(/\b(\d{6})\b/)?.[1] ?? "";
      expect(code).not.toBe("");
      await t.app.inject({
        method: "POST",
        url: "/api/v1/users/signin/2step",
        payload: { authId: challenge.authId, code },
      });

      const log = lines.join("\n");
      expect(log).toContain("/api/v1/users/email/verify?token=%5Bredacted%5D");
      expect(log).not.toContain(token);
      expect(log).not.toContain(pwd);
      expect(cookie).not.toBe("");
      expect(log).not.toContain(cookie);
      expect(log).not.toContain(challenge.authId);
      expect(log).not.toMatch(new RegExp(`\\b${code}\\b`));
    } finally {
      await t.close();
    }
  });

  it("redacts the values of secret query parameters only", () => {
    expect(redactUrl("/x?token=abc&lang=ko")).toBe("/x?token=%5Bredacted%5D&lang=ko");
    expect(redactUrl("/x?code=123456&state=s")).toBe("/x?code=%5Bredacted%5D&state=%5Bredacted%5D");
    expect(redactUrl("/x?lang=ko")).toBe("/x?lang=ko");
    expect(redactUrl("/x")).toBe("/x");
  });
});
