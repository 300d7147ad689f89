import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ZLiveness } from "@admit/contract/api";
import { IMAGE_PATH, RESIZABLE_IMAGE } from "@admit/contract/images";
import { MAX_JSON_BODY_BYTES } from "@admit/contract/limits";
import { API_BASE } from "@admit/contract/paths";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import helmet from "helmet";
import { Redis } from "ioredis";
import type PgBoss from "pg-boss";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Deps } from "./deps.ts";
import type { OutboxFaults } from "./integrations/chain/outbox.ts";
import type { TokenIssuer } from "./integrations/issuer/token-issuer.ts";
import type { PaymentProvider } from "./integrations/payments/payment-provider.ts";
import type { WalletPayments } from "./integrations/payments/wallet-payments.ts";
import { sandboxPayouts } from "./integrations/payouts/payout-provider.ts";
import { tossPayouts } from "./integrations/payouts/toss-payouts.ts";
import { redactUrl } from "./lib/log-redaction.ts";
import { accessLinkOwnerRoutes, accessLinkPublicRoutes, qpassRoutes } from "./modules/access-links/routes.ts";
import { reconcileRoutes } from "./modules/chain/reconcile-routes.ts";
import { chainRoutes } from "./modules/chain/routes.ts";
import { applyRoutes } from "./modules/claims/apply-routes.ts";
import { type ClaimGuard, guardedClaims } from "./modules/claims/claim-guard.ts";
import { claimRoutes, hostClaimRoutes } from "./modules/claims/routes.ts";
import { rsvpRoutes } from "./modules/claims/rsvp-routes.ts";
import { cltnRoutes } from "./modules/cltns/routes.ts";
import { couponRoutes } from "./modules/coupons/routes.ts";
import { devFaucetRoutes } from "./modules/dev-faucet/routes.ts";
import { faucetNetwork } from "./modules/dev-faucet/send-test-xrp.ts";
import { devMailboxRoutes, mayReadDevOutbox } from "./modules/dev-mailbox/routes.ts";
import { referrerRoutes } from "./modules/discover/referrer-routes.ts";
import { discoverRoutes } from "./modules/discover/routes.ts";
import { doorRoutes } from "./modules/door/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { identityRoutes } from "./modules/identity/routes.ts";
import { imageRoutes } from "./modules/images/routes.ts";
import { inviteRoutes } from "./modules/invites/routes.ts";
import { issuingRoutes } from "./modules/issuing/routes.ts";
import { labelRoutes } from "./modules/labels/routes.ts";
import { nftRoutes } from "./modules/nfts/routes.ts";
import { notificationRoutes } from "./modules/notifications/routes.ts";
import { oauthRoutes } from "./modules/oauth/routes.ts";
import { paymentRoutes, resalePaymentRoutes } from "./modules/payments/routes.ts";
import { guardedSale } from "./modules/purchase/guarded-sale.ts";
import { purchaseRoutes, resaleReservationRoutes } from "./modules/purchase/routes.ts";
import type { SaleGuards } from "./modules/purchase/sale-guards.ts";
import { resaleOfferRoutes, resaleRoutes } from "./modules/resale/routes.ts";
import { transferRoutes } from "./modules/transfers/routes.ts";
import { userRoutes } from "./modules/users/routes.ts";
import { walletLinkRoutes } from "./modules/wallet-link/routes.ts";
import { chainPlugin } from "./plugins/chain.ts";
import { DOCS_PATH, docsPlugin } from "./plugins/docs.ts";
import { errorsPlugin, handleClientError, handleFrameworkError, sendError } from "./plugins/errors.ts";
import { loadFirstScreens } from "./plugins/first-screens.ts";
import { idempotencyPlugin } from "./plugins/idempotency.ts";
import { identityPlugin } from "./plugins/identity.ts";
import { inputGuardPlugin } from "./plugins/input-guard.ts";
import { jobsPlugin } from "./plugins/jobs.ts";
import { paymentsPlugin } from "./plugins/payments.ts";
import { secretsPlugin } from "./plugins/secrets.ts";
import { sessionPlugin } from "./plugins/session.ts";
import { storagePlugin } from "./plugins/storage.ts";
import { lockingTokens, type TokenGuard } from "./policies/token-guard.ts";

