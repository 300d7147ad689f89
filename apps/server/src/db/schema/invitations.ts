import type { HistoryType } from "@admit/contract/enums";
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, tstz } from "./columns.ts";
import { users } from "./users.ts";

/** A friend invited by e-mail; `joinedUserId` is set when that person signs up. */
export const invitations = pgTable(
  "invitations",
  {
    id: serial("id").primaryKey(),
    inviterId: integer("inviter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Lowercased. */
    email: text("email").notNull(),
    joinedUserId: integer("joined_user_id").references(() => users.id, { onDelete: "set null" }),
    joinedAt: tstz("joined_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invitations_inviter_email_unique").on(t.inviterId, t.email),
    index("invitations_email_idx").on(t.email),
  ],
);

/** What happened to an account that is not about one token (spec §3 activity types, e.g. INVITED). */
export const userActivities = pgTable(
  "user_activities",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<HistoryType>().notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("user_activities_user_idx").on(t.userId, t.id)],
);
