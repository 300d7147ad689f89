import { resolve } from "node:path";
import { NETWORKS, type Network } from "@admit/contract/enums";
import { parseEther } from "viem";
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
  /**
   * Further origins (comma-separated) whose pages may change state through the API besides
   * PUBLIC_URL's — a second domain of the same app. In development the Vite dev server's
   * (http://localhost:5173) is allowed too.
   */
  ALLOWED_ORIGINS: z.string().default(""),
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
  /** Calls that send a mail or a text (codes, links, Q-pass) per client per minute. */
  SENDS_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  /** Account changes (profile picture, new password, invitations, issue retries) per client per minute. */
  CHANGES_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Status polls of an open ticket or coupon (the card refreshes its QR state) per client per minute. */
  STATUS_POLLS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Reads of a public access link (no login) per client per minute. */
  ACCESS_LINK_READS_PER_MINUTE: z.coerce.number().int().min(1).default(240),
  /** Referral code checks per client per minute (codes are guessable otherwise). */
  REFERRER_CHECKS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Receive codes looked at or accepted per client per minute (codes are guessable otherwise). */
  RECEIVE_CODES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Claim codes (a poster's, /qr/mint) looked at or used per client per minute (guessable otherwise). */
  CLAIM_CODES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Door check-ins per client (one scanner, or a venue's shared address) per minute. */
  CHECKIN_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
  /** Test XRP requests per client per minute (the development faucet, /api/dev/faucet). */
  DEV_FAUCET_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  /** Seat holds and releases one customer may make per minute: choosing seats, not hoarding them. */
  SEAT_HOLDS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /**
   * Image variants (GET /img/{width}/…) one client may have made per minute: each new one costs
   * the server up to seconds of work; those made already are answered from the cache, uncounted.
   */
  IMAGE_VARIANTS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /**
   * How long a payment or refund may stay unanswered before the sweep asks the provider what
   * became of it: longer than a provider call may take (30 s), so a request still waiting for
   * its answer is never settled under it.
   */
  PAYMENT_SETTLE_AFTER_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Wrong 2-step codes before the code stops working. */
  TWO_STEP_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  /** How long a mailed 2-step code works, in minutes. */
  TWO_STEP_CODE_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  /** Google sign-in: the OAuth client of the Google Cloud console; off unless both are set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Provider endpoints; the defaults are Google's own (tests point them at a local server). */
  GOOGLE_AUTHORIZE_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_USERINFO_URL: z.url().default("https://openidconnect.googleapis.com/v1/userinfo"),
  /** Kakao sign-in: the REST API key and client secret of the Kakao app; off unless both are set. */
  KAKAO_CLIENT_ID: z.string().optional(),
  KAKAO_CLIENT_SECRET: z.string().optional(),
  KAKAO_AUTHORIZE_URL: z.url().default("https://kauth.kakao.com/oauth/authorize"),
  KAKAO_TOKEN_URL: z.url().default("https://kauth.kakao.com/oauth/token"),
  KAKAO_USERINFO_URL: z.url().default("https://kapi.kakao.com/v2/user/me"),
  /** Where uploaded images go: `local` (DATA_DIR/uploads, served at /uploads) or `s3`. */
  STORAGE: z.enum(["local", "s3"]).default("local"),
  /** S3-compatible storage: endpoint (e.g. https://s3.ap-northeast-2.amazonaws.com), bucket, keys. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Public base URL of the bucket's objects (a CDN); defaults to endpoint/bucket. */
  S3_PUBLIC_URL: z.url().optional(),
  /** AWS KMS, for operator keys kept there (`CHAIN_<NETWORK>_OPERATOR_KMS_KEY_ID`): region, endpoint, credentials. */
  KMS_REGION: z.string().default("us-east-1"),
  KMS_ENDPOINT: z.url().optional(),
  KMS_ACCESS_KEY_ID: z.string().optional(),
  KMS_SECRET_ACCESS_KEY: z.string().optional(),
  KMS_SESSION_TOKEN: z.string().optional(),
  REDIS_URL: z.string().optional(),
  /** Key prefix of the shared rate-limit counters in Redis. */
  RATE_LIMIT_NAMESPACE: z.string().min(1).default("admit-rl-"),
  TRUST_PROXY: ZBool.default(false),
  /** `outbox` keeps mails in the database (shown at /dev/mailbox); `smtp` sends them. */
  MAIL_TRANSPORT: z.enum(["outbox", "smtp"]).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Admit <no-reply@admit.test>"),
  /** Mails sent at the same time by one process. */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(10),
  /** Mails one process starts per second; by default 20 over SMTP (a typical relay's limit), 500 into the outbox. */
  MAIL_PER_SECOND: z.coerce.number().int().min(1).optional(),
  /** `outbox` keeps text messages in the database (GET /api/dev/messages); `webhook` sends them. */
  MESSAGE_TRANSPORT: z.enum(["outbox", "webhook"]).optional(),
  /** The SMS gateway's webhook for `webhook`: POST { to, text } with MESSAGE_WEBHOOK_TOKEN as bearer. */
  MESSAGE_WEBHOOK_URL: z.url().optional(),
  MESSAGE_WEBHOOK_TOKEN: z.string().optional(),
  /** `sandbox` pays on our own test checkout page (never in production); `toss` through Toss Payments. */
  PAYMENTS: z.enum(["sandbox", "toss"]).optional(),
  /**
   * The operator's pause of wallet (XRP) payments: "1" refuses new ones ("payment paused" in the
   * app) while refunds go on. The payment contract's own pause() is the other half (wallet-payments-cli).
   */
  WALLET_PAYMENTS_PAUSED: z.enum(["0", "1", "true", "false"]).optional(),
  /**
   * Where the XRP that wallet payments collected goes (`npm run wallet-payments -- withdraw`): an
   * address on XRPL EVM, the platform's treasury. Unset: nothing can be withdrawn.
   */
  WALLET_TREASURY_ADDRESS: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, "an address on XRPL EVM (0x and 40 hexadecimal digits)")
    .optional(),
  /** Toss Payments API keys (developer centre, "API 개별 연동 키"); required for `toss`. */
  TOSS_CLIENT_KEY: z.string().optional(),
  TOSS_SECRET_KEY: z.string().optional(),
  /** Resale payouts: the sandbox records them as paid; toss pays sellers through Toss's payouts API v2. */
  PAYOUTS: z.enum(["sandbox", "toss"]).default("sandbox"),
  /** Toss's security key (64 hexadecimal characters) that encrypts payout requests (JWE). */
  TOSS_SECURITY_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .optional(),
  TOSS_API_BASE: z.url().default("https://api.tosspayments.com"),
  /** `sandbox` verifies on a test page of our own (never in production); `nice` through NICE's standard window. */
  IDENTITY: z.enum(["sandbox", "nice"]).optional(),
  /** NICE API (본인확인 통합형) credentials of the NICE API portal; required for `nice`. */
  NICE_CLIENT_ID: z.string().optional(),
  NICE_CLIENT_SECRET: z.string().optional(),
  NICE_PRODUCT_ID: z.string().optional(),
  NICE_API_BASE: z.url().default("https://svc.niceapi.co.kr:22001"),
  /** NICE's standard window, where the browser posts the encrypted request. */
  NICE_CHECKPLUS_URL: z.url().default("https://nice.checkplus.co.kr/CheckPlusSafeModel/service.cb"),
  /** Where browsers load the Toss Payments JS SDK (v2 "standard") from; its origin joins the CSP. */
  TOSS_SDK_URL: z.url().default("https://js.tosspayments.com/v2/standard"),
  /** 32 bytes, base64url: encrypts custodial wallet keys. Required in production. */
  WALLET_ENCRYPTION_KEY: z.string().optional(),
  /** 32 bytes, base64url: the Ed25519 seed that signs door QR codes. Required in production. */
  QR_SIGNING_KEY: z.string().optional(),
  /** Run the background workers in this process (turn off on API-only processes). */
  JOBS_WORK: ZBool.default(true),
  /** Requests per client per minute to the embedded chain's public JSON-RPC route (/chain/{network}/rpc). */
  CHAIN_RPC_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** The most gas one `eth_call` or `eth_estimateGas` through that route may spend (a contract deployment fits). */
  CHAIN_RPC_GAS_CAP: z.coerce.number().int().min(21_000).default(15_000_000),
  /** How long one such call may run (ms) before it is answered "execution aborted (timeout)". */
  CHAIN_RPC_CALL_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  /** How often a process that works jobs looks at its chain writes on their way (0: never, in this process). */
  CHAIN_WATCH_SECONDS: z.coerce.number().min(0).max(3600).default(2),
  /**
   * The development mailbox and message outbox (password-reset links included) answer only to
   * this machine's own browser; `true` opens them to other devices on purpose (a second phone on
   * the same network for the demo). Never in production: there is no outbox there.
   */
  DEV_MAILBOX_OPEN: ZBool.default(false),
  /** Browser-called IP-country lookup; off unless set. Only pre-selects the display currency. */
  GEO_LOOKUP_URL: z.url().optional(),
});

