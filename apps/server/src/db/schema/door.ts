import { TEAM_ROLES, type TeamRole } from "@admit/contract/enums";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { brands } from "./brands.ts";
import { cltns } from "./cltns.ts";
import { createdAt } from "./columns.ts";
import { heldCoupons } from "./coupons.ts";
import { nfts } from "./nfts.ts";
import { users } from "./users.ts";

const aTeamRole = (role: AnyColumn): SQL =>
  sql`${role} in (${sql.raw(TEAM_ROLES.map((r) => `'${r}'`).join(", "))})`;

/**
 * A brand's team: who acts for the brand and in which role. What a role may do is decided in
 * `policies/host-role.ts`; rows written before roles existed are owners, so those hosts kept
 * every power they had.
 */
export const hostBrands = pgTable(
  "host_brands",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    role: text("role").$type<TeamRole>().notNull().default("owner"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.brandId] }), check("host_brands_role", aTeamRole(t.role))],
);

/**
 * An event's team: someone who acts for one collection only (a door volunteer for one festival),
 * in a role of the same table as a brand's team.
 */
export const cltnMembers = pgTable(
  "cltn_members",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cltnId: integer("cltn_id")
      .notNull()
      .references(() => cltns.id, { onDelete: "cascade" }),
    role: text("role").$type<TeamRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.cltnId] }),
    index("cltn_members_cltn_idx").on(t.cltnId),
    check("cltn_members_role", aTeamRole(t.role)),
  ],
);

/**
 * Nonces of dynamic QR codes that were scanned: a code admits (or redeems) at most once, whatever
 * number of scanners read it at the same moment (the primary key decides). A nonce belongs to a
 * token's code or a held coupon's.
 */
export const qrNonces = pgTable(
  "qr_nonces",
  {
    nonce: text("nonce").primaryKey(),
    nftId: integer("nft_id").references(() => nfts.id, { onDelete: "cascade" }),
    heldCouponId: integer("held_coupon_id").references(() => heldCoupons.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("qr_nonces_created_idx").on(t.createdAt)],
);
