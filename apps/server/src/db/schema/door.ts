import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { brands } from "./brands.ts";
import { createdAt } from "./columns.ts";
import { heldCoupons } from "./coupons.ts";
import { nfts } from "./nfts.ts";
import { users } from "./users.ts";

/** Which brands a host admits people for (their collections' tokens at the door). */
export const hostBrands = pgTable(
  "host_brands",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.brandId] })],
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
