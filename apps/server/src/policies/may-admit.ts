import type { Host } from "./host-role.ts";
import { isPlatformOperator } from "./platform-operator.ts";

/**
 * Whether this host may admit at the door for a brand's tickets and coupons: the brand's or the
 * event's team in a role that admits, the operator for all. `teamAdmits` is `teamMaySql(…,
 * "admit", …)` asked in the scan's own lookup. A host who may not learns nothing of it: the door
 * answers as for a code it does not know, and writes nothing.
 */
export function mayAdmitForBrand(host: Host, teamAdmits: boolean): boolean {
  return isPlatformOperator(host) || teamAdmits;
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
