import { resolve } from "node:path";
import { z } from "zod";

const ZBool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** Every setting of the server, read from the environment once. The README lists them all. */
const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Public URL of the app, used in links the server builds (mails, redirects). */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Load demo data into an empty database at start (never in production). */
  SEED_DEMO: ZBool.default(true),
  /** Folder of the built web app; empty disables serving it. */
  WEB_DIST: z.string().default("apps/web/dist"),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Wrong passwords per account within the window before it locks. */
  SIGNIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  /** Sign-in (and sign-up) attempts per IP per minute. */
  SIGNIN_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** The failure window and the lock, in minutes. */
  SIGNIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  REDIS_URL: z.string().optional(),
  /** Key prefix of the shared rate-limit counters in Redis. */
  RATE_LIMIT_NAMESPACE: z.string().min(1).default("admit-rl-"),
  TRUST_PROXY: ZBool.default(false),
  /** `outbox` keeps mails in the database (shown at /dev/mailbox); `smtp` sends them. */
  MAIL_TRANSPORT: z.enum(["outbox", "smtp"]).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Admit <no-reply@admit.test>"),
  /** 32 bytes, base64url: encrypts custodial wallet keys. Required in production. */
  WALLET_ENCRYPTION_KEY: z.string().optional(),
  /** Run the background workers in this process (turn off on API-only processes). */
  JOBS_WORK: ZBool.default(true),
  /** Browser-called IP-country lookup; off unless set. Only pre-selects the display currency. */
  GEO_LOOKUP_URL: z.url().optional(),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const mailTransport = e.MAIL_TRANSPORT ?? (production ? "smtp" : "outbox");
  if (production && mailTransport === "outbox") {
    throw new Error(
      "Invalid configuration:\n  MAIL_TRANSPORT: the outbox is for development; production sends with smtp",
    );
  }
  if (mailTransport === "smtp" && !e.SMTP_URL)
    throw new Error("Invalid configuration:\n  SMTP_URL: needed to send mail");
  if (production && !e.WALLET_ENCRYPTION_KEY) {
    throw new Error(
      "Invalid configuration:\n  WALLET_ENCRYPTION_KEY: required in production (32 bytes, base64url)",
    );
  }
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO && !production,
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : undefined,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS, namespace: e.RATE_LIMIT_NAMESPACE },
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    geoLookupUrl: e.GEO_LOOKUP_URL,
    mail: { transport: mailTransport, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    jobs: { work: e.JOBS_WORK },
    signIn: {
      maxFailures: e.SIGNIN_MAX_FAILURES,
      lockMinutes: e.SIGNIN_LOCK_MINUTES,
      perIpPerMinute: e.SIGNIN_PER_IP_PER_MINUTE,
    },
    secrets: { walletEncryptionKey: e.WALLET_ENCRYPTION_KEY },
  };
}
