import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("configuration", () => {
  it("runs every network on the embedded chain outside production, its explorer on this server", () => {
    const config = loadConfig({ PUBLIC_URL: "https://dev.admit.test" });
    expect(config.networks.map((n) => [n.network, n.rpcUrl, n.slug, n.explorerUrl, n.currency])).toEqual([
      ["KLAYTN", undefined, "klaytn", "https://dev.admit.test/chain/klaytn", "KAIA"],
      ["POLYGON", undefined, "polygon", "https://dev.admit.test/chain/polygon", "POL"],
      ["XRPL_EVM", undefined, "xrpl-evm", "https://dev.admit.test/chain/xrpl-evm", "XRP"],
    ]);
    expect(new Set(config.networks.map((n) => n.chainId)).size).toBe(3);
  });

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
    expect(() => loadConfig({ ...ready, ...toss })).toThrow(
      /CHAIN_KLAYTN_RPC_URL: the embedded chain is for development/,
    );
    const operator = `0x${"ab".repeat(32)}`;
    const chains = {
      CHAIN_KLAYTN_RPC_URL: "https://public-en.node.kaia.io",
      CHAIN_KLAYTN_CHAIN_ID: "8217",
      CHAIN_KLAYTN_OPERATOR_KEY: operator,
      CHAIN_KLAYTN_EXPLORER_URL: "https://kaiascan.io",
      CHAIN_POLYGON_RPC_URL: "https://polygon-rpc.com",
      CHAIN_POLYGON_CHAIN_ID: "137",
      CHAIN_POLYGON_OPERATOR_KEY: operator,
      CHAIN_POLYGON_EXPLORER_URL: "https://polygonscan.com/",
      CHAIN_XRPL_EVM_RPC_URL: "https://rpc.xrplevm.org",
      CHAIN_XRPL_EVM_CHAIN_ID: "1440000",
      CHAIN_XRPL_EVM_OPERATOR_KEY: operator,
      CHAIN_XRPL_EVM_EXPLORER_URL: "https://explorer.xrplevm.org",
    };
    expect(() => loadConfig({ ...ready, ...toss, ...chains, CHAIN_POLYGON_OPERATOR_KEY: undefined })).toThrow(
      /CHAIN_POLYGON_OPERATOR_KEY: needed/,
    );
    expect(() => loadConfig({ ...ready, ...toss, ...chains, CHAIN_XRPL_EVM_CHAIN_ID: "x" })).toThrow(
      /CHAIN_XRPL_EVM_CHAIN_ID/,
    );
    expect(() => loadConfig({ ...ready, ...toss, ...chains, CHAIN_KLAYTN_EXPLORER_URL: "" })).toThrow(
      /CHAIN_KLAYTN_EXPLORER_URL: needed/,
    );
    const config = loadConfig({ ...ready, ...toss, ...chains, SEED_DEMO: "true" });
    expect(config.networks.map((n) => [n.network, n.chainId, n.confirmations, n.explorerUrl])).toEqual([
      ["KLAYTN", 8217, 2, "https://kaiascan.io"],
      ["POLYGON", 137, 2, "https://polygonscan.com"],
      ["XRPL_EVM", 1440000, 2, "https://explorer.xrplevm.org"],
    ]);
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
