import type { TCltnInfo, TMyCltn } from "@admit/contract/nfts";
import { and, asc, count, desc, eq, max } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands, cltns, nfts, places } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

/** The collections the user holds tokens of, with how many, newest token first (or oldest). */
export async function listMyCltns(
  db: Db,
  userId: number,
  query: { type: "all" | "TICKET" | "MEMBERSHIP"; sort: "newest" | "oldest" },
): Promise<TMyCltn[]> {
  const last = max(nfts.id);
  const rows = await db
    .select({
      id: cltns.id,
      name: cltns.name,
      type: cltns.type,
      logoImg: cltns.logoImg,
      image: cltns.image,
      color: cltns.color,
      brandName: brands.name,
      nftCount: count(nfts.id),
      lastNftId: last,
    })
    .from(nfts)
    .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
    .innerJoin(brands, eq(brands.id, cltns.brandId))
    .where(and(eq(nfts.ownerId, userId), query.type === "all" ? undefined : eq(cltns.type, query.type)))
    .groupBy(cltns.id, brands.name)
    .orderBy(query.sort === "newest" ? desc(last) : asc(last))
    .limit(500);
  return rows.map((r) => ({ ...r, lastNftId: r.lastNftId ?? 0 }));
}

/** A collection's information; public like the discover pages. */
export async function getCltnInfo(db: Db, id: number): Promise<TCltnInfo> {
  const [row] = await db
    .select({
      cltn: cltns,
      brandName: brands.name,
      brandImg: brands.profileImg,
      place: { name: places.name, address: places.address },
    })
    .from(cltns)
    .innerJoin(brands, eq(brands.id, cltns.brandId))
    .leftJoin(places, eq(places.id, cltns.placeId))
    .where(eq(cltns.id, id));
  if (!row) throw new AppError("1003");
  const c = row.cltn;
  return {
    id: c.id,
    name: c.name,
    type: c.type,
    description: c.description,
    memo: c.memo,
    image: c.image,
    logoImg: c.logoImg,
    color: c.color,
    brandId: c.brandId,
    brandName: row.brandName,
    brandImg: row.brandImg,
    timeZone: c.timeZone,
    locationType: c.locationType,
    place: row.place?.name ? { name: row.place.name, address: row.place.address } : null,
    periodStart: c.periodStartAt?.toISOString() ?? null,
    periodEnd: c.periodEndAt?.toISOString() ?? null,
    sellYn: c.sellYn,
    transferYn: c.transferYn,
    maxPrice: c.maxPrice,
    royalty: c.royalty,
  };
}
