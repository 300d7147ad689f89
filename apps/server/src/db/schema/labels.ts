import { DEFAULT_LOGIN_METHODS, type LabelTheme, type LoginMethod } from "@admit/contract/labels";
import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/** A white label: its look (theme colours through CSS variables) and the login methods it offers. */
export const labels = pgTable("labels", {
  name: text("name").primaryKey(),
  displayName: text("display_name").notNull(),
  logo: text("logo").notNull(),
  startLogo: text("start_logo").notNull(),
  /** Spec §1: google, kakao and email unless the label says otherwise. */
  loginMethods: jsonb("login_methods").$type<LoginMethod[]>().notNull().default(DEFAULT_LOGIN_METHODS),
  theme: jsonb("theme").$type<LabelTheme>().notNull(),
  /** Host or path patterns that select this label (GET /labels/redirect). */
  redirectPatterns: jsonb("redirect_patterns").$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
});
