import { index, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/** Text messages kept by the `outbox` transport (never in production), listed at /api/dev/messages. */
export const messageOutbox = pgTable(
  "message_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("message_outbox_to_idx").on(t.to, t.id)],
);
