import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("configuration", () => {
  it("keeps mail in the outbox and pays on the sandbox page outside production", () => {
    expect(loadConfig({}).mail.transport).toBe("outbox");
    expect(loadConfig({}).payments).toEqual({ kind: "sandbox" });
    expect(() => loadConfig({ PAYMENTS: "toss", TOSS_CLIENT_KEY: "test_ck_x" })).toThrow(/TOSS_SECRET_KEY/);
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
    const ready = {
      NODE_ENV: "production",
      SMTP_URL: smtp,
      WALLET_ENCRYPTION_KEY: key,
      QR_SIGNING_KEY: key,
      MESSAGE_WEBHOOK_URL: "https://sms.example.com/send",
    } as const;
    expect(() => loadConfig(ready)).toThrow(/TOSS_CLIENT_KEY, TOSS_SECRET_KEY/);
    const toss = {
      TOSS_CLIENT_KEY: "live_ck_x",
      TOSS_SECRET_KEY: "live_sk_x",
      NICE_CLIENT_ID: "nice-id",
      NICE_CLIENT_SECRET: "nice-secret",
      NICE_PRODUCT_ID: "2101979031",
    };
    expect(() => loadConfig({ ...ready, ...toss, NICE_PRODUCT_ID: undefined })).toThrow(/NICE_CLIENT_ID/);
    expect(() => loadConfig({ ...ready, ...toss, IDENTITY: "sandbox" })).toThrow(/IDENTITY/);
    expect(() => loadConfig({ ...ready, ...toss, PAYMENTS: "sandbox" })).toThrow(/PAYMENTS/);
    const config = loadConfig({ ...ready, ...toss, SEED_DEMO: "true" });
    expect(config.payments).toEqual({
      kind: "toss",
      clientKey: "live_ck_x",
      secretKey: "live_sk_x",
      apiBase: "https://api.tosspayments.com",
      sdkUrl: "https://js.tosspayments.com/v2/standard",
    });
    expect(config.identity).toMatchObject({ kind: "nice", productId: "2101979031" });
    expect(config.mail.transport).toBe("smtp");
    expect(config.messages.transport).toBe("webhook");
    expect(config.seedDemo).toBe(false);
  });

  it("names the setting that is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
  });
});
