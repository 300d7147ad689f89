import { ZCltnExtraI18n } from "@admit/contract/organiser-texts";
import { eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { searchLines } from "../lib/search-text.ts";
import type { Db, Tx } from "./client.ts";
import { brands, cltnSearchDocs, cltns, places } from "./schema/index.ts";

/** Which collections' documents to write again: after the seed, all or those without one. */
export type SearchDocScope =
  | { cltnIds: number[] }
  | { brandId: number }
  | { placeId: number }
  | { all: true }
  | { missing: true };

const whereOf = (scope: SearchDocScope): SQL | undefined => {
  if ("cltnIds" in scope) return inArray(cltns.id, scope.cltnIds);
  if ("brandId" in scope) return eq(cltns.brandId, scope.brandId);
  if ("placeId" in scope) return eq(cltns.placeId, scope.placeId);
  if ("missing" in scope) return isNull(cltnSearchDocs.cltnId);
  return undefined;
};

const namesIn = (extra: Record<string, unknown>): string[] => {
  const parsed = ZCltnExtraI18n.safeParse(extra);
  return parsed.success
    ? Object.values(parsed.data.i18n)
        .map((texts) => texts?.name)
        .filter((n) => n !== undefined)
    : [];
};

/**
 * Writes the search documents of the collections in `scope` from what they are now: the
 * collection's names in every language; its brand's and place's names in every language and
 * its category. The one way a document is made: whoever changes a collection, a brand's or a
 * place's names calls it (the seed now, the host console's edits later) in the same transaction.
 */
export async function rebuildCltnSearchDocs(db: Db | Tx, scope: SearchDocScope): Promise<number> {
  const rows = await db
    .select({
      id: cltns.id,
      name: cltns.name,
      extra: cltns.extra,
      category: cltns.category,
      brand: { name: brands.name, names: brands.names },
      place: { name: places.name, names: places.names },
    })
    .from(cltns)
    .innerJoin(brands, eq(brands.id, cltns.brandId))
    .leftJoin(places, eq(places.id, cltns.placeId))
    .leftJoin(cltnSearchDocs, eq(cltnSearchDocs.cltnId, cltns.id))
    .where(whereOf(scope));
  if (rows.length === 0) return 0;
  const docs = rows.map((r) => ({
    cltnId: r.id,
    names: searchLines([r.name, ...namesIn(r.extra)]),
    others: searchLines([
      r.brand.name,
      ...Object.values(r.brand.names),
      r.place?.name,
      ...Object.values(r.place?.names ?? {}),
      r.category,
    ]),
  }));
  // A few hundred rows a statement: far below PostgreSQL's 65,535 parameters.
  for (let i = 0; i < docs.length; i += 500)
    await db
      .insert(cltnSearchDocs)
      .values(docs.slice(i, i + 500))
      .onConflictDoUpdate({
        target: cltnSearchDocs.cltnId,
        set: { names: sql`excluded.names`, others: sql`excluded.others` },
      });
  return docs.length;
}