declare module "fastify" {
  /** The app carries every use case's dependencies (deps.ts), decorated by the plugins below. */
  interface FastifyInstance extends Deps {
    database: Database;
  }
}

/** Builds the server: plugins in a fixed order (config, db, security, session, routes, web). */
export interface BuildOptions {
  /** Where log lines go (tests read them); stdout otherwise. */
  logStream?: { write(line: string): void };
  /** Test-only: wraps the chain issuer (tests make it fail). */
  issuer?: (issuer: TokenIssuer) => TokenIssuer;
  /** Test-only: the chain outbox's crash points (crash tests stop the process there). */
  chainFaults?: OutboxFaults;
  /** How the sale takes seats and stock; the guarded sale by default (race tests pass one without guards). */
  sale?: SaleGuards;
  /** How a claim takes one use of a code; the guarded claim by default (race tests pass one without). */
  claimGuard?: ClaimGuard;
  /** How changes of a token lock it; the locking guard by default (race tests pass one without). */
  tokenGuard?: TokenGuard;
  /** Test-only: wraps the payment adapter (crash tests stop the process around its calls). */
  payments?: (provider: PaymentProvider) => PaymentProvider;
  /** Test-only: wraps the wallet payment (crash tests stop the process around its calls). */
  walletPayments?: (wallet: WalletPayments) => WalletPayments;
  /** Test-only: wraps the job queue (crash tests stop the process before a job is sent). */
  queue?: (boss: PgBoss) => PgBoss;
}

/** `'sha256-…'` sources of the web build's inline scripts; none when the build wrote no list. */
function inlineScriptHashes(file: string): string[] {
  if (!existsSync(file)) return [];
  const { scriptSrc } = JSON.parse(readFileSync(file, "utf8")) as { scriptSrc?: unknown };
  return Array.isArray(scriptSrc)
    ? scriptSrc.filter((h): h is string => /^'sha256-[\w+/=]+'$/.test(String(h)))
    : [];
}

const LIVENESS_URL = `${API_BASE}/health/live`;
const LIVENESS_BODY = JSON.stringify(ZLiveness.parse({ status: "ok" }));

