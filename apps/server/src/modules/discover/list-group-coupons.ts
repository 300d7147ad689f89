import type { TCouponOffer } from "@admit/contract/coupons";
import type { Language } from "@admit/contract/i18n";
import { inLanguage } from "@admit/contract/organiser-texts";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { brands, coupons } from "../../db/schema/index.ts";
import { nameIn } from "../../lib/organiser-names.ts";
import { requireGroupRow } from "./lookups.ts";

/**
 * GET /discover/nfts/{id}/coupons: the coupon offers of the product's collection that have not
 * lapsed and are not paused — what a buyer of the product can expect to use with it — in `lang`.
 */
export async function listGroupCoupons(db: Db, groupId: number, lang: Language): Promise<TCouponOffer[]> {
  const row = await requireGroupRow(db, groupId);
  const offers = await db
    .select({ coupon: coupons, brand: { name: brands.name, names: brands.names } })
    .from(coupons)
    .innerJoin(brands, eq(brands.id, coupons.brandId))
    .where(and(eq(coupons.cltnId, row.cltn.id), eq(coupons.paused, false), gt(coupons.validTo, sql`now()`)))
    .orderBy(asc(coupons.validTo), asc(coupons.id));
  return offers.map(({ coupon: c, brand }) => ({
    id: c.id,
    name: nameIn(c, lang),
    description: inLanguage(c.descriptions, lang, c.description),
    image: c.image,
    brandName: nameIn(brand, lang),
    discountType: c.discountType,
    discountValue: c.discountValue,
    currency: c.currency ?? null,
    validFrom: c.validFrom.toISOString(),
    validTo: c.validTo.toISOString(),
    useLimit: c.useLimit,
  }));
}
