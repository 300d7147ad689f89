import type { Language } from "@admit/contract/i18n";
import type { TCltnInfo, TMyCltn } from "@admit/contract/nfts";
import { cltnTextsIn } from "@admit/contract/organiser-texts";
import { and, asc, count, desc, eq, max } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands, cltns, nfts, places } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { cltnNameIn, nameIn, placeIn } from "../../lib/organiser-names.ts";
import { tokenHeldBy } from "../../policies/token-holder.ts";

/**
 * The collections the user holds tokens of, with how many, newest token first (or oldest), named
 * in `lang`.
 */
export async function listMyCltns(
  db: Db,
  userId: number,
  query: { type: "all" | "TICKET" | "MEMBERSHIP"; sort: "newest" | "oldest" },
  lang: Language,
): Promise<TMyCltn[]> {
  const last = max(nfts.id);
  const rows = await db
    .select({
      id: cltns.id,
      name: cltns.name,
      extra: cltns.extra,
      type: cltns.type,
      logoImg: cltns.logoImg,
      image: cltns.image,
      color: cltns.color,
      brand: { name: brands.name, names: brands.names },
      nftCount: count(nfts.id),
      lastNftId: last,
    })
    .from(nfts)
    .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
    .innerJoin(brands, eq(brands.id, cltns.brandId))
    .where(and(tokenHeldBy(userId), query.type === "all" ? undefined : eq(cltns.type, query.type)))
    .groupBy(cltns.id, brands.id)
    .orderBy(query.sort === "newest" ? desc(last) : asc(last))
    .limit(500);
  return rows.map(({ extra, brand, ...r }) => ({
    ...r,
    name: cltnNameIn({ name: r.name, extra }, lang),
    brandName: nameIn(brand, lang),
    lastNftId: r.lastNftId ?? 0,
  }));
}

/** A collection's information in `lang`; public like the discover pages. */
export async function getCltnInfo(db: Db, id: number, lang: Language): Promise<TCltnInfo> {
  const [row] = await db
    .select({
      cltn: cltns,
      brand: { name: brands.name, names: brands.names },
      brandImg: brands.profileImg,
      place: { name: places.name, names: places.names, address: places.address, addresses: places.addresses },
    })
    .from(cltns)
    .innerJoin(brands, eq(brands.id, cltns.brandId))
    .leftJoin(places, eq(places.id, cltns.placeId))
    .where(eq(cltns.id, id));
  if (!row) throw new AppError("1003");
  const c = row.cltn;
  const texts = cltnTextsIn(c.extra, lang);
  return {
    id: c.id,
    name: texts?.name ?? c.name,
    type: c.type,
    description: texts?.description ?? c.description,
    memo: texts?.memo ?? c.memo,
    image: c.image,
    logoImg: c.logoImg,
    color: c.color,
    brandId: c.brandId,
    brandName: nameIn(row.brand, lang),
    brandImg: row.brandImg,
    timeZone: c.timeZone,
    locationType: c.locationType,
    place: row.place?.name ? placeIn(row.place, lang) : null,
    periodStart: c.periodStartAt?.toISOString() ?? null,
    periodEnd: c.periodEndAt?.toISOString() ?? null,
    sellYn: c.sellYn,
    transferYn: c.transferYn,
    maxPrice: c.maxPrice,
    royalty: c.royalty,
  };
}
