import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { tstz } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Wrong passwords per account and client address (sign-in, and the password checks of password
 * change and account deletion): past the free ones, that address waits before its next try on
 * that account, longer each time. Another address is never slowed by them, so nobody elsewhere
 * can keep a customer out of their account.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The client's address, as the server sees it (behind TRUST_PROXY, the forwarded one). */
    client: text("client").notNull(),
    failures: integer("failures").notNull(),
    /** Start of the current window; failures older than the window are forgotten. */
    since: tstz("since").notNull(),
    /** This address may try this account again from then. */
    waitUntil: tstz("wait_until"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.client] })],
);
