import { sql } from "drizzle-orm";
import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, tstz } from "./columns.ts";
import { users } from "./users.ts";

/**
 * One row per account and `Idempotency-Key` of a call that moves money or tokens: the request it
 * was first used for (a hash of method, path, query and body) and, once answered, that answer —
 * replayed to a repeat of the same request; another request under the key is refused.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    /** Null while the first request runs. */
    statusCode: integer("status_code"),
    body: text("body"),
    /** When the running request took the key; one left running by a crash is taken over later. */
    claimedAt: tstz("claimed_at").notNull().default(sql`now()`),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
