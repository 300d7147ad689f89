import type { Currency } from "@admit/contract/money";
import type { TLocalTexts } from "@admit/contract/organiser-texts";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { brands } from "./brands.ts";
import { cltns } from "./cltns.ts";
import { createdAt, tstz } from "./columns.ts";
import { nfts } from "./nfts.ts";
import { users } from "./users.ts";

/** A coupon a brand offers (the offer); `held_coupons` are the copies people hold. */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    cltnId: integer("cltn_id").references(() => cltns.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The name in other languages, as the organiser wrote it (else `name`). */
    names: jsonb("names").$type<TLocalTexts>().notNull().default({}),
    description: text("description").notNull().default(""),
    descriptions: jsonb("descriptions").$type<TLocalTexts>().notNull().default({}),
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

/**
 * A coupon someone holds. It may have come with a token (a membership's benefits): that token's
 * card counts it (`couponUseStatus`) and a link to the token opens it too. Its status is derived
 * from the offer and the uses (contract `coupon-rules`); redeeming it at the door adds a use.
 */
export const heldCoupons = pgTable(
  "held_coupons",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The token it came with, if any. */
    nftId: integer("nft_id").references(() => nfts.id, { onDelete: "set null" }),
    useCnt: integer("use_cnt").notNull().default(0),
    usedAt: tstz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("held_coupons_owner_idx").on(t.ownerId),
    index("held_coupons_nft_idx").on(t.nftId),
    check("held_coupons_use_cnt_positive", sql`${t.useCnt} >= 0`),
  ],
);

/** A held coupon's history: redemptions at the door (USE), refused scans (USE_FAIL), undos (USE_CANCEL). */
export const couponHistories = pgTable(
  "coupon_histories",
  {
    id: serial("id").primaryKey(),
    heldCouponId: integer("held_coupon_id")
      .notNull()
      .references(() => heldCoupons.id, { onDelete: "cascade" }),
    type: text("type").$type<"USE" | "USE_FAIL" | "USE_CANCEL">().notNull(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("coupon_histories_held_idx").on(t.heldCouponId)],
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
