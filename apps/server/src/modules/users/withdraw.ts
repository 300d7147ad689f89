import type { Language } from "@admit/contract/i18n";
import type { TWithdrawCheck } from "@admit/contract/users";
import { and, asc, eq, gt, isNull, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { findLiveUserById } from "../../db/queries/users.ts";
import {
  authCodes,
  cltns,
  cltnTimes,
  emailTokens,
  invitations,
  nftGroups,
  nfts,
  notifications,
  oauthAccounts,
  sessions,
  userActivities,
  users,
  walletLinkChallenges,
  walletLinks,
} from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { cltnNameIn, nameIn } from "../../lib/organiser-names.ts";
import { tokenHeldBy } from "../../policies/token-holder.ts";
import { confirmCurrentPassword } from "./confirm-password.ts";

/** Statuses of tokens that can no longer be used, so they never hold an account back. */
const FINISHED = ["USED", "EXPIRED", "FAIL", "ISSUE_FAIL"] as const;

/**
 * Whether the account may be deleted: not while it holds tokens for events that have not ended
 * (a ticket's date, else a membership's period; a token without either counts as ongoing), named
 * in `lang`.
 */
export async function checkWithdraw(db: Db, userId: number, lang: Language): Promise<TWithdrawCheck> {
  const ends = sql<Date | null>`coalesce(${cltnTimes.endAt}, ${cltns.periodEndAt})`;
  const rows = await db
    .select({
      id: nfts.id,
      ticket: { name: nfts.name, names: nftGroups.names },
      cltn: { name: cltns.name, extra: cltns.extra },
      timeZone: cltns.timeZone,
      endAt: ends,
      hideDate: cltns.hideStartDate,
    })
    .from(nfts)
    .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
    .leftJoin(cltnTimes, eq(cltnTimes.id, nfts.cltnTimeId))
    .leftJoin(nftGroups, eq(nftGroups.id, nfts.nftGroupId))
    .where(
      and(
        tokenHeldBy(userId),
        notInArray(nfts.status, [...FINISHED]),
        or(isNull(ends), gt(ends, sql`now()`)),
      ),
    )
    // Hidden dates go last, so their place in the list does not give them away either.
    .orderBy(asc(sql`case when ${cltns.hideStartDate} then null else ${ends} end`), asc(nfts.id))
    .limit(50);
  return {
    can: rows.length === 0,
    tickets: rows.map((r) => ({
      id: r.id,
      name: nameIn(r.ticket, lang),
      cltnName: cltnNameIn(r.cltn, lang),
      timeZone: r.timeZone,
      // A date the host keeps hidden (revealed to winners only) stays hidden here too, as on the card.
      endAt: r.endAt && !r.hideDate ? new Date(r.endAt).toISOString() : null,
    })),
  };
}

/**
 * Deletes the account: refused (WITHDRAW_BLOCKED) while `checkWithdraw` names tokens, and with
 * the wrong password (M-W-1013) for an account that has one. Personal data goes — name, address,
 * password, picture, linked providers and wallet, codes, invitations, notifications, activity, every
 * session — and the row stays only as the withdrawal record with its dates (privacy policy);
 * the custodial wallet and tokens stay as transaction records.
 */
export async function withdraw(
  deps: Pick<Deps, "db" | "config" | "storage">,
  input: { userId: number; pwd?: string; ip?: string },
) {
  const user = await findLiveUserById(deps.db, input.userId);
  if (!user) throw new AppError("UNAUTHORIZED");
  await confirmCurrentPassword(deps, user, input);
  const check = await checkWithdraw(deps.db, user.id, user.language);
  if (!check.can) throw new AppError("WITHDRAW_BLOCKED", { data: { tickets: check.tickets } });
  await deps.db.transaction(async (tx) => {
    const personal = [
      sessions,
      oauthAccounts,
      authCodes,
      emailTokens,
      notifications,
      userActivities,
      walletLinks,
      walletLinkChallenges,
    ];
    for (const table of personal) await tx.delete(table).where(eq(table.userId, user.id));
    await tx.delete(invitations).where(eq(invitations.inviterId, user.id));
    await tx
      .update(users)
      .set({
        email: `withdrawn-${user.id}@deleted.invalid`,
        name: "",
        passwordHash: null,
        profileImg: null,
        allowAd: false,
        useAuth: false,
        invitedById: null,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
  });
  const imageKey = user.profileImg ? deps.storage.keyOf(user.profileImg) : undefined;
  if (imageKey) await deps.storage.remove(imageKey).catch(() => {});
}
