import type { TSaleSeatMap, TSaleZoneMap } from "@admit/contract/sale";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cltns, cltnTimes, nftGroups, places, placeZones, seatHolds, seats } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";

export interface SeatMapQuery {
  cltnId: number;
  cltnTimeId?: number | undefined;
  startDate?: string | undefined;
  parentId?: number | undefined;
}

/** The date asked for: by id, or by its start (the spec's startDate), of the collection at this place. */
async function dateOf(db: Db, placeId: number, q: SeatMapQuery) {
  const [cltn] = await db
    .select({ id: cltns.id, placeId: cltns.placeId })
    .from(cltns)
    .where(eq(cltns.id, q.cltnId));
  if (!cltn || cltn.placeId !== placeId) throw new AppError("NOT_FOUND", { data: { what: "place" } });
  const times = await db.select().from(cltnTimes).where(eq(cltnTimes.cltnId, q.cltnId));
  const time = q.cltnTimeId
    ? times.find((t) => t.id === q.cltnTimeId)
    : times.find((t) => q.startDate !== undefined && Date.parse(q.startDate) === t.startAt.getTime());
  if (!time) throw new AppError("NOT_FOUND", { data: { what: "cltnTime" } });
  const [place] = await db.select().from(places).where(eq(places.id, placeId));
  if (!place) throw new AppError("NOT_FOUND", { data: { what: "place" } });
  return { place, time };
}

/** Seat states on a date: sold, held by someone's live hold, or held by the asking customer. */
function seatStates(db: Db, cltnTimeId: number) {
  return db
    .select({ seatId: seatHolds.seatId, userId: seatHolds.userId, soldAt: seatHolds.soldAt })
    .from(seatHolds)
    .where(
      and(
        eq(seatHolds.cltnTimeId, cltnTimeId),
        sql`(${seatHolds.soldAt} is not null or ${seatHolds.heldUntil} > now())`,
      ),
    );
}

/** GET /discover/seats/{placeId}/zone: the zones of the date with the group selling each and what is left. */
export async function saleZoneMap(db: Db, placeId: number, q: SeatMapQuery): Promise<TSaleZoneMap> {
  const { place, time } = await dateOf(db, placeId, q);
  const zones = await db
    .select()
    .from(placeZones)
    .where(eq(placeZones.placeId, placeId))
    .orderBy(asc(placeZones.sort));
  const groups = await db
    .select({ id: nftGroups.id, zoneId: nftGroups.zoneId })
    .from(nftGroups)
    .where(and(eq(nftGroups.cltnId, q.cltnId), eq(nftGroups.cltnTimeId, time.id)));
  const counts = await db
    .select({ zoneId: seats.zoneId, n: sql<number>`count(*)::int` })
    .from(seats)
    .where(eq(seats.placeId, placeId))
    .groupBy(seats.zoneId);
  const taken = await db
    .select({ zoneId: seats.zoneId, n: sql<number>`count(*)::int` })
    .from(seatHolds)
    .innerJoin(seats, eq(seats.id, seatHolds.seatId))
    .where(
      and(
        eq(seatHolds.cltnTimeId, time.id),
        sql`(${seatHolds.soldAt} is not null or ${seatHolds.heldUntil} > now())`,
      ),
    )
    .groupBy(seats.zoneId);
  const total = new Map(counts.map((c) => [c.zoneId, c.n]));
  const busy = new Map(taken.map((c) => [c.zoneId, c.n]));
  return {
    placeId,
    cltnTimeId: time.id,
    width: place.mapWidth,
    height: place.mapHeight,
    zones: zones.map((z) => ({
      id: z.id,
      name: z.name,
      color: z.color,
      shape: z.shape,
      nftGroupId: groups.find((g) => g.zoneId === z.id)?.id ?? null,
      total: total.get(z.id) ?? 0,
      available: Math.max(0, (total.get(z.id) ?? 0) - (busy.get(z.id) ?? 0)),
    })),
  };
}

/** GET /discover/seats/{placeId}: the zone map plus every seat (of one zone with parentId) and its state. */
export async function saleSeatMap(
  db: Db,
  placeId: number,
  q: SeatMapQuery,
  userId: number | undefined,
): Promise<TSaleSeatMap> {
  const map = await saleZoneMap(db, placeId, q);
  const rows = await db
    .select()
    .from(seats)
    .where(and(eq(seats.placeId, placeId), q.parentId ? eq(seats.zoneId, q.parentId) : undefined))
    .orderBy(asc(seats.zoneId), asc(seats.row), asc(seats.number));
  const states = new Map(
    (await seatStates(db, map.cltnTimeId)).map((s) => [
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
