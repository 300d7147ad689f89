import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { users, wallets } from "../../db/schema/index.ts";
import { createCustodialKey } from "../../integrations/wallet/custodial-key.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Inserts an account with its custodial wallet (the chain issue records tokens on it), in the
 * caller's transaction. Answers undefined when a live account already has the address.
 */
export async function insertAccount(
  tx: Tx,
  values: Omit<typeof users.$inferInsert, "customerKey">,
  walletKey: Buffer,
) {
  const [created] = await tx
    .insert(users)
    .values({ ...values, customerKey: randomUUID() })
    .onConflictDoNothing()
    .returning();
  if (!created) return undefined;
  await tx.insert(wallets).values({ userId: created.id, ...createCustodialKey(walletKey) });
  return created;
}
