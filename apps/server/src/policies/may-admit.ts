import type { Host } from "./host-of-brand.ts";

/**
 * Whether this host may admit at the door for a brand's tickets and coupons: a host for the
 * brands they host, an admin for all. `hostsBrand` is `hostOfBrandSql` (or `isHostOfBrand`)
 * asked for the scanned thing's brand. A host who may not learns nothing of it: the door answers
 * as for a code it does not know, and writes nothing.
 */
export function mayAdmitForBrand(host: Host, hostsBrand: boolean): boolean {
  return host.role === "ADMIN" || hostsBrand;
}

/**
 * Whether a door picked for one date (`doorTimeId`, of the collection `doorCltnId`) admits this
 * token: that date's tickets, and the holders of a pass (a token with no date) of the same
 * collection. A door that picked no date admits every date of the host's brands.
 */
export function mayAdmitAtDoor(
  token: { cltnId: number; cltnTimeId: number | null },
  door: { doorTimeId: number | null; doorCltnId: number | null },
): boolean {
  if (door.doorTimeId === null) return true;
  if (token.cltnTimeId !== null) return token.cltnTimeId === door.doorTimeId;
  return token.cltnId === door.doorCltnId;
}
