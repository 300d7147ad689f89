import { timestamp } from "drizzle-orm/pg-core";

/** Timestamps are stored in UTC with time zone; event times carry their IANA zone separately. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true });
