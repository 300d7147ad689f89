import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "./helper.ts";

describe("GET /api/dev/mailbox", () => {
  it("lists the outbox newest first with each mail's links", async () => {
    const t = await buildTestApp();
    try {
      const to = `${randomUUID()}@example.test`;
      for (const n of [1, 2]) {
        await t.app.mail.send({
          to,
          subject: `Mail ${n}`,
          text: `Open https://admit.test/verified?token=t${n}`,
          html: `<a href="https://admit.test/verified?token=t${n}">Verify</a>`,
        });
      }
      const res = await t.app.inject({ method: "GET", url: "/api/dev/mailbox", query: { limit: "200" } });
      expect(res.statusCode).toBe(200);
      const mine = res.json().items.filter((m: { to: string }) => m.to === to);
      expect(mine.map((m: { subject: string }) => m.subject)).toEqual(["Mail 2", "Mail 1"]);
      expect(mine[0].links).toEqual(["https://admit.test/verified?token=t2"]);
    } finally {
      await t.close();
    }
  });

  it("does not exist when mail is really sent", async () => {
    const t = await buildTestApp({ MAIL_TRANSPORT: "smtp", SMTP_URL: "smtp://127.0.0.1:2525" });
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/dev/mailbox" });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
