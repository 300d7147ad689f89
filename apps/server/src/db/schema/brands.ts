import type { TLocalTexts } from "@admit/contract/organiser-texts";
import { jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  /** The name in other languages, as the organiser wrote it (else `name`). */
  names: jsonb("names").$type<TLocalTexts>().notNull().default({}),
  description: text("description").notNull().default(""),
  descriptions: jsonb("descriptions").$type<TLocalTexts>().notNull().default({}),
  logoImg: text("logo_img").notNull(),
  profileImg: text("profile_img").notNull(),
  bannerImg: text("banner_img"),
  createdAt: createdAt(),
});
