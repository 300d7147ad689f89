import type { Language } from "@admit/contract/i18n";
import type { TSaleSeatMap, TSaleZoneMap } from "@admit/contract/sale";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPerDb } from "../../db/prepared.ts";
import { cltns, cltnTimes, nftGroups, places, placeZones, seatHolds, seats } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { nameIn } from "../../lib/organiser-names.ts";

export interface SeatMapQuery {
  cltnId: number;
  cltnTimeId?: number | undefined;
  startDate?: string | undefined;
  parentId?: number | undefined;
}

const ph = sql.placeholder;
/** Live holds and sales of a date: sold, or held until later than now. */
const takenNow = sql`(${seatHolds.soldAt} is not null or ${seatHolds.heldUntil} > now())`;

/**
 * The seat map's lookups, prepared: during a sale every buyer's map asks them again and again.
 * They run in two rounds of parallel queries — what the date is, then what is on it.
 */
const mapQueries = preparedPerDb((db: Db) => {
  const seatList = (zone: boolean) =>
    db
      .select()
      .from(seats)
      .where(and(eq(seats.placeId, ph("placeId")), zone ? eq(seats.zoneId, ph("zoneId")) : undefined))
      .orderBy(asc(seats.zoneId), asc(seats.row), asc(seats.number));
  return {
    cltn: db
      .select({ id: cltns.id, placeId: cltns.placeId })
      .from(cltns)
      .where(eq(cltns.id, ph("cltnId")))
      .prepare("seat_map_cltn"),
    times: db
      .select()
      .from(cltnTimes)
      .where(eq(cltnTimes.cltnId, ph("cltnId")))
      .prepare("seat_map_times"),
    place: db
      .select()
      .from(places)
      .where(eq(places.id, ph("placeId")))
      .prepare("seat_map_place"),
    zones: db
      .select()
      .from(placeZones)
      .where(eq(placeZones.placeId, ph("placeId")))
      .orderBy(asc(placeZones.sort))
      .prepare("seat_map_zones"),
    groups: db
      .select({ id: nftGroups.id, zoneId: nftGroups.zoneId })
      .from(nftGroups)
      .where(and(eq(nftGroups.cltnId, ph("cltnId")), eq(nftGroups.cltnTimeId, ph("cltnTimeId"))))
      .prepare("seat_map_groups"),
    counts: db
      .select({ zoneId: seats.zoneId, n: sql<number>`count(*)::int` })
      .from(seats)
      .where(eq(seats.placeId, ph("placeId")))
      .groupBy(seats.zoneId)
      .prepare("seat_map_counts"),
    taken: db
      .select({ zoneId: seats.zoneId, n: sql<number>`count(*)::int` })
      .from(seatHolds)
      .innerJoin(seats, eq(seats.id, seatHolds.seatId))
      .where(and(eq(seatHolds.cltnTimeId, ph("cltnTimeId")), takenNow))
      .groupBy(seats.zoneId)
      .prepare("seat_map_taken"),
    seats: seatList(false).prepare("seat_map_seats"),
    zoneSeats: seatList(true).prepare("seat_map_zone_seats"),
    states: db
      .select({ seatId: seatHolds.seatId, userId: seatHolds.userId, soldAt: seatHolds.soldAt })
      .from(seatHolds)
      .where(and(eq(seatHolds.cltnTimeId, ph("cltnTimeId")), takenNow))
      .prepare("seat_map_states"),
  };
});

/** The date asked for: by id, or by its start (the spec's startDate), of the collection at this place. */
async function dateOf(db: Db, placeId: number, q: SeatMapQuery) {
  const m = mapQueries(db);
  const [[cltn], times, [place]] = await Promise.all([
    m.cltn.execute({ cltnId: q.cltnId }),
    m.times.execute({ cltnId: q.cltnId }),
    m.place.execute({ placeId }),
  ]);
  if (!cltn || cltn.placeId !== placeId) throw new AppError("NOT_FOUND", { data: { what: "place" } });
  const time = q.cltnTimeId
    ? times.find((t) => t.id === q.cltnTimeId)
    : times.find((t) => q.startDate !== undefined && Date.parse(q.startDate) === t.startAt.getTime());
  if (!time) throw new AppError("NOT_FOUND", { data: { what: "cltnTime" } });
  if (!place) throw new AppError("NOT_FOUND", { data: { what: "place" } });
  return { place, time };
}

/** GET /discover/seats/{placeId}/zone: the zones of the date with the group selling each and what is left. */
export async function saleZoneMap(
  db: Db,
  placeId: number,
  q: SeatMapQuery,
  lang: Language,
): Promise<TSaleZoneMap> {
  return (await zoneMapWith(db, placeId, q, lang, () => Promise.resolve(null))).map;
}

/** The zone map, its zones named in `lang`, with `more` asked of the same date in the same round. */
async function zoneMapWith<T>(
  db: Db,
  placeId: number,
  q: SeatMapQuery,
  lang: Language,
  more: (cltnTimeId: number) => Promise<T>,
): Promise<{ map: TSaleZoneMap; more: T }> {
  const { place, time } = await dateOf(db, placeId, q);
  const m = mapQueries(db);
  const [zones, groups, counts, taken, extra] = await Promise.all([
    m.zones.execute({ placeId }),
    m.groups.execute({ cltnId: q.cltnId, cltnTimeId: time.id }),
    m.counts.execute({ placeId }),
    m.taken.execute({ cltnTimeId: time.id }),
    more(time.id),
  ]);
  const total = new Map(counts.map((c) => [c.zoneId, c.n]));
  const busy = new Map(taken.map((c) => [c.zoneId, c.n]));
  const map = {
    placeId,
    cltnTimeId: time.id,
    width: place.mapWidth,
    height: place.mapHeight,
    zones: zones.map((z) => ({
      id: z.id,
      name: nameIn(z, lang),
      color: z.color,
      shape: z.shape,
      nftGroupId: groups.find((g) => g.zoneId === z.id)?.id ?? null,
      total: total.get(z.id) ?? 0,
      available: Math.max(0, (total.get(z.id) ?? 0) - (busy.get(z.id) ?? 0)),
    })),
  };
  return { map, more: extra };
}

/** GET /discover/seats/{placeId}: the zone map plus every seat (of one zone with parentId) and its state. */
export async function saleSeatMap(
  db: Db,
  placeId: number,
  q: SeatMapQuery,
  userId: number | undefined,
  lang: Language,
): Promise<TSaleSeatMap> {
  const m = mapQueries(db);
  const seatRows = q.parentId
    ? m.zoneSeats.execute({ placeId, zoneId: q.parentId })
    : m.seats.execute({ placeId });
  // Not awaited until the map is: a missing date answers 404, and the seats are not waited for.
  seatRows.catch(() => {});
  const { map, more: holds } = await zoneMapWith(db, placeId, q, lang, (cltnTimeId) =>
    m.states.execute({ cltnTimeId }),
  );
  const rows = await seatRows;
  const states = new Map(
    holds.map((s) => [
      s.seatId,
      s.soldAt ? ("SOLD" as const) : s.userId === userId ? ("MINE" as const) : ("HELD" as const),
    ]),
  );
  return {
    ...map,
    seats: rows.map((s) => ({
      id: s.id,
      zoneId: s.zoneId,
      row: s.row,
      number: s.number,
      x: s.x,
      y: s.y,
      state: states.get(s.id) ?? "AVAILABLE",
    })),
  };
}
