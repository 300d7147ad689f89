import { hkdfSync } from "node:crypto";
import type { TPayoutAccount } from "@admit/contract/resale";
import { eq, sql } from "drizzle-orm";
import { payoutAccounts, users } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { encryptKey } from "../../integrations/wallet/custodial-key.ts";
import { AppError } from "../../lib/app-error.ts";

type AccountDeps = Pick<Deps, "db" | "payouts" | "secrets" | "log">;

/** The key account numbers are sealed with: derived from the wallet key, for this purpose only. */
const accountKey = (walletKey: Buffer) =>
  Buffer.from(hkdfSync("sha256", walletKey, Buffer.alloc(0), "admit payout accounts", 32));

/** GET /nfts/sales/account */
export async function getPayoutAccount(
  deps: Pick<Deps, "db" | "payouts">,
  userId: number,
): Promise<TPayoutAccount> {
  const [row] = await deps.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return {
    account: row ? { bankCode: row.bankCode, last4: row.last4, holderName: row.holderName } : null,
    required: deps.payouts.needsAccount,
  };
}

/**
 * PUT /nfts/sales/account: registers the seller's bank account with the payout provider and keeps
 * it sealed (the number is never answered again, only its last four digits). A provider that refuses
 * it answers BAD_REQUEST and nothing is stored.
 */
export async function savePayoutAccount(
  deps: AccountDeps,
  userId: number,
  input: { bankCode: string; accountNumber: string; holderName: string },
): Promise<TPayoutAccount> {
  const [user] = await deps.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError("UNAUTHORIZED");
  let sellerRef: string;
  try {
    sellerRef = await deps.payouts.registerSeller({
      refSellerId: `seller-${userId}`,
      name: user.name,
      email: user.email,
      ...input,
    });
  } catch (err) {
    deps.log.warn({ err, userId }, "the payout provider refused a bank account");
    throw new AppError("BAD_REQUEST", { field: "accountNumber", data: { reason: "provider-refused" } });
  }
  const values = {
    bankCode: input.bankCode,
    accountNumberEnc: encryptKey(input.accountNumber, accountKey(deps.secrets.walletKey)),
    last4: input.accountNumber.slice(-4),
    holderName: input.holderName,
    sellerRef,
  };
  await deps.db
    .insert(payoutAccounts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: payoutAccounts.userId, set: { ...values, updatedAt: sql`now()` } });
  return getPayoutAccount(deps, userId);
}
