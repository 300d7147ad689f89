import { bigint, timestamp } from "drizzle-orm/pg-core";

/** Timestamps are stored in UTC with time zone; event times carry their IANA zone separately. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An amount of money in its currency's minor units: bigint, read as a JS number (exact up to
 * LIMITS.maxMoney). 2,100 XRP is already 2,100,000,000 drops, past what an integer column holds.
 */
export const money = (name: string) => bigint(name, { mode: "number" });
