import type { TWalletLinkState } from "@admit/contract/wallet-link";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { walletLinks } from "../../db/schema/index.ts";

/** DELETE /users/wallet-link: the account has no linked wallet afterwards (also when it had none). */
export async function unlinkWallet(db: Db, userId: number): Promise<TWalletLinkState> {
  await db.delete(walletLinks).where(eq(walletLinks.userId, userId));
  return { wallet: null };
}