export type Config = ReturnType<typeof loadConfig>;

/** Settings of one network: its JSON-RPC URL (none: the embedded chain) and what goes with it. */
export interface NetworkConfig {
  network: Network;
  /** `/chain/{slug}/…` on the embedded chain. */
  slug: string;
  /** Unset: the embedded chain, at `/chain/{slug}/rpc` of this server. */
  rpcUrl: string | undefined;
  chainId: number;
  /** The operator's private key; unset on the embedded chain, which derives one from the wallet key. */
  operatorKey: `0x${string}` | undefined;
  /** The operator's key in AWS KMS (its id or ARN), instead of a private key: the signer port's KMS adapter. */
  operatorKmsKeyId: string | undefined;
  confirmations: number;
  /** Where `/tx/{hash}`, `/address/{address}` and `/token/{contract}/{id}` open. */
  explorerUrl: string;
  /** The native currency's symbol (gas; XRP pays on XRPL EVM). */
  currency: string;
  /** Below this balance (wei) of the operator, issuing on the network pauses and an alarm is logged. */
  minOperatorBalance: bigint;
}

/** Where the KMS adapter of the operator's signer sends its requests (SigV4-signed). */
export interface KmsSettings {
  region: string;
  /** Default `https://kms.{region}.amazonaws.com/`. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string | undefined;
}

/** Each network's chain id on the embedded chain: local ids no public network uses. */
const EMBEDDED_CHAIN_IDS: Record<Network, number> = { KLAYTN: 318_217, POLYGON: 310_137, XRPL_EVM: 311_440 };
const NATIVE_CURRENCY: Record<Network, string> = { KLAYTN: "KAIA", POLYGON: "POL", XRPL_EVM: "XRP" };

/** The operator's balance under which issuing pauses, unless `CHAIN_<NETWORK>_MIN_OPERATOR_BALANCE` says otherwise (in KAIA, POL, XRP). */
const MIN_OPERATOR_BALANCE: Record<Network, string> = { KLAYTN: "1", POLYGON: "1", XRPL_EVM: "1" };

/**
 * `CHAIN_<NETWORK>_RPC_URL`, `_CHAIN_ID`, `_OPERATOR_KEY` (or `_OPERATOR_KMS_KEY_ID`), `_CONFIRMATIONS`,
 * `_EXPLORER_URL`, `_MIN_OPERATOR_BALANCE` for
 * KLAYTN, POLYGON and XRPL_EVM (the README lists mainnet and testnet values). With no URL a network
 * runs on the embedded chain — a development default, refused in production like the sandbox checkout.
 */
function networkConfigs(env: NodeJS.ProcessEnv, production: boolean, publicUrl: string): NetworkConfig[] {
  const errors: string[] = [];
  const configs = NETWORKS.map((network): NetworkConfig => {
    const read = (name: string) => env[`CHAIN_${network}_${name}`]?.trim() || undefined;
    const slug = network.toLowerCase().replace("_", "-");
    const rpcUrl = read("RPC_URL");
    const chainId = Number(read("CHAIN_ID") ?? (rpcUrl ? Number.NaN : EMBEDDED_CHAIN_IDS[network]));
    const key = read("OPERATOR_KEY");
    const kmsKeyId = read("OPERATOR_KMS_KEY_ID");
    const confirmations = Number(read("CONFIRMATIONS") ?? (rpcUrl ? 2 : 1));
    if (rpcUrl && !URL.canParse(rpcUrl)) errors.push(`CHAIN_${network}_RPC_URL: not a URL`);
    if (!Number.isInteger(chainId) || chainId <= 0)
      errors.push(`CHAIN_${network}_CHAIN_ID: needed with CHAIN_${network}_RPC_URL (a positive integer)`);
    if (rpcUrl && !key && !kmsKeyId)
      errors.push(
        `CHAIN_${network}_OPERATOR_KEY: needed with CHAIN_${network}_RPC_URL (or CHAIN_${network}_OPERATOR_KMS_KEY_ID)`,
      );
    if (key && kmsKeyId)
      errors.push(`CHAIN_${network}_OPERATOR_KMS_KEY_ID: set it or CHAIN_${network}_OPERATOR_KEY, not both`);
    if (kmsKeyId && !(env.KMS_ACCESS_KEY_ID && env.KMS_SECRET_ACCESS_KEY))
      errors.push(`CHAIN_${network}_OPERATOR_KMS_KEY_ID: needs KMS_ACCESS_KEY_ID and KMS_SECRET_ACCESS_KEY`);
    if (key && !/^0x[0-9a-fA-F]{64}$/.test(key))
      errors.push(`CHAIN_${network}_OPERATOR_KEY: 0x and 64 hex digits`);
    if (!Number.isInteger(confirmations) || confirmations < 1 || confirmations > 100)
      errors.push(`CHAIN_${network}_CONFIRMATIONS: 1 to 100`);
    const minBalance = read("MIN_OPERATOR_BALANCE") ?? MIN_OPERATOR_BALANCE[network];
    if (!/^\d+(\.\d{1,18})?$/.test(minBalance))
      errors.push(
        `CHAIN_${network}_MIN_OPERATOR_BALANCE: an amount of ${NATIVE_CURRENCY[network]}, e.g. 2.5`,
      );
    if (production && !rpcUrl)
      errors.push(
        `CHAIN_${network}_RPC_URL: the embedded chain is for development; production needs a network`,
      );
    if (rpcUrl && !read("EXPLORER_URL"))
      errors.push(
        `CHAIN_${network}_EXPLORER_URL: needed with CHAIN_${network}_RPC_URL (the local explorer shows only the embedded chain)`,
      );
    return {
      network,
      slug,
      rpcUrl,
      chainId,
      operatorKey: key as `0x${string}` | undefined,
      operatorKmsKeyId: kmsKeyId,
      confirmations,
      explorerUrl: (read("EXPLORER_URL") ?? `${publicUrl.replace(/\/$/, "")}/chain/${slug}`).replace(
        /\/$/,
        "",
      ),
      currency: NATIVE_CURRENCY[network],
      minOperatorBalance: /^\d+(\.\d{1,18})?$/.test(minBalance) ? parseEther(minBalance) : 0n,
    };
  });
  if (errors.length > 0) throw new Error(`Invalid configuration:\n  ${errors.join("\n  ")}`);
  return configs;
}

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
  if (production && !e.QR_SIGNING_KEY) {
    throw new Error("Invalid configuration:\n  QR_SIGNING_KEY: required in production (32 bytes, base64url)");
  }
  if (e.STORAGE === "s3" && !(e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      "Invalid configuration:\n  S3_*: STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
    );
  }
  const messageTransport = e.MESSAGE_TRANSPORT ?? (production ? "webhook" : "outbox");
  if (messageTransport === "webhook" && !e.MESSAGE_WEBHOOK_URL)
    throw new Error("Invalid configuration:\n  MESSAGE_WEBHOOK_URL: needed to send text messages");
  const payments = e.PAYMENTS ?? (production ? "toss" : "sandbox");
  if (production && payments === "sandbox") {
    throw new Error(
      "Invalid configuration:\n  PAYMENTS: the sandbox checkout is for development; production pays with toss",
    );
  }
  if (e.PAYOUTS === "toss" && !(e.TOSS_SECRET_KEY && e.TOSS_SECURITY_KEY))
    throw new Error(
      "Invalid configuration:\n  TOSS_SECRET_KEY, TOSS_SECURITY_KEY: needed to pay sellers out with toss (PAYOUTS=toss)",
    );
  if (payments === "toss" && !(e.TOSS_CLIENT_KEY && e.TOSS_SECRET_KEY)) {
    throw new Error(
      "Invalid configuration:\n  TOSS_CLIENT_KEY, TOSS_SECRET_KEY: needed to take payments with toss",
    );
  }
  const identity = e.IDENTITY ?? (production ? "nice" : "sandbox");
  if (production && identity === "sandbox") {
    throw new Error(
      "Invalid configuration:\n  IDENTITY: the sandbox identity check is for development; production verifies with nice",
    );
  }
  if (identity === "nice" && !(e.NICE_CLIENT_ID && e.NICE_CLIENT_SECRET && e.NICE_PRODUCT_ID)) {
    throw new Error(
      "Invalid configuration:\n  NICE_CLIENT_ID, NICE_CLIENT_SECRET, NICE_PRODUCT_ID: needed to verify identities with nice",
    );
  }
  const provider = (
    id?: string,
    secret?: string,
    urls?: { authorize: string; token: string; userinfo: string },
  ) => (id && secret && urls ? { clientId: id, clientSecret: secret, ...urls } : undefined);
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    allowedOrigins: [
      new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
      ...e.ALLOWED_ORIGINS.split(",")
        .map((o) => o.trim())
        .filter(Boolean)
        .map((o) => new URL(o).origin),
      ...(e.NODE_ENV === "development" ? ["http://localhost:5173", "http://127.0.0.1:5173"] : []),
    ],
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
    mail: {
      transport: mailTransport,
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      throughput: {
        concurrency: e.MAIL_CONCURRENCY,
        perSecond: e.MAIL_PER_SECOND ?? (mailTransport === "smtp" ? 20 : 500),
        // A poll's worth of mail: enough to keep every lane busy until the next poll.
        batchSize: Math.max(e.MAIL_CONCURRENCY * 4, 20),
      },
      devMailboxOpen: e.DEV_MAILBOX_OPEN,
    },
    jobs: { work: e.JOBS_WORK, chainWatchSeconds: e.CHAIN_WATCH_SECONDS },
    /** The embedded chain's public JSON-RPC route: what one client may ask of it. */
    chainRpc: {
      perMinute: e.CHAIN_RPC_PER_MINUTE,
      gasCap: BigInt(e.CHAIN_RPC_GAS_CAP),
      callTimeoutMs: e.CHAIN_RPC_CALL_TIMEOUT_MS,
    },
    door: { checkinsPerMinute: e.CHECKIN_PER_MINUTE },
    /** Per-route limits per client per minute, beside the global RATE_LIMIT_MAX. */
    perMinute: {
      sends: e.SENDS_PER_MINUTE,
      changes: e.CHANGES_PER_MINUTE,
      statusPolls: e.STATUS_POLLS_PER_MINUTE,
      accessLinkReads: e.ACCESS_LINK_READS_PER_MINUTE,
      referrerChecks: e.REFERRER_CHECKS_PER_MINUTE,
      receiveCodes: e.RECEIVE_CODES_PER_MINUTE,
      claimCodes: e.CLAIM_CODES_PER_MINUTE,
      faucet: e.DEV_FAUCET_PER_MINUTE,
      imageVariants: e.IMAGE_VARIANTS_PER_MINUTE,
    },
    sale: {
      settleAfterMs: e.PAYMENT_SETTLE_AFTER_SECONDS * 1000,
      seatHoldsPerMinute: e.SEAT_HOLDS_PER_MINUTE,
    },
    messages: {
      transport: messageTransport,
      webhookUrl: e.MESSAGE_WEBHOOK_URL,
      webhookToken: e.MESSAGE_WEBHOOK_TOKEN,
    },
    signIn: {
      maxFailures: e.SIGNIN_MAX_FAILURES,
      lockMinutes: e.SIGNIN_LOCK_MINUTES,
      perIpPerMinute: e.SIGNIN_PER_IP_PER_MINUTE,
    },
    twoStep: { maxFailures: e.TWO_STEP_MAX_FAILURES, codeMinutes: e.TWO_STEP_CODE_MINUTES },
    oauth: {
      google: provider(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, {
        authorize: e.GOOGLE_AUTHORIZE_URL,
        token: e.GOOGLE_TOKEN_URL,
        userinfo: e.GOOGLE_USERINFO_URL,
      }),
      kakao: provider(e.KAKAO_CLIENT_ID, e.KAKAO_CLIENT_SECRET, {
        authorize: e.KAKAO_AUTHORIZE_URL,
        token: e.KAKAO_TOKEN_URL,
        userinfo: e.KAKAO_USERINFO_URL,
      }),
    },
    storage:
      e.STORAGE === "s3"
        ? {
            kind: "s3" as const,
            endpoint: e.S3_ENDPOINT as string,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET as string,
            accessKeyId: e.S3_ACCESS_KEY_ID as string,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
            publicUrl: e.S3_PUBLIC_URL ?? `${(e.S3_ENDPOINT as string).replace(/\/$/, "")}/${e.S3_BUCKET}`,
          }
        : { kind: "local" as const, dir: resolve(e.DATA_DIR, "uploads") },
    payments:
      payments === "toss"
        ? {
            kind: "toss" as const,
            clientKey: e.TOSS_CLIENT_KEY as string,
            secretKey: e.TOSS_SECRET_KEY as string,
            apiBase: e.TOSS_API_BASE,
            sdkUrl: e.TOSS_SDK_URL,
          }
        : { kind: "sandbox" as const },
    walletPayments: {
      paused: e.WALLET_PAYMENTS_PAUSED === "1" || e.WALLET_PAYMENTS_PAUSED === "true",
      treasury: e.WALLET_TREASURY_ADDRESS?.toLowerCase(),
    },
    payouts:
      e.PAYOUTS === "toss"
        ? {
            kind: "toss" as const,
            secretKey: e.TOSS_SECRET_KEY as string,
            securityKey: e.TOSS_SECURITY_KEY as string,
            apiBase: e.TOSS_API_BASE,
          }
        : { kind: "sandbox" as const },
    identity:
      identity === "nice"
        ? {
            kind: "nice" as const,
            clientId: e.NICE_CLIENT_ID as string,
            clientSecret: e.NICE_CLIENT_SECRET as string,
            productId: e.NICE_PRODUCT_ID as string,
            apiBase: e.NICE_API_BASE,
            checkplusUrl: e.NICE_CHECKPLUS_URL,
          }
        : { kind: "sandbox" as const },
    secrets: { walletEncryptionKey: e.WALLET_ENCRYPTION_KEY, qrSigningKey: e.QR_SIGNING_KEY },
    networks: networkConfigs(env, production, e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
    kms:
      e.KMS_ACCESS_KEY_ID && e.KMS_SECRET_ACCESS_KEY
        ? ({
            region: e.KMS_REGION,
            endpoint: e.KMS_ENDPOINT,
            accessKeyId: e.KMS_ACCESS_KEY_ID,
            secretAccessKey: e.KMS_SECRET_ACCESS_KEY,
            sessionToken: e.KMS_SESSION_TOKEN,
          } satisfies KmsSettings)
        : undefined,
  };
}
