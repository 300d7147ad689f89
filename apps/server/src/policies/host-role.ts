import { type AnyColumn, and, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { hostBrands } from "../db/schema/index.ts";

/** Someone acting at the door or for a brand: a host acts for their brands, an admin for all. */
export interface Host {
  id: number;
  role: string;
}

/** Whether this host may act for this brand (admit its holders, redeem its coupons, undo either). */
export async function isHostOfBrand(db: Db, host: Host, brandId: number): Promise<boolean> {
  if (host.role === "ADMIN") return true;
  const [allowed] = await db
    .select({ brandId: hostBrands.brandId })
    .from(hostBrands)
    .where(and(eq(hostBrands.userId, host.id), eq(hostBrands.brandId, brandId)))
    .limit(1);
  return allowed !== undefined;
}

/**
 * The same question as a column of a larger query, for a hot path that asks it with its own
 * lookup (a door scan); an admin's answer is decided before, by role.
 */
export function hostOfBrandSql(hostId: SQLWrapper | number, brandId: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${hostBrands} where ${hostBrands.userId} = ${hostId} and ${hostBrands.brandId} = ${brandId})`;
}
