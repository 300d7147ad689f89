import { sql } from "drizzle-orm";
import type { Tx } from "../client.ts";

/**
 * Waits for the transaction-scoped advisory lock named `name` (released at commit or rollback):
 * one writer at a time for something no single row stands for (a collection's serials, a lottery).
 * `shared` lets shared holders in together and keeps an exclusive one out.
 */
export async function lockNamed(
  tx: Tx,
  name: string,
  mode: "exclusive" | "shared" = "exclusive",
): Promise<void> {
  await tx.execute(
    mode === "shared"
      ? sql`select pg_advisory_xact_lock_shared(hashtextextended(${name}, 0))`
      : sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`,
  );
}
