import type PgBoss from "pg-boss";
import type { BaseLogger } from "pino";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { Chains } from "./integrations/chain/chains.ts";
import type { IdentityProvider } from "./integrations/identity/identity-provider.ts";
import type { TokenIssuer } from "./integrations/issuer/token-issuer.ts";
import type { PaymentProvider } from "./integrations/payments/payment-provider.ts";
import type { WalletPayments } from "./integrations/payments/wallet-payments.ts";
import type { PayoutProvider } from "./integrations/payouts/payout-provider.ts";
import type { FileStorage } from "./integrations/storage/file-storage.ts";
import type { QrKeys } from "./lib/qr-code.ts";
import type { ClaimGuard } from "./modules/claims/claim-guard.ts";
import type { SaleGuards } from "./modules/purchase/sale-guards.ts";
import type { TokenGuard } from "./policies/token-guard.ts";

/**
 * What a use case may be given. Each one asks for the few it needs (`Pick<Deps, "db" | "queue">`)
 * and never for the HTTP app: a route passes its Fastify instance (which carries all of them), a
 * worker or a test passes a plain object. `db` may be a transaction (`Tx` is a `Db`), so a use
 * case also runs inside its caller's transaction. Time comes from SQL's `now()`; a test that needs
 * another time writes the rows it needs.
 */
export interface Deps {
  db: Db;
  config: Config;
  payments: PaymentProvider;
  /** The wallet payment behind `payments` for XRP orders: its pause, its contract, its chain scan. */
  walletPayments: WalletPayments;
  /** Pays sellers what their resales owe them, once the event is over. */
  payouts: PayoutProvider;
  identity: IdentityProvider;
  issuer: TokenIssuer;
  /** Each network's settings and operator key, and the embedded chains. */
  chains: Chains;
  queue: PgBoss;
  secrets: Secrets;
  storage: FileStorage;
  /** How the sale takes seats and stock (tests pass guards that show the races these close). */
  sale: SaleGuards;
  /** How a claim takes one use of a code (tests pass a guard that looks, then writes). */
  claimGuard: ClaimGuard;
  /** How changes of one token (send, listing, refund) lock it (tests pass a guard without locks). */
  tokenGuard: TokenGuard;
  log: Pick<BaseLogger, "info" | "warn" | "error">;
}

/** What taking, settling and refunding a payment needs. */
export type PaymentDeps = Pick<
  Deps,
  "db" | "payments" | "walletPayments" | "queue" | "log" | "config" | "issuer"
>;

/** Keys resolved at start (db/secrets.ts): the custodial wallets' key and the door QR keys. */
export interface Secrets {
  walletKey: Buffer;
  qrKeys: QrKeys;
}
