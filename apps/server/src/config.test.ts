import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("configuration", () => {
  it("keeps mail in the outbox outside production", () => {
    expect(loadConfig({}).mail.transport).toBe("outbox");
  });

  it("refuses production without a way to send mail or a wallet key, and never loads demo data there", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ NODE_ENV: "production", MAIL_TRANSPORT: "outbox" })).toThrow(/MAIL_TRANSPORT/);
    const key = Buffer.alloc(32, 7).toString("base64url");
    const smtp = "smtps://u:p@smtp.example.com:465";
    expect(() => loadConfig({ NODE_ENV: "production", SMTP_URL: smtp })).toThrow(/WALLET_ENCRYPTION_KEY/);
    expect(() => loadConfig({ NODE_ENV: "production", SMTP_URL: smtp, WALLET_ENCRYPTION_KEY: key })).toThrow(
      /QR_SIGNING_KEY/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: "production", SMTP_URL: smtp, WALLET_ENCRYPTION_KEY: key, QR_SIGNING_KEY: key }),
    ).toThrow(/MESSAGE_WEBHOOK_URL/);
    const config = loadConfig({
      NODE_ENV: "production",
      SMTP_URL: smtp,
      WALLET_ENCRYPTION_KEY: key,
      QR_SIGNING_KEY: key,
      MESSAGE_WEBHOOK_URL: "https://sms.example.com/send",
      SEED_DEMO: "true",
    });
    expect(config.mail.transport).toBe("smtp");
    expect(config.messages.transport).toBe("webhook");
    expect(config.seedDemo).toBe(false);
  });

  it("names the setting that is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
  });
});
