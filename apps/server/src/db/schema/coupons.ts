import type { Currency } from "@admit/contract/money";
import { boolean, index, integer, jsonb, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { brands } from "./brands.ts";
import { cltns } from "./cltns.ts";
import { createdAt, tstz } from "./columns.ts";

/** A coupon a brand offers; held coupons (per user) come with the coupons issue. */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    cltnId: integer("cltn_id").references(() => cltns.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    image: text("image").notNull(),
    discountType: text("discount_type").$type<"RATE" | "AMOUNT" | "GIFT">().notNull(),
    /** Percent for RATE, minor units of `currency` for AMOUNT. */
    discountValue: integer("discount_value").notNull().default(0),
    currency: text("currency").$type<Currency>(),
    validFrom: tstz("valid_from").notNull(),
    validTo: tstz("valid_to").notNull(),
    useLimit: integer("use_limit").notNull().default(1),
    paused: boolean("paused").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("coupons_brand_idx").on(t.brandId)],
);

/** Host-defined referral codes per collection, optionally a discount (spec §7 referrer). */
export const referralCodes = pgTable(
  "referral_codes",
  {
    id: serial("id").primaryKey(),
    cltnId: integer("cltn_id")
      .notNull()
      .references(() => cltns.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    affiliate: text("affiliate").notNull(),
    /** Percent off; 0 means the code only records the affiliate. */
    discountRate: integer("discount_rate").notNull().default(0),
    /** Groups the code applies to; empty means every group of the collection. */
    nftGroupIds: jsonb("nft_group_ids").$type<number[]>().notNull().default([]),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [unique("referral_codes_cltn_code").on(t.cltnId, t.code)],
);
