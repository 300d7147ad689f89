import type { TLinkedWallet, TWalletLinkState } from "@admit/contract/wallet-link";
import { eq } from "drizzle-orm";
import { getAddress } from "viem";
import type { Db } from "../../db/client.ts";
import { walletLinks } from "../../db/schema/index.ts";

/** A stored link as the API shows it: the address checksummed (EIP-55), as wallets write it. */
export function presentLink(row: { address: string; linkedAt: Date }): TLinkedWallet {
  return { address: getAddress(row.address), linkedAt: row.linkedAt.toISOString() };
}

/** GET /users/wallet-link: the account's linked wallet, or null. */
export async function getWalletLink(db: Db, userId: number): Promise<TWalletLinkState> {
  const [row] = await db
    .select({ address: walletLinks.address, linkedAt: walletLinks.linkedAt })
    .from(walletLinks)
    .where(eq(walletLinks.userId, userId));
  return { wallet: row ? presentLink(row) : null };
}

/** The account's linked wallet in lower case (as payments record their payer), or undefined. */
export async function linkedWallet(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ address: walletLinks.address })
    .from(walletLinks)
    .where(eq(walletLinks.userId, userId));
  return row?.address;
}
