import { index, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { createdAt, tstz } from "./columns.ts";
import { heldCoupons } from "./coupons.ts";
import { nfts } from "./nfts.ts";
import { users } from "./users.ts";

/**
 * Public access links (/nal/{link}): a holder lets someone open named tokens without logging
 * in (a companion's ticket). Only the link's SHA-256 is stored; a revoked link stops at once.
 */
export const accessLinks = pgTable(
  "access_links",
  {
    id: serial("id").primaryKey(),
    linkHash: text("link_hash").notNull().unique(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    revokedAt: tstz("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("access_links_owner_idx").on(t.ownerId)],
);

export const accessLinkNfts = pgTable(
  "access_link_nfts",
  {
    linkId: integer("link_id")
      .notNull()
      .references(() => accessLinks.id, { onDelete: "cascade" }),
    nftId: integer("nft_id")
      .notNull()
      .references(() => nfts.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.nftId] })],
);

/** Coupons a link opens: those named at creation, and those that came with the tokens it names. */
export const accessLinkCoupons = pgTable(
  "access_link_coupons",
  {
    linkId: integer("link_id")
      .notNull()
      .references(() => accessLinks.id, { onDelete: "cascade" }),
    heldCouponId: integer("held_coupon_id")
      .notNull()
      .references(() => heldCoupons.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.heldCouponId] })],
);
