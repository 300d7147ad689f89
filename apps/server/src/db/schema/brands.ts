import { pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  logoImg: text("logo_img").notNull(),
  profileImg: text("profile_img").notNull(),
  bannerImg: text("banner_img"),
  createdAt: createdAt(),
});
