import type { Currency } from "@admit/contract/money";
import type { ListingStatus, PayoutStatus } from "@admit/contract/resale";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, tstz, updatedAt } from "./columns.ts";
import { nfts } from "./nfts.ts";
import { users } from "./users.ts";

/**
 * A ticket offered for resale (spec §4 Sale). The token waits in the platform's escrow on chain
 * while it is listed; the price and its split (royalty to the host, the platform's fee, the
 * seller's net) are fixed when it is listed or repriced. One open listing per token.
 */
export const listings = pgTable(
  "listings",
  {
    id: serial("id").primaryKey(),
    nftId: integer("nft_id")
      .notNull()
      .references(() => nfts.id, { onDelete: "cascade" }),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id),
    status: text("status").$type<ListingStatus>().notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    price: integer("price").notNull(),
    royaltyPercent: integer("royalty_percent").notNull(),
    royalty: integer("royalty").notNull(),
    feePercent: integer("fee_percent").notNull(),
    fee: integer("fee").notNull(),
    net: integer("net").notNull(),
    /** The buyer paying now (RESERVED), their order and until when the listing is theirs. */
    buyerId: integer("buyer_id").references(() => users.id),
    orderId: text("order_id"),
    reservedUntil: tstz("reserved_until"),
    soldAt: tstz("sold_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("listings_open_unique")
      .on(t.nftId)
      .where(sql`${t.status} in ('REGISTERING', 'LISTED', 'FAILED', 'RESERVED')`),
    index("listings_seller_idx").on(t.sellerId, t.id),
    index("listings_order_idx").on(t.orderId),
  ],
);

/**
 * What a sale owes its seller (the ledger: gross, royalty, fee, net), held until the event is over
 * and then paid through the payout port; cancelled when the event is.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: serial("id").primaryKey(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => users.id),
    currency: text("currency").$type<Currency>().notNull(),
    gross: integer("gross").notNull(),
    royalty: integer("royalty").notNull(),
    fee: integer("fee").notNull(),
    net: integer("net").notNull(),
    status: text("status").$type<PayoutStatus>().notNull(),
    releaseAt: tstz("release_at").notNull(),
    /** The payout provider's reference once paid. */
    providerRef: text("provider_ref"),
    paidAt: tstz("paid_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payouts_listing_unique").on(t.listingId),
    index("payouts_seller_idx").on(t.sellerId, t.id),
    index("payouts_due_idx").on(t.releaseAt).where(sql`${t.status} = 'HELD'`),
  ],
);

/**
 * Where a seller's payouts go (spec: sellers register a bank account): the account number stored
 * encrypted (AES-256-GCM, a key derived from the wallet key), its last four digits to show, and
 * the payout provider's id of the seller once registered there.
 */
export const payoutAccounts = pgTable("payout_accounts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  bankCode: text("bank_code").notNull(),
  accountNumberEnc: text("account_number_enc").notNull(),
  last4: text("last4").notNull(),
  holderName: text("holder_name").notNull(),
  sellerRef: text("seller_ref"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
