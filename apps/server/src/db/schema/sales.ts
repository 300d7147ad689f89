import type { Currency } from "@admit/contract/money";
import type { OrderLine, OrderStatus, OrderTaxItem, RefundReason } from "@admit/contract/sale";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { cltns, cltnTimes } from "./cltns.ts";
import { createdAt, money, tstz, updatedAt } from "./columns.ts";
import { seats } from "./places.ts";
import { users } from "./users.ts";

/**
 * A customer's seat selection session (`seatReqId`): made by the first hold, it fixes when the
 * holds end (the collection's hold length from then, never extended); changing seats keeps it.
 */
export const seatReqs = pgTable(
  "seat_reqs",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cltnId: integer("cltn_id")
      .notNull()
      .references(() => cltns.id, { onDelete: "cascade" }),
    cltnTimeId: integer("cltn_time_id")
      .notNull()
      .references(() => cltnTimes.id, { onDelete: "cascade" }),
    expiresAt: tstz("expires_at").notNull(),
    /**
     * The customer's current selection for the date (at most one, see below): a new
     * selection ends it in the same statement that makes itself live. An ended one is never live
     * again; a live one past `expiresAt` holds nothing (its holds have lapsed).
     */
    live: boolean("live").notNull().default(false),
    createdAt: createdAt(),
  },
  // At most one live selection per customer and date: the exclusion constraint
  // `seat_reqs_one_live` of migration 0026 (deferrable, so the statement that ends one selection
  // and starts the next is checked at its end; Drizzle cannot declare it).
  (t) => [index("seat_reqs_user_idx").on(t.userId)],
);

/**
 * One row per seat and date that is held or sold. The primary key is the guarantee: a seat of a
 * date is in at most one row, and a hold takes it over only when the row's hold has lapsed (or
 * is the same selection's) and it is not sold — in one conditional upsert. A lapsed hold is free
 * at once, whether or not the clean-up job has removed its row yet.
 */
export const seatHolds = pgTable(
  "seat_holds",
  {
    cltnTimeId: integer("cltn_time_id")
      .notNull()
      .references(() => cltnTimes.id, { onDelete: "cascade" }),
    seatId: integer("seat_id")
      .notNull()
      .references(() => seats.id, { onDelete: "cascade" }),
    seatReqId: text("seat_req_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    heldUntil: tstz("held_until").notNull(),
    /** The order paying for the seat, once reserved. */
    orderId: text("order_id"),
    /** Set when the order is paid: the seat is sold and no hold can take it. */
    soldAt: tstz("sold_at"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cltnTimeId, t.seatId] }),
    index("seat_holds_req_idx").on(t.seatReqId),
    index("seat_holds_order_idx").on(t.orderId),
  ],
);

/**
 * A purchase (spec §3 order state; statuses buy/refund on screen). RESERVED holds its stock (and
 * seats) until `expiresAt`; PAYING while the provider confirms (written before it is asked);
 * PAID until its tokens are issued (ISSUED); REFUNDING from before the provider's refund is asked
 * until it answers, then REFUNDED; EXPIRED when the deadline passed unpaid, FAILED when the
 * payment was refused. PAYING and REFUNDING are the states whose outcome the provider knows
 * first: the payment sweep asks it about those left unanswered (recover-payments.ts).
 * Every amount is in minor units of `currency`, computed by the server.
 */
export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    cltnId: integer("cltn_id")
      .notNull()
      .references(() => cltns.id),
    cltnTimeId: integer("cltn_time_id").references(() => cltnTimes.id),
    nftGroupId: integer("nft_group_id").notNull(),
    /** A primary sale (tickets issued from a group) or a resale (one listed ticket, `listingId`). */
    kind: text("kind").$type<"SALE" | "RESALE">().notNull().default("SALE"),
    listingId: integer("listing_id"),
    status: text("status").$type<OrderStatus>().notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    lines: jsonb("lines").$type<OrderLine[]>().notNull(),
    taxItems: jsonb("tax_items").$type<OrderTaxItem[]>().notNull().default([]),
    ticketCount: integer("ticket_count").notNull(),
    // Money in minor units is bigint: 2,100 XRP is already 2,100,000,000 drops (read as JS numbers).
    subtotal: money("subtotal").notNull(),
    discount: money("discount").notNull().default(0),
    bookingFee: money("booking_fee").notNull().default(0),
    amount: money("amount").notNull(),
    refCode: text("ref_code"),
    affiliate: text("affiliate"),
    seatReqId: text("seat_req_id"),
    /** Attendee answers, one object per ticket (the collection's questionnaire). */
    attendees: jsonb("attendees").$type<Record<string, unknown>[]>().notNull().default([]),
    reservationKey: text("reservation_key"),
    paymentKeyIdem: text("payment_idem_key"),
    provider: text("provider"),
    paymentMethod: text("payment_method"),
    paymentKey: text("payment_key"),
    /** A wallet payment: the wallet linked when the order was made, which alone may pay it (lower case). */
    payer: text("payer"),
    /** A wallet order's `bytes32` on chain (keccak256 of its id): how a Paid event finds its order. */
    walletKey: text("wallet_key"),
    expiresAt: tstz("expires_at").notNull(),
    paidAt: tstz("paid_at"),
    issuedAt: tstz("issued_at"),
    refundedAt: tstz("refunded_at"),
    refundAmount: money("refund_amount"),
    refundFee: money("refund_fee"),
    refundReason: text("refund_reason").$type<RefundReason>(),
    failure: text("failure"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_status_expiry_idx").on(t.status, t.expiresAt),
    index("orders_wallet_key_idx").on(t.walletKey).where(sql`${t.walletKey} is not null`),
    unique("orders_user_reservation_key").on(t.userId, t.reservationKey),
    check("orders_amount_range", sql`${t.amount} between 0 and 9000000000000000`),
  ],
);

/**
 * A refund of some of an order's tickets (issue 25): the buyer cancels the tickets they still hold
 * when others of the order were sent, resold or used, or picks some of them. REFUNDING is written —
 * its tokens out of use — before the provider is asked for `amount` (its idempotency key is the
 * refund's id); the answer makes it REFUNDED (the seats and stock back on sale) or REFUSED (the
 * tokens back as they were). At most one is REFUNDING per order at a time, so the amounts refunded
 * before it are known when the provider's balance is read.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    nftIds: integer("nft_ids").array().notNull(),
    status: text("status").$type<"REFUNDING" | "REFUNDED" | "REFUSED">().notNull(),
    /** What goes back to the customer, and the cancellation fee kept, in minor units of the order's currency. */
    amount: money("amount").notNull(),
    fee: money("fee").notNull(),
    actorId: integer("actor_id").references(() => users.id),
    failure: text("failure"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    refundedAt: tstz("refunded_at"),
  },
  (t) => [
    index("order_refunds_order_idx").on(t.orderId),
    uniqueIndex("order_refunds_one_refunding").on(t.orderId).where(sql`${t.status} = 'REFUNDING'`),
    index("order_refunds_refunding_idx").on(t.updatedAt).where(sql`${t.status} = 'REFUNDING'`),
    check("order_refunds_amount_range", sql`${t.amount} >= 0 and ${t.fee} >= 0`),
  ],
);
