import type { TransferStatus } from "@admit/contract/transfers";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { chainWrites } from "./chain.ts";
import { createdAt, tstz, updatedAt } from "./columns.ts";
import { nfts } from "./nfts.ts";
import { users } from "./users.ts";

/**
 * A token changing hands (spec §4 Send): to a member at once, or waiting for whoever claims its
 * code (an e-mailed link or a shown QR). The move itself is a chain write of the outbox; the token
 * belongs to the receiver once the chain confirmed it. One open transfer per token.
 */
export const nftTransfers = pgTable(
  "nft_transfers",
  {
    id: serial("id").primaryKey(),
    nftId: integer("nft_id")
      .notNull()
      .references(() => nfts.id, { onDelete: "cascade" }),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id),
    /** Known at once for a member, when the code is claimed otherwise. */
    receiverId: integer("receiver_id").references(() => users.id),
    method: text("method").$type<"EMAIL" | "CODE">().notNull(),
    /** The address it was sent to (lower case), for EMAIL. */
    email: text("email"),
    /** The claim code (`/receive/{code}`), unique. */
    code: text("code").notNull(),
    status: text("status").$type<TransferStatus>().notNull(),
    /** The move's chain write (the latest one when a failed move was retried). */
    chainWriteId: integer("chain_write_id").references(() => chainWrites.id),
    /** Unclaimed, it returns to the sender at this time (7 days, or the doors opening first). */
    expiresAt: tstz("expires_at").notNull(),
    doneAt: tstz("done_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("nft_transfers_code_unique").on(t.code),
    uniqueIndex("nft_transfers_open_unique")
      .on(t.nftId)
      .where(sql`${t.status} in ('PENDING', 'MOVING', 'FAILED')`),
    index("nft_transfers_sender_idx").on(t.senderId, t.createdAt),
    index("nft_transfers_pending_idx").on(t.expiresAt).where(sql`${t.status} = 'PENDING'`),
    index("nft_transfers_moving_idx").on(t.updatedAt).where(sql`${t.status} = 'MOVING'`),
  ],
);
