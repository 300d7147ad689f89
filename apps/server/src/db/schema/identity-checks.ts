import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, tstz } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Identity checks in progress (spec §2 /identify/nice): made when the customer starts one, closed
 * when the provider answers. The sandbox provider keeps what the customer entered here too.
 */
export const identityChecks = pgTable(
  "identity_checks",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Where the customer goes afterwards: a path of this app. */
    next: text("next").notNull(),
    status: text("status").$type<"STARTED" | "VERIFIED" | "FAILED">().notNull().default("STARTED"),
    /** What the provider verified (sandbox: entered on its page), YYYY-MM-DD. */
    birthDate: text("birth_date"),
    /**
     * What the provider's adapter keeps between the start and the return (NICE: the request
     * number, the crypto token's version and the symmetric key that decrypts its answer).
     */
    providerData: jsonb("provider_data").$type<Record<string, string>>(),
    /** The provider's own reference of the check, to find it again on the return (NICE: token_version_id). */
    providerRef: text("provider_ref"),
    expiresAt: tstz("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("identity_checks_user_idx").on(t.userId),
    index("identity_checks_provider_ref_idx").on(t.providerRef),
  ],
);
