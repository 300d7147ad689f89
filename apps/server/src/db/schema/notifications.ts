import type { NotificationType } from "@admit/contract/enums";
import { index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, tstz } from "./columns.ts";
import { users } from "./users.ts";

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<NotificationType>().notNull(),
    /** The token, user or sale the notification is about. */
    refId: integer("ref_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    confirmedAt: tstz("confirmed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_unconfirmed_idx").on(t.userId, t.id)],
);
