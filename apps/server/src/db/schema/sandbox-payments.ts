import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, tstz } from "./columns.ts";

/**
 * Payments of the `sandbox` payment adapter (never used in production): one row per checkout
 * page. `paymentKey` is issued when the customer approves on the page, like a real provider's.
 * Status: READY (page open) → IN_PROGRESS (approved on the page, waiting for confirm) → DONE →
 * PARTIAL_CANCELED / CANCELED; or READY → DECLINED / USER_CANCELED / EXPIRED (the page timed out).
 */
export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    /** The checkout id in the page's URL: random, so a page cannot be guessed. */
    id: text("id").primaryKey(),
    paymentKey: text("payment_key").unique(),
    orderId: text("order_id").notNull(),
    orderName: text("order_name").notNull(),
    customerKey: text("customer_key").notNull(),
    method: text("method").notNull(),
    currency: text("currency").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    cancelledAmount: bigint("cancelled_amount", { mode: "number" }).notNull().default(0),
    status: text("status").notNull().default("READY"),
    successUrl: text("success_url").notNull(),
    failUrl: text("fail_url").notNull(),
    /** The page works until then. */
    expiresAt: tstz("expires_at").notNull(),
    /** When the customer approved on the page; confirm must follow within minutes. */
    authorizedAt: tstz("authorized_at"),
    /** When confirm charged it (a provider's `approvedAt`). */
    approvedAt: tstz("approved_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("sandbox_payments_order_idx").on(t.orderId),
    // Like a real provider, an order is paid at most once, however many pages were opened for it.
    uniqueIndex("sandbox_payments_paid_order_idx")
      .on(t.orderId)
      .where(sql`${t.status} in ('DONE', 'PARTIAL_CANCELED', 'CANCELED')`),
    check("sandbox_payments_amount_positive", sql`${t.amount} > 0`),
    check(
      "sandbox_payments_cancelled_range",
      sql`${t.cancelledAmount} >= 0 and ${t.cancelledAmount} <= ${t.amount}`,
    ),
  ],
);

/**
 * The first answer of every confirm and cancel by idempotency key: a retry with the same key
 * and the same request answers it again; the same key with another request is refused.
 */
export const sandboxPaymentRequests = pgTable("sandbox_payment_requests", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  /** `{ kind: "CONFIRM" | "CANCEL", …parameters }`. */
  request: jsonb("request").$type<Record<string, unknown>>().notNull(),
  /** The answer, as JSON (dates as ISO strings); null only inside the transaction that makes it. */
  result: jsonb("result").$type<Record<string, unknown>>(),
  createdAt: createdAt(),
});
