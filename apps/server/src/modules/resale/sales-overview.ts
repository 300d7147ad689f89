import type { Language } from "@admit/contract/i18n";
import { inLanguage } from "@admit/contract/organiser-texts";
import type { TSalesOverview } from "@admit/contract/resale";
import { and, count, desc, eq, inArray, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { selectTokenRows } from "../../db/queries/tokens.ts";
import { cltns, listings, nftGroups, nfts, payouts } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { cltnNameIn } from "../../lib/organiser-names.ts";
import { teamMaySql } from "../../policies/host-role.ts";
import { listingDetailOf } from "./listing-view.ts";

/**
 * GET /nfts/sales (Profile → Sales): the seller's listings (newest first), their payouts, and for a
 * team that may see sales (`policies/host-role.ts`) the royalties its collections earned from resales.
 */
export async function salesOverview(
  deps: Pick<Deps, "db">,
  userId: number,
  lang: Language,
): Promise<TSalesOverview> {
  return {
    listings: await sellerListings(deps.db, userId, lang),
    payouts: await sellerPayouts(deps.db, userId, lang),
    royalties: await teamRoyalties(deps.db, userId, lang),
  };
}

/** The seller's last 100 listings, newest first, each with its token. */
async function sellerListings(db: Db, userId: number, lang: Language): Promise<TSalesOverview["listings"]> {
  const mine = await db
    .select()
    .from(listings)
    .where(eq(listings.sellerId, userId))
    .orderBy(desc(listings.id))
    .limit(100);
  const tokens =
    mine.length > 0
      ? await selectTokenRows(
          db,
          inArray(
            nfts.id,
            mine.map((l) => l.nftId),
          ),
        )
      : [];
  return mine.flatMap((l) => {
    const row = tokens.find((t) => t.nft.id === l.nftId);
    return row ? [listingDetailOf(l, row, lang)] : [];
  });
}

/** The seller's last 100 payouts, newest first, with the split of each sale. */
async function sellerPayouts(db: Db, userId: number, lang: Language): Promise<TSalesOverview["payouts"]> {
  const paid = await db
    .select({
      payout: payouts,
      nft: { name: nfts.name, names: nftGroups.names },
      cltn: { name: cltns.name, extra: cltns.extra },
      timeZone: cltns.timeZone,
      royaltyPercent: listings.royaltyPercent,
      feePercent: listings.feePercent,
    })
    .from(payouts)
    .innerJoin(listings, eq(listings.id, payouts.listingId))
    .innerJoin(nfts, eq(nfts.id, listings.nftId))
    .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
    .leftJoin(nftGroups, eq(nftGroups.id, nfts.nftGroupId))
    .where(eq(payouts.sellerId, userId))
    .orderBy(desc(payouts.id))
    .limit(100);
  return paid.map(({ payout: p, nft, cltn, timeZone, royaltyPercent, feePercent }) => ({
    id: p.id,
    listingId: p.listingId,
    nftName: inLanguage(nft.names, lang, nft.name),
    cltnName: cltnNameIn(cltn, lang),
    timeZone,
    breakdown: {
      currency: p.currency,
      price: p.gross,
      royalty: p.royalty,
      royaltyPercent,
      fee: p.fee,
      feePercent,
      net: p.net,
    },
    status: p.status,
    releaseAt: p.releaseAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
  }));
}

/** What resales of the collections this user's team may see sales of earned in royalties, per currency. */
async function teamRoyalties(db: Db, userId: number, lang: Language): Promise<TSalesOverview["royalties"]> {
  const royalties = await db
    .select({
      cltnId: cltns.id,
      cltn: { name: cltns.name, extra: cltns.extra },
      currency: listings.currency,
      sales: count(),
      royalty: sum(listings.royalty).mapWith(Number),
    })
    .from(listings)
    .innerJoin(nfts, eq(nfts.id, listings.nftId))
    .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
    .where(
      and(
        eq(listings.status, "SOLD"),
        teamMaySql(userId, "see-sales", { brandId: cltns.brandId, cltnId: cltns.id }),
      ),
    )
    .groupBy(cltns.id, cltns.name, cltns.extra, listings.currency)
    .orderBy(sql`${cltns.id} desc`);
  return royalties.map(({ cltn, ...r }) => ({
    ...r,
    cltnName: cltnNameIn(cltn, lang),
    royalty: r.royalty ?? 0,
  }));
}
