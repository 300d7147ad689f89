import { DEFAULT_LOGIN_METHODS, type LabelTheme, type LoginMethod } from "@admit/contract/labels";
import { integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { brands } from "./brands.ts";
import { createdAt } from "./columns.ts";

/** A white label: its look (theme colours through CSS variables) and the login methods it offers. */
export const labels = pgTable("labels", {
  name: text("name").primaryKey(),
  displayName: text("display_name").notNull(),
  /** The name sentences use ("New to {{appName}}?"), shorter than the display name; else it. */
  appName: text("app_name"),
  logo: text("logo").notNull(),
  startLogo: text("start_logo").notNull(),
  /** Spec §1: google, kakao and email unless the label says otherwise. */
  loginMethods: jsonb("login_methods").$type<LoginMethod[]>().notNull().default(DEFAULT_LOGIN_METHODS),
  theme: jsonb("theme").$type<LabelTheme>().notNull(),
  /** Host or path patterns that select this label (GET /labels/redirect). */
  redirectPatterns: jsonb("redirect_patterns").$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
});

/**
 * The brands a label sells: its discover shows only theirs. A label with none (the platform's
 * own) shows every brand.
 */
export const labelBrands = pgTable(
  "label_brands",
  {
    labelName: text("label_name")
      .notNull()
      .references(() => labels.name, { onDelete: "cascade" }),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.labelName, t.brandId] })],
);
