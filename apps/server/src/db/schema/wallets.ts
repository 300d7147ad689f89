import { integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { users } from "./users.ts";

/** The custodial EVM wallet of a user: the key is encrypted at rest and never leaves the server. */
export const wallets = pgTable(
  "wallets",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    /** AES-256-GCM of the private key: base64url(iv).base64url(tag).base64url(ciphertext). */
    encryptedKey: text("encrypted_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("wallets_user_unique").on(t.userId),
    uniqueIndex("wallets_address_unique").on(t.address),
  ],
);
