import type { TDiscoverNftGroup } from "@admit/contract/discover";
import type { Language } from "@admit/contract/i18n";
import { and, count, eq, inArray, notInArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { nftGroups, nfts } from "../../db/schema/index.ts";
import { tokenHeldBy } from "../../policies/token-holder.ts";
import { refuseUnderAge } from "../identity/identity-checks.ts";
import { groupBase, priceListsOf, remainingOf, selectGroups } from "./group-view.ts";
import { requireCltn } from "./lookups.ts";

/** Tokens that never reached the wallet do not count against its limit. */
const NEVER_ISSUED = ["ISSUE_FAIL", "FAIL"] as const;

/** How many tokens of each group the user holds (the owner index narrows it to the user's tokens). */
async function heldPerGroup(db: Db, userId: number, groupIds: number[]): Promise<Map<number, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({ groupId: nfts.nftGroupId, n: count() })
    .from(nfts)
    .where(
      and(
        tokenHeldBy(userId),
        inArray(nfts.nftGroupId, groupIds),
        notInArray(nfts.status, [...NEVER_ISSUED]),
      ),
    )
    .groupBy(nfts.nftGroupId);
  return new Map(rows.map((r) => [r.groupId as number, r.n]));
}

/**
 * The purchase flow's groups of a collection (spec §3 Nft group), with what the signed-in user
 * may still buy: maxCnt = min(mintableCnt, mintableCntPerWallet − buyCnt). The purchase's first
 * call: an adult event refuses a customer verified under age here (UNDER_AGE).
 */
export async function listNftGroups(
  db: Db,
  cltnId: number,
  userId: number | undefined,
  lang: Language,
): Promise<{ items: TDiscoverNftGroup[] }> {
  const cltn = await requireCltn(db, cltnId);
  if (cltn.isAdult) await refuseUnderAge(db, userId, cltn.timeZone);
  const rows = await selectGroups(db, eq(nftGroups.cltnId, cltnId));
  const ids = rows.map((r) => r.group.id);
  const [prices, held] = await Promise.all([
    priceListsOf(db, ids, lang),
    userId === undefined ? new Map<number, number>() : heldPerGroup(db, userId, ids),
  ]);
  return {
    items: rows.map((r) => {
      const mintableCnt = remainingOf(r.group);
      const buyCnt = held.get(r.group.id) ?? 0;
      return {
        ...groupBase(r, prices.get(r.group.id) ?? [], lang),
        attributes: r.group.attributes,
        mintableCnt,
        mintableCntPerWallet: r.group.mintableCntPerWallet,
        buyCnt,
        maxCnt: Math.max(0, Math.min(mintableCnt, r.group.mintableCntPerWallet - buyCnt)),
      };
    }),
  };
}
