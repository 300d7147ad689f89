import type { Role } from "@admit/contract/enums";
import type { Language } from "@admit/contract/i18n";
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, tstz, updatedAt } from "./columns.ts";
import { labels } from "./labels.ts";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Lowercased at sign-up; unique among live accounts. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** argon2id; null for accounts that only sign in through a provider. */
    passwordHash: text("password_hash"),
    role: text("role").$type<Role>().notNull().default("CUSTOMER"),
    language: text("language").$type<Language>().notNull().default("en"),
    emailVerifiedAt: tstz("email_verified_at"),
    termsAcceptedAt: tstz("terms_accepted_at"),
    allowAd: boolean("allow_ad").notNull().default(false),
    /** Set until the person has seen the first-visit page. */
    isFirst: boolean("is_first").notNull().default(true),
    /** Two-step verification on sign-in. */
    useAuth: boolean("use_auth").notNull().default(false),
    profileImg: text("profile_img"),
    /** From an identity check (adult events): the verified date of birth, YYYY-MM-DD. */
    birthDate: text("birth_date"),
    identityVerifiedAt: tstz("identity_verified_at"),
    labelName: text("label_name").references(() => labels.name),
    customerKey: text("customer_key").notNull(),
    invitedById: integer("invited_by_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tstz("deleted_at"),
  },
  (t) => [
    uniqueIndex("users_email_live_unique").on(t.email).where(sql`${t.deletedAt} is null`),
    uniqueIndex("users_customer_key_unique").on(t.customerKey),
  ],
);

/** Server-side sessions; the cookie holds an opaque token whose SHA-256 is the id. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: tstz("last_seen_at").notNull().defaultNow(),
    expiresAt: tstz("expires_at").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);