export async function buildApp(config: Config, database: Database, options: BuildOptions = {}) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Mailed links carry tokens in their query: their values never reach a log line.
      serializers: {
        req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.hostname,
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: MAX_JSON_BODY_BYTES,
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
    trustProxy: config.trustProxy,
    // A caller's (or load balancer's) request id is kept when it is a plain token; anything
    // else gets a fresh one, so nothing odd reaches the logs.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);

  // Toss Payments: its SDK loads from its own origin and opens its payment window in a frame.
  const toss =
    config.payments.kind === "toss"
      ? ["https://*.tosspayments.com", new URL(config.payments.sdkUrl).origin]
      : [];
  const webDist = config.webDist;
  const hasWeb = webDist !== undefined && existsSync(join(webDist, "index.html"));
  // The web build's inline start-up script, allowed by its hash (apps/web/build/first-load.ts).
  const inlineScripts = hasWeb ? inlineScriptHashes(join(webDist, "csp-inline.json")) : [];
  // Built once: @fastify/helmet would build helmet — and parse the policy — on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts, ...toss],
        frameSrc: ["'self'", ...toss],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          "data:",
          "blob:",
          ...(config.storage.kind === "s3" ? [new URL(config.storage.publicUrl).origin] : []),
        ],
        connectSrc: [
          "'self'",
          ...toss,
          ...(config.geoLookupUrl ? [new URL(config.geoLookupUrl).origin] : []),
        ],
        // The door scanner decodes camera frames in a worker made from a blob (qr-scanner).
        workerSrc: ["'self'", "blob:"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.production,
  });
  // API answers are JSON, never a document: a short policy that lets nothing load or frame them,
  // set from one prepared list (every header written costs on every call). Pages get helmet's set.
  const apiSecurityHeaders: [string, string][] = [
    ["content-security-policy", "default-src 'none'; frame-ancestors 'none'"],
    ["x-content-type-options", "nosniff"],
    ["x-frame-options", "DENY"],
    ["referrer-policy", "no-referrer"],
    ["cross-origin-resource-policy", "same-origin"],
    ...(config.production
      ? ([["strict-transport-security", "max-age=31536000; includeSubDomains"]] as [string, string][])
      : []),
  ];
  // The API's docs (/api/docs, plugins/docs.ts) are a page: Swagger UI's own scripts and styles
  // (files of this origin; it styles its elements inline) and the OpenAPI JSON it fetches.
  const docsSecurityHeaders: [string, string][] = apiSecurityHeaders.map(([name, value]) => [
    name,
    name === "content-security-policy"
      ? "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
      : value,
  ]);
  // Token metadata and the images it names are read by wallets and marketplaces on other sites:
  // any origin may read them (CORS), and embed them (helmet's same-origin resource policy would refuse).
  const openHeaders: [string, string][] = [
    ["access-control-allow-origin", "*"],
    ["cross-origin-resource-policy", "cross-origin"],
  ];
  const readableEverywhere = (url: string) =>
    url.startsWith("/chain/meta/") ||
    url.startsWith(`${IMAGE_PATH}/`) ||
    url.startsWith("/uploads/") ||
    RESIZABLE_IMAGE.test(url.split("?")[0] ?? "");
  // One synchronous hook for the headers of every answer (an async hook costs a promise per request).
  app.addHook("onRequest", (request, reply, done) => {
    // The liveness probe is answered here, before cookies, session and rate limits: it asks
    // nothing and must stay cheap under load (the route in health/routes.ts documents it).
    if (request.url === LIVENESS_URL && request.method === "GET")
      return reply.type("application/json; charset=utf-8").send(LIVENESS_BODY);
    reply.raw.setHeader("x-request-id", request.id);
    if (request.url.startsWith("/api/")) {
      const headers = request.url.startsWith(DOCS_PATH) ? docsSecurityHeaders : apiSecurityHeaders;
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      return done();
    }
    securityHeaders(request.raw, reply.raw, (err?: unknown) => {
      if (readableEverywhere(request.url))
        for (const [name, value] of openHeaders) reply.raw.setHeader(name, value);
      done(err as Error | undefined);
    });
  });

  await app.register(fastifyCookie);
  // One process counts in memory; several share the counts through Redis (REDIS_URL).
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => "")));
  await app.register(fastifyRateLimit, {
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    allowList: (request) => !request.url.startsWith("/api/"),
    ...(redis ? { redis, nameSpace: config.rateLimit.namespace, skipOnError: true } : {}),
  });
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(secretsPlugin);
  await app.register(sessionPlugin, { allowedOrigins: config.allowedOrigins });
  await app.register(idempotencyPlugin);
  await app.register(docsPlugin);
  await app.register(chainPlugin, { issuer: options.issuer, faults: options.chainFaults });
  app.decorate("sale", options.sale ?? guardedSale);
  app.decorate("tokenGuard", options.tokenGuard ?? lockingTokens);
  app.decorate("claimGuard", options.claimGuard ?? guardedClaims);
  app.decorate("payouts", config.payouts.kind === "toss" ? tossPayouts(config.payouts) : sandboxPayouts);
  // Payments before the jobs: the sale's sweep, which may run at once, asks the provider.
  await app.register(paymentsPlugin, { wrap: options.payments, wrapWallet: options.walletPayments });
  await app.register(jobsPlugin, { wrap: options.queue });
  await app.register(storagePlugin);
  await app.register(identityPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(labelRoutes, { prefix: "/labels" });
      await api.register(userRoutes, { prefix: "/users" });
      await api.register(oauthRoutes, { prefix: "/users" });
      await api.register(inviteRoutes, { prefix: "/users" });
      await api.register(walletLinkRoutes, { prefix: "/users" });
      await api.register(accessLinkOwnerRoutes, { prefix: "/nfts/access-links" });
      await api.register(nftRoutes, { prefix: "/nfts" });
      await api.register(transferRoutes, { prefix: "/nfts" });
      await api.register(resaleReservationRoutes, { prefix: "/nfts" });
      await api.register(resalePaymentRoutes, { prefix: "/nfts" });
      await api.register(resaleRoutes, { prefix: "/nfts" });
      await api.register(resaleOfferRoutes, { prefix: "/discover" });
      await api.register(issuingRoutes, { prefix: "/nfts" });
      await api.register(qpassRoutes, { prefix: "/nfts" });
      await api.register(accessLinkPublicRoutes, { prefix: "/access_links" });
      await api.register(cltnRoutes, { prefix: "/cltns" });
      await api.register(claimRoutes("CLTN"), { prefix: "/cltns" });
      await api.register(claimRoutes("NFT_GROUP"), { prefix: "/nft-groups" });
      await api.register(rsvpRoutes, { prefix: "/cltns" });
      await api.register(applyRoutes, { prefix: "/discover" });
      await api.register(couponRoutes, { prefix: "/coupons" });
      await api.register(referrerRoutes, { prefix: "/discover" });
      await api.register(discoverRoutes, { prefix: "/discover" });
      await api.register(purchaseRoutes, { prefix: "/discover" });
      await api.register(paymentRoutes, { prefix: "/discover" });
      await api.register(identityRoutes, { prefix: "/identity" });
      await api.register(doorRoutes, { prefix: "/host" });
      await api.register(hostClaimRoutes, { prefix: "/host" });
      await api.register(notificationRoutes, { prefix: "/notifications" });
    },
    { prefix: API_BASE },
  );
  await app.register(chainRoutes);
  await app.register(reconcileRoutes);
  await app.register(imageRoutes);
  // The outbox is a development tool: its mailbox exists only where mails are kept, never in production.
  const devOutbox = config.mail.transport === "outbox" && !config.production;
  if (devOutbox) {
    await app.register(devMailboxRoutes, { prefix: "/api/dev" });
  }
  // Test XRP exists only on the embedded chain, never in production: elsewhere its XRP is real.
  const faucetSettings = faucetNetwork(config);
  if (faucetSettings) {
    await app.register(devFaucetRoutes, { prefix: "/api/dev", settings: faucetSettings });
  }

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes x.br and x.gz beside each text file (apps/web/build/compress.ts).
      preCompressed: true,
      // Our own header below: @fastify/static's would overwrite it with max-age=0.
      cacheControl: false,
      setHeaders: (res, path) => {
        // The same path answers brotli, gzip or plain by the request's Accept-Encoding.
        res.setHeader("vary", "accept-encoding");
        // Built assets carry their content's hash in their name; the rest may change in place.
        res.setHeader(
          "cache-control",
          path.includes(`${join(webDist, "assets")}`)
            ? "public, max-age=31536000, immutable"
            : "public, max-age=0",
        );
      },
    });
  }

  // The public first screens come rendered, their data in the page (plugins/first-screens.ts).
  const firstScreens = hasWeb ? await loadFirstScreens(app, webDist) : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    // Missing API paths, uploaded files and image sizes answer a plain 404, never the app's page.
    const isApi =
      request.url.startsWith("/api/") ||
      request.url === "/api" ||
      request.url.startsWith("/uploads/") ||
      request.url.startsWith(`${IMAGE_PATH}/`);
    // The mailbox page is the web app's, but only this machine may open it (see the dev routes).
    const hiddenDevPage =
      request.url.startsWith("/dev/") &&
      !(devOutbox && mayReadDevOutbox(request, config.mail.devMailboxOpen));
    if (!isApi && !hiddenDevPage && hasWeb && (request.method === "GET" || request.method === "HEAD")) {
      if (request.method === "GET" && firstScreens && (await firstScreens.send(request, reply))) return reply;
      // The web app owns every other path; it shows its own not-found page.
      return reply
        .header("cache-control", "no-cache")
        .header("vary", "accept-encoding")
        .sendFile("index.html");
    }
    // The path as asked, cut short: an answer never echoes a whole (possibly huge) URL back.
    return sendError(request, reply, "NOT_FOUND", {
      data: { path: request.url.split("?")[0]?.slice(0, 200) },
    });
  });

  return app;
}
