import type { NftGroupStatus } from "@admit/contract/enums";
import type { Currency } from "@admit/contract/money";
import type { TLocalTexts } from "@admit/contract/organiser-texts";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { cltns, cltnTimes } from "./cltns.ts";
import { money } from "./columns.ts";
import { placeZones } from "./places.ts";

/** A purchasable product of a collection (spec §3 Nft group): a ticket class on one date. */
export const nftGroups = pgTable(
  "nft_groups",
  {
    id: serial("id").primaryKey(),
    cltnId: integer("cltn_id")
      .notNull()
      .references(() => cltns.id, { onDelete: "cascade" }),
    cltnTimeId: integer("cltn_time_id").references(() => cltnTimes.id, { onDelete: "cascade" }),
    /** Seated groups sell the seats of one zone. */
    zoneId: integer("zone_id").references(() => placeZones.id),
    name: text("name").notNull(),
    /** The name in other languages, as the organiser wrote it (else `name`). */
    names: jsonb("names").$type<TLocalTexts>().notNull().default({}),
    description: text("description").notNull().default(""),
    descriptions: jsonb("descriptions").$type<TLocalTexts>().notNull().default({}),
    attributes: jsonb("attributes").$type<Record<string, unknown>>().notNull().default({}),
    totalCnt: integer("total_cnt").notNull(),
    issuedCnt: integer("issued_cnt").notNull().default(0),
    /** Held by unpaid reservations (orders RESERVED or PAYING) until they are paid or lapse. */
    reservedCnt: integer("reserved_cnt").notNull().default(0),
    mintableCntPerWallet: integer("mintable_cnt_per_wallet").notNull(),
    status: text("status").$type<NftGroupStatus>().notNull().default("SALE"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    index("nft_groups_cltn_idx").on(t.cltnId),
    check("nft_groups_issued_within_total", sql`${t.issuedCnt} between 0 and ${t.totalCnt}`),
    check(
      "nft_groups_sold_within_total",
      sql`${t.reservedCnt} >= 0 and ${t.issuedCnt} + ${t.reservedCnt} <= ${t.totalCnt}`,
    ),
  ],
);

/** One price of a group in one currency, in integer minor units. */
export const nftGroupPrices = pgTable(
  "nft_group_prices",
  {
    id: serial("id").primaryKey(),
    nftGroupId: integer("nft_group_id")
      .notNull()
      .references(() => nftGroups.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The name in other languages, as the organiser wrote it (else `name`). */
    names: jsonb("names").$type<TLocalTexts>().notNull().default({}),
    price: money("price").notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    index("nft_group_prices_group_idx").on(t.nftGroupId),
    check("nft_group_prices_price_range", sql`${t.price} between 0 and 9000000000000000`),
  ],
);
