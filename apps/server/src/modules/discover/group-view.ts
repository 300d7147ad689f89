import type { TDiscoverCltnTime, TDiscoverPrice } from "@admit/contract/discover";
import type { Language } from "@admit/contract/i18n";
import { inLanguage, type TLocalTexts } from "@admit/contract/organiser-texts";
import { asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cltnTimes, nftGroupPrices, nftGroups, placeZones } from "../../db/schema/index.ts";
import { nameIn } from "../../lib/organiser-names.ts";

/** What a group is read with: its date and its zone's names. */
export const GROUP_FIELDS = {
  group: nftGroups,
  time: {
    id: cltnTimes.id,
    startAt: cltnTimes.startAt,
    endAt: cltnTimes.endAt,
    openAt: cltnTimes.openAt,
  },
  zone: { name: placeZones.name, names: placeZones.names },
};

/** Groups with their date and zone, by date and then the host's order. */
export function selectGroups(db: Db, where: SQL) {
  return db
    .select(GROUP_FIELDS)
    .from(nftGroups)
    .leftJoin(cltnTimes, eq(cltnTimes.id, nftGroups.cltnTimeId))
    .leftJoin(placeZones, eq(placeZones.id, nftGroups.zoneId))
    .where(where)
    .orderBy(asc(cltnTimes.startAt), asc(nftGroups.sort), asc(nftGroups.id));
}

type GroupWithTime = {
  group: typeof nftGroups.$inferSelect;
  time: { id: number; startAt: Date; endAt: Date; openAt: Date | null } | null;
  zone: { name: string; names: TLocalTexts } | null;
};

/** The price lists of some groups, each in the host's order, their names in `lang`. */
export async function priceListsOf(
  db: Db,
  groupIds: number[],
  lang: Language,
): Promise<Map<number, TDiscoverPrice[]>> {
  const lists = new Map<number, TDiscoverPrice[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return lists;
  const rows = await db
    .select()
    .from(nftGroupPrices)
    .where(inArray(nftGroupPrices.nftGroupId, groupIds))
    .orderBy(asc(nftGroupPrices.sort), asc(nftGroupPrices.id));
  for (const p of rows) {
    lists.get(p.nftGroupId)?.push({
      id: p.id,
      name: inLanguage(p.names, lang, p.name),
      price: p.price,
      currency: p.currency,
    });
  }
  return lists;
}

/** What is left to issue of a group. */
export const remainingOf = (group: { totalCnt: number; issuedCnt: number; reservedCnt: number }) =>
  Math.max(0, group.totalCnt - group.issuedCnt - group.reservedCnt);

/** The fields every view of a group shares, its name in `lang`. */
export function groupBase(row: GroupWithTime, priceList: TDiscoverPrice[], lang: Language) {
  const { group, time } = row;
  return {
    id: group.id,
    name: inLanguage(group.names, lang, group.name),
    cltnTimeId: group.cltnTimeId,
    startAt: time?.startAt.toISOString() ?? null,
    endAt: time?.endAt.toISOString() ?? null,
    status: group.status,
    priceList,
    isSeated: group.zoneId !== null,
    zoneName: row.zone ? nameIn(row.zone, lang) : null,
  };
}

export function timeView(
  time: { id: number; startAt: Date; endAt: Date; openAt: Date | null },
  cltn: { id: number; timeZone: string },
): TDiscoverCltnTime {
  return {
    id: time.id,
    cltnId: cltn.id,
    startAt: time.startAt.toISOString(),
    endAt: time.endAt.toISOString(),
    openAt: time.openAt?.toISOString() ?? null,
    timeZone: cltn.timeZone,
  };
}
