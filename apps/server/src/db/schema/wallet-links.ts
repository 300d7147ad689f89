import type { Network } from "@admit/contract/enums";
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, money, tstz } from "./columns.ts";
import { users } from "./users.ts";

/**
 * The external wallet a customer linked by signing a Sign-In with Ethereum message (EIP-4361): it
 * only pays; tokens stay in the custodial wallet (`wallets`). One per account, and one account per
 * address; the address is stored in lower case, so spellings of one address never make two links.
 */
export const walletLinks = pgTable(
  "wallet_links",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    linkedAt: tstz("linked_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wallet_links_user_unique").on(t.userId),
    uniqueIndex("wallet_links_address_unique").on(t.address),
    check("wallet_links_address_lower", sql`${t.address} = lower(${t.address})`),
  ],
);

/**
 * A challenge given to one account for one address: the nonce its signed message must carry.
 * Single use (`usedAt` is set in the transaction that links the wallet) and short-lived.
 */
export const walletLinkChallenges = pgTable(
  "wallet_link_challenges",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    nonce: text("nonce").notNull(),
    /** Lower case, as in `wallet_links`. */
    address: text("address").notNull(),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("wallet_link_challenges_nonce_unique").on(t.nonce),
    index("wallet_link_challenges_user_idx").on(t.userId),
  ],
);

/**
 * What a confirmed wallet payment is for, decided once (under its order's lock) and never changed:
 * it pays its order (`ORDER`, at most one per order), or it goes back to its sender, saying why —
 * another wallet's, not the order's amount, mined after the deadline, an order paid or ended
 * already (`EXTRA`), or a key of no order of ours.
 */
export type WalletPaymentOutcome =
  | "ORDER"
  | "WRONG_PAYER"
  | "AMOUNT_MISMATCH"
  | "LATE"
  | "EXTRA"
  | "NO_ORDER";

/**
 * Every wallet payment read from the chain (a `Paid` event of our payment contract): one row per
 * transaction — (network, txHash) is unique, so one transaction pays one order, whoever reports it
 * and however often. `amount` is in the order currency's minor units (XRP drops); `refunded` is what
 * went back to the payer (a refund, or a wrong, late or foreign payment returned minus gas).
 */
export const walletPayments = pgTable(
  "wallet_payments",
  {
    id: serial("id").primaryKey(),
    network: text("network").$type<Network>().notNull(),
    txHash: text("tx_hash").notNull(),
    orderId: text("order_id").notNull(),
    /** The paying wallet, lower case. */
    payer: text("payer").notNull(),
    amount: money("amount").notNull(),
    refunded: money("refunded").notNull().default(0),
    /** The refunds counted in `refunded` (their outbox refs): a refund confirmed twice counts once. */
    refundRefs: text("refund_refs").array().notNull().default([]),
    block: bigint("block", { mode: "number" }).notNull(),
    paidAt: tstz("paid_at").notNull(),
    /** Null until decided: then whether it took its order or goes back (and why). */
    outcome: text("outcome").$type<WalletPaymentOutcome>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("wallet_payments_tx_unique").on(t.network, t.txHash),
    // One payment takes an order, whatever the races: every other is sent back.
    uniqueIndex("wallet_payments_order_taken_unique").on(t.orderId).where(sql`${t.outcome} = 'ORDER'`),
    index("wallet_payments_order_idx").on(t.orderId),
    check("wallet_payments_tx_lower", sql`${t.txHash} = lower(${t.txHash})`),
    check("wallet_payments_refunded_range", sql`${t.refunded} between 0 and ${t.amount}`),
  ],
);

/**
 * The payout ledger of the XRP collected by wallet payments: each withdrawal of the payment
 * contract's balance to the treasury address (`npm run wallet-payments -- withdraw`), sent through
 * the operator's outbox under `ref` (so a retry never sends twice) and recorded here before it is
 * sent. `amount` in drops; SENT until the chain confirms it (CONFIRMED) or refuses it (FAILED).
 */
export const treasuryPayouts = pgTable(
  "treasury_payouts",
  {
    id: serial("id").primaryKey(),
    network: text("network").$type<Network>().notNull(),
    toAddress: text("to_address").notNull(),
    amount: money("amount").notNull(),
    ref: text("ref").notNull(),
    status: text("status").$type<"SENT" | "CONFIRMED" | "FAILED">().notNull(),
    txHash: text("tx_hash"),
    createdAt: createdAt(),
    confirmedAt: tstz("confirmed_at"),
  },
  (t) => [uniqueIndex("treasury_payouts_ref_unique").on(t.ref)],
);
