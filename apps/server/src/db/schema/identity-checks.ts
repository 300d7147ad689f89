import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, tstz } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Identity checks in progress (spec §2 /identify/nice): made when the customer starts one, closed
 * when the provider answers. The sandbox provider keeps what the customer entered here too.
 */
export const identityChecks = pgTable(
  "identity_checks",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Where the customer goes afterwards: a path of this app. */
    next: text("next").notNull(),
    status: text("status").$type<"STARTED" | "VERIFIED" | "FAILED">().notNull().default("STARTED"),
    /** What the provider verified (sandbox: entered on its page), YYYY-MM-DD. */
    birthDate: text("birth_date"),
    expiresAt: tstz("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("identity_checks_user_idx").on(t.userId)],
);
