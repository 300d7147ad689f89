import type { Language } from "@admit/contract/i18n";
import { inLanguage } from "@admit/contract/organiser-texts";
import type { TResaleOffer } from "@admit/contract/resale";
import { and, asc, eq, inArray } from "drizzle-orm";
import { selectTokenRows } from "../../db/queries/tokens.ts";
import { listings, nfts } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { tradeClosesAt } from "../../policies/may-move-token.ts";
import { seatName } from "../nfts/nft-view.ts";

/**
 * GET /discover/cltns/{id}/resales: the collection's tickets on resale, cheapest first, with their
 * seat and date (public), named in `lang`; one held by a paying buyer is shown as such, it may come back.
 */
export async function listResales(
  deps: Pick<Deps, "db">,
  cltnId: number,
  lang: Language,
): Promise<TResaleOffer[]> {
  const open = await deps.db
    .select()
    .from(listings)
    .innerJoin(nfts, eq(nfts.id, listings.nftId))
    .where(
      and(
        eq(nfts.cltnId, cltnId),
        eq(nfts.status, "SELLING"),
        inArray(listings.status, ["LISTED", "RESERVED"]),
      ),
    )
    .orderBy(asc(listings.price), asc(listings.id))
    .limit(200);
  const tokens =
    open.length > 0
      ? await selectTokenRows(
          deps.db,
          inArray(
            nfts.id,
            open.map((o) => o.nfts.id),
          ),
        )
      : [];
  const rows = open.flatMap((o) => {
    const token = tokens.find((t) => t.nft.id === o.nfts.id);
    return token ? [{ ...token, listings: o.listings }] : [];
  });
  const now = new Date();
  // Closed at the doors (the sweep takes them back within a minute): not offered.
  return rows
    .filter((r) => (tradeClosesAt(r) ?? now) > now || !tradeClosesAt(r))
    .map((r) => ({
      nftId: r.nft.id,
      name: inLanguage(r.groupNames, lang, r.nft.name),
      seat: seatName(r, lang),
      startDate: r.time?.startAt?.toISOString() ?? r.nft.attributes.startDate ?? null,
      price: r.listings.price,
      currency: r.listings.currency,
      groupCount: r.nft.groupCount,
      reserved: r.listings.status === "RESERVED" && (r.listings.reservedUntil ?? now) > now,
    }));
}
