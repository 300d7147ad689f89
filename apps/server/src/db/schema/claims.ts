import type { RsvpState } from "@admit/contract/claims";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { cltns } from "./cltns.ts";
import { createdAt, tstz, updatedAt } from "./columns.ts";
import { nftGroups } from "./nft-groups.ts";
import { nfts } from "./nfts.ts";
import { users } from "./users.ts";

/**
 * A QR claim code (spec §2 /qr/mint): C… gives a token of a collection, N… of one nft group; both
 * mint from `nftGroupId`'s stock. `claimed` counts the claims, never past `maxClaims` (the guarded
 * claim takes one in a single conditional statement).
 */
export const claimCodes = pgTable(
  "claim_codes",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    cltnId: integer("cltn_id")
      .notNull()
      .references(() => cltns.id, { onDelete: "cascade" }),
    nftGroupId: integer("nft_group_id")
      .notNull()
      .references(() => nftGroups.id, { onDelete: "cascade" }),
    /** Null: no limit but the group's stock. 1: a single-use code. */
    maxClaims: integer("max_claims"),
    claimed: integer("claimed").notNull().default(0),
    startsAt: tstz("starts_at").notNull(),
    endsAt: tstz("ends_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("claim_codes_code_unique").on(t.code),
    index("claim_codes_cltn_idx").on(t.cltnId),
    check("claim_codes_claimed_range", sql`${t.claimed} >= 0`),
  ],
);

/** Who claimed which code, and the token it gave: one per account and code. */
export const claims = pgTable(
  "claims",
  {
    id: serial("id").primaryKey(),
    codeId: integer("code_id")
      .notNull()
      .references(() => claimCodes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    nftId: integer("nft_id")
      .notNull()
      .references(() => nfts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("claims_code_user_unique").on(t.codeId, t.userId)],
);

/**
 * A customer's answer to a free RSVP event (spec §2 /rsvp/{cltnId}): GOING holds a ticket, WAITING
 * waits in `waitingSince` order for someone to say no, DECLINED said no.
 */
export const rsvps = pgTable(
  "rsvps",
  {
    id: serial("id").primaryKey(),
    cltnId: integer("cltn_id")
      .notNull()
      .references(() => cltns.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    state: text("state").$type<RsvpState>().notNull(),
    /** The ticket a GOING answer holds. */
    nftId: integer("nft_id").references(() => nfts.id),
    answers: jsonb("answers").$type<Record<string, unknown>>(),
    waitingSince: tstz("waiting_since"),
    /** A WAITING answer left without a place at the deadline was mailed so (once). */
    closedNoticeAt: tstz("closed_notice_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("rsvps_cltn_user_unique").on(t.cltnId, t.userId),
    index("rsvps_waiting_idx").on(t.cltnId, t.waitingSince).where(sql`${t.state} = 'WAITING'`),
  ],
);

/**
 * An application to a lottery event (spec §2 /discover/event/apply/form/{cltnId}). `entry` is the
 * applicant's public line in the draw's list (random, so the list names nobody); `nftId` is the card
 * in the applicant's wallet (WAITING_WINNER, then minted for a winner or FAIL for the others).
 */
export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    cltnId: integer("cltn_id")
      .notNull()
      .references(() => cltns.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    entry: text("entry").notNull(),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default({}),
    /** Paths of the uploaded images. */
    images: jsonb("images").$type<string[]>().notNull().default([]),
    result: text("result").$type<"WAITING" | "WON" | "LOST">().notNull().default("WAITING"),
    nftId: integer("nft_id").references(() => nfts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("applications_cltn_user_unique").on(t.cltnId, t.userId),
    uniqueIndex("applications_entry_unique").on(t.entry),
  ],
);

/**
 * A lottery's draw, published in three steps: the seed's hash before applications open, the closed
 * list's hash when they close, the seed and winners at the announcement (algorithm in
 * @admit/contract/draw). The seed stays here, unpublished, until then.
 */
export const lotteryDraws = pgTable("lottery_draws", {
  cltnId: integer("cltn_id")
    .primaryKey()
    .references(() => cltns.id, { onDelete: "cascade" }),
  seed: text("seed").notNull(),
  seedHash: text("seed_hash").notNull(),
  listHash: text("list_hash"),
  entries: jsonb("entries").$type<string[]>(),
  winners: jsonb("winners").$type<string[]>(),
  closedAt: tstz("closed_at"),
  drawnAt: tstz("drawn_at"),
  /** Every applicant's result mail is queued (a crash between the draw and its mails leaves this null). */
  mailedAt: tstz("mailed_at"),
  createdAt: createdAt(),
});
