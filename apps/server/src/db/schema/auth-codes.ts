import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, tstz } from "./columns.ts";
import { users } from "./users.ts";

export type AuthCodePurpose = "signin" | "two_step";

/**
 * Six-digit codes sent by mail (2-step sign-in, turning 2-step on or off). The client holds an
 * opaque request id whose SHA-256 is the key; the code is stored hashed with that id.
 */
export const authCodes = pgTable(
  "auth_codes",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<AuthCodePurpose>().notNull(),
    codeHash: text("code_hash").notNull(),
    /** When the code stops working (a new code can be sent until `requestExpiresAt`). */
    codeExpiresAt: tstz("code_expires_at").notNull(),
    /** When the whole request ends; after it the person starts again. */
    requestExpiresAt: tstz("request_expires_at").notNull(),
    /** Wrong codes entered against the current code. */
    failures: integer("failures").notNull().default(0),
    /** The value asked for, e.g. 2-step on or off. */
    payload: text("payload"),
    usedAt: tstz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("auth_codes_user_idx").on(t.userId)],
);
