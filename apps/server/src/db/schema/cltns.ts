import type { CltnKind, CltnType, Network, RefundPlan } from "@admit/contract/enums";
import type { Currency } from "@admit/contract/money";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { brands } from "./brands.ts";
import { createdAt, money, tstz } from "./columns.ts";
import { places } from "./places.ts";
import { qtnrTemplates } from "./qtnr-templates.ts";

/** A collection (`cltn`): an event, a membership programme or an application (lottery) event. */
export const cltns = pgTable(
  "cltns",
  {
    id: serial("id").primaryKey(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    type: text("type").$type<CltnType>().notNull(),
    kind: text("kind").$type<CltnKind>().notNull(),
    /** Free-form category for discovery, e.g. concert, sports, exhibition. */
    category: text("category").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    memo: text("memo").notNull().default(""),
    image: text("image").notNull(),
    logoImg: text("logo_img").notNull(),
    color: text("color").notNull(),
    network: text("network").$type<Network>().notNull(),
    /** Set once the collection's contract is deployed (chain issue); never invented. */
    contractAddress: text("contract_address"),
    placeId: integer("place_id").references(() => places.id),
    locationType: text("location_type").$type<"online" | "offline">().notNull().default("offline"),
    onlineUrl: text("online_url"),
    timeZone: text("time_zone").notNull(),
    isAdult: boolean("is_adult").notNull().default(false),
    isQpass: boolean("is_qpass").notNull().default(false),
    qrType: text("qr_type").$type<"DYNAMIC" | "STATIC">().notNull().default("DYNAMIC"),
    qrValidTime: integer("qr_valid_time").notNull().default(30),
    /** The booking (platform) fee per ticket, in minor units, for each currency the collection sells in. */
    bookingFees: jsonb("booking_fees").$type<Partial<Record<Currency, number>>>().notNull().default({}),
    seatHoldMinutes: integer("seat_hold_minutes").notNull().default(10),
    refundPlan: text("refund_plan").$type<RefundPlan>().notNull().default("KR_STANDARD"),
    currency: text("currency").$type<Currency>().notNull(),
    sellYn: boolean("sell_yn").notNull().default(false),
    /** Resale cap in minor units of `currency`; null means no cap beyond the original price. */
    maxPrice: money("max_price"),
    royalty: integer("royalty").notNull().default(0),
    transferYn: boolean("transfer_yn").notNull().default(true),
    /** Sends and listings close this many minutes before the doors open (0: when they open). */
    tradeCloseMinutes: integer("trade_close_minutes").notNull().default(0),
    hideStartDate: boolean("hide_start_date").notNull().default(false),
    qtnrTemplateId: integer("qtnr_template_id").references(() => qtnrTemplates.id),
    /** Tokens stay 'questionnaire required' until the attendee submits the template. */
    qtnrRequired: boolean("qtnr_required").notNull().default(false),
    saleStartAt: tstz("sale_start_at").notNull(),
    saleEndAt: tstz("sale_end_at").notNull(),
    /** Membership validity, for MEMBERSHIP collections. */
    periodStartAt: tstz("period_start_at"),
    periodEndAt: tstz("period_end_at"),
    /** Application events: when winners are announced. */
    announceAt: tstz("announce_at"),
    /** Application events: at most this many images per application (0: none asked). */
    applyImageMax: integer("apply_image_max").notNull().default(0),
    applyImageRequired: boolean("apply_image_required").notNull().default(false),
    /** The event was called off (npm run event:cancel): every paid order is refunded in full, payouts are not paid. */
    cancelledAt: tstz("cancelled_at"),
    extra: jsonb("extra").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("cltns_brand_idx").on(t.brandId),
    check("cltns_royalty_range", sql`${t.royalty} between 0 and 100`),
    check("cltns_qr_valid_time_positive", sql`${t.qrValidTime} > 1`),
  ],
);

/** One date and time of a collection (a performance, a match day). */
export const cltnTimes = pgTable(
  "cltn_times",
  {
    id: serial("id").primaryKey(),
    cltnId: integer("cltn_id")
      .notNull()
      .references(() => cltns.id, { onDelete: "cascade" }),
    startAt: tstz("start_at").notNull(),
    endAt: tstz("end_at").notNull(),
    /** Doors open; the QR shows the open time before it. */
    openAt: tstz("open_at"),
  },
  (t) => [index("cltn_times_cltn_idx").on(t.cltnId)],
);
