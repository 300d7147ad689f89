import type { NftAttributes } from "@admit/contract/catalogue";
import type { HistoryType, NftStatus, NftType } from "@admit/contract/enums";
import type { Currency } from "@admit/contract/money";
import { boolean, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { cltns, cltnTimes } from "./cltns.ts";
import { createdAt, money, tstz, updatedAt } from "./columns.ts";
import { nftGroups } from "./nft-groups.ts";
import { seats } from "./places.ts";
import { users } from "./users.ts";

/** A token a user holds: a ticket, a membership or a pay card (spec §3 Nft). */
export const nfts = pgTable(
  "nfts",
  {
    id: serial("id").primaryKey(),
    cltnId: integer("cltn_id")
      .notNull()
      .references(() => cltns.id),
    nftGroupId: integer("nft_group_id").references(() => nftGroups.id),
    cltnTimeId: integer("cltn_time_id").references(() => cltnTimes.id),
    ownerId: integer("owner_id").references(() => users.id),
    type: text("type").$type<NftType>().notNull(),
    status: text("status").$type<NftStatus>().notNull(),
    name: text("name").notNull(),
    /** On-chain token id; null until recorded (chain issue). */
    tokenId: text("token_id"),
    /** Per-collection running number shown on the card. */
    serial: integer("serial").notNull(),
    attributes: jsonb("attributes").$type<NftAttributes>().notNull().default({}),
    seatId: integer("seat_id").references(() => seats.id),
    isLock: boolean("is_lock").notNull().default(false),
    grouping: boolean("grouping").notNull().default(false),
    groupCount: integer("group_count").notNull().default(1),
    useCnt: integer("use_cnt").notNull().default(0),
    /**
     * How many times the token started changing hands: door codes carry it, so a code shown before
     * a send or a sale is refused at the door.
     */
    transferCount: integer("transfer_count").notNull().default(0),
    /**
     * What the ticket first cost (its price after discounts, booking fee apart) and in which
     * currency: the ceiling of any resale. Kept through sends and resales; null for a free one.
     */
    faceValue: money("face_value"),
    faceCurrency: text("face_currency").$type<Currency>(),
    totalUseCnt: integer("total_use_cnt").notNull().default(1),
    qtnrInfo: jsonb("qtnr_info").$type<Record<string, unknown>>(),
    /** The order that bought it (null for tokens given or seeded). */
    orderId: text("order_id"),
    usedAt: tstz("used_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("nfts_owner_idx").on(t.ownerId, t.id),
    index("nfts_cltn_idx").on(t.cltnId),
    // The door's counts and guest list of one date.
    index("nfts_cltn_time_idx").on(t.cltnTimeId),
    index("nfts_order_idx").on(t.orderId),
    index("nfts_group_owner_idx").on(t.nftGroupId, t.ownerId),
  ],
);

/** What happened to a token: usage and ownership events (spec §3 history types). */
export const nftHistories = pgTable(
  "nft_histories",
  {
    id: serial("id").primaryKey(),
    nftId: integer("nft_id")
      .notNull()
      .references(() => nfts.id, { onDelete: "cascade" }),
    type: text("type").$type<HistoryType>().notNull(),
    actorId: integer("actor_id").references(() => users.id),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("nft_histories_nft_idx").on(t.nftId, t.id)],
);
