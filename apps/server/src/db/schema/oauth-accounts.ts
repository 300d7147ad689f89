import type { OAuthProvider } from "@admit/contract/users";
import { integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { users } from "./users.ts";

/** A provider account (Google, Kakao) linked to a user: one per provider and user. */
export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").$type<OAuthProvider>().notNull(),
    /** The provider's stable id of the person (`sub` for Google, `id` for Kakao). */
    subject: text("subject").notNull(),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("oauth_accounts_subject_unique").on(t.provider, t.subject),
    uniqueIndex("oauth_accounts_user_provider_unique").on(t.userId, t.provider),
  ],
);
