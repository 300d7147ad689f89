import { index, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/** Mails kept by the `outbox` transport (never in production), read at /dev/mailbox. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** The links of the mail, so a person or a test can follow them offline. */
    links: jsonb("links").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to, t.id)],
);
