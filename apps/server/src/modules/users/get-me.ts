import type { TMe } from "@admit/contract/users";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPerDb } from "../../db/prepared.ts";
import { oauthAccounts, users, wallets } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

/** The account, its wallet and its linked providers in one round trip, planned once per database. */
const meById = preparedPerDb((db: Db) =>
  db
    .select({
      user: users,
      walletId: wallets.id,
      address: wallets.address,
      providers: sql<
        string[]
      >`array(select ${oauthAccounts.provider} from ${oauthAccounts} where ${oauthAccounts.userId} = ${users.id} order by 1)`,
    })
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .where(eq(users.id, sql.placeholder("id")))
    .prepare("me_by_id"),
);

export async function getMe(db: Db, userId: number): Promise<TMe> {
  const [row] = await meById(db).execute({ id: userId });
  if (!row) throw new AppError("UNAUTHORIZED");
  const { user } = row;
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
    providers: row.providers as TMe["providers"],
    role: user.role,
  };
}
