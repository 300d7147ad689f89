import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../helper.ts";

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

  it("answers only this machine, by the socket's address, whatever X-Forwarded-For says", async () => {
    const t = await buildTestApp({ TRUST_PROXY: "true" });
    try {
      for (const url of ["/api/dev/mailbox", "/api/dev/messages"]) {
        const away = await t.app.inject({ method: "GET", url, remoteAddress: "203.0.113.9" });
        expect(away.statusCode).toBe(404);
        expect(away.json()).toMatchObject({ code: "NOT_FOUND" });
        const forged = await t.app.inject({
          method: "GET",
          url,
          remoteAddress: "203.0.113.9",
          headers: { "x-forwarded-for": "127.0.0.1" },
        });
        expect(forged.statusCode).toBe(404);
        for (const local of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
          const here = await t.app.inject({ method: "GET", url, remoteAddress: local });
          expect(here.statusCode).toBe(200);
        }
      }
    } finally {
      await t.close();
    }
  });

  it("opens to other devices with DEV_MAILBOX_OPEN=true, for the second-phone demo", async () => {
    const t = await buildTestApp({ DEV_MAILBOX_OPEN: "true" });
    try {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/dev/mailbox",
        remoteAddress: "192.168.1.20",
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
