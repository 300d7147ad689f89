import type { QtnrItem } from "@admit/contract/catalogue";
import { jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/** Questionnaire templates: the attendee information a host asks for (spec §3, §5). */
export const qtnrTemplates = pgTable("qtnr_templates", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  items: jsonb("items").$type<QtnrItem[]>().notNull(),
  createdAt: createdAt(),
});
