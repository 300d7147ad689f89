import type { TMe } from "@admit/contract/users";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { oauthAccounts, users, wallets } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

export async function getMe(db: Db, userId: number): Promise<TMe> {
  const [row] = await db
    .select({ user: users, walletId: wallets.id, address: wallets.address })
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError("UNAUTHORIZED");
  const { user } = row;
  const linked = await db
    .select({ provider: oauthAccounts.provider })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId))
    .orderBy(oauthAccounts.provider);
  return {
    id: user.id,
    walletId: row.walletId,
    accountId: row.address,
    email: user.email,
    name: user.name,
    useAuth: user.useAuth,
    language: user.language,
    isPhone: false,
    customerKey: user.customerKey,
    profileImg: user.profileImg,
    allowAd: user.allowAd,
    hasPassword: user.passwordHash !== null,
    identityVerified: user.identityVerifiedAt !== null,
    providers: linked.map((l) => l.provider),
    role: user.role,
  };
}
