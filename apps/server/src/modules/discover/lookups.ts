import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPerDb } from "../../db/prepared.ts";
import { placeColumns } from "../../db/queries/tokens.ts";
import { brands, cltns, cltnTimes, nftGroups, places, placeZones } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { GROUP_FIELDS } from "./group-view.ts";

/** A collection with its brand and place: what a card and the detail page are made of. */
export function selectCltnRows(db: Db) {
  return db
    .select({
      cltn: cltns,
      brand: { id: brands.id, name: brands.name, names: brands.names, image: brands.profileImg },
      place: { id: places.id, ...placeColumns },
    })
    .from(cltns)
    .innerJoin(brands, eq(brands.id, cltns.brandId))
    .leftJoin(places, eq(places.id, cltns.placeId))
    .$dynamic();
}
export type CltnRow = Awaited<ReturnType<typeof selectCltnRows>>[number];

/** A group with its date, zone, collection and brand. */
function selectGroupRow(db: Db) {
  return db
    .select({
      ...GROUP_FIELDS,
      cltn: {
        id: cltns.id,
        name: cltns.name,
        type: cltns.type,
        kind: cltns.kind,
        image: cltns.image,
        logoImg: cltns.logoImg,
        color: cltns.color,
        timeZone: cltns.timeZone,
        hideStartDate: cltns.hideStartDate,
      },
      brand: { id: brands.id, name: brands.name, names: brands.names, image: brands.profileImg },
    })
    .from(nftGroups)
    .innerJoin(cltns, eq(cltns.id, nftGroups.cltnId))
    .innerJoin(brands, eq(brands.id, cltns.brandId))
    .leftJoin(cltnTimes, eq(cltnTimes.id, nftGroups.cltnTimeId))
    .leftJoin(placeZones, eq(placeZones.id, nftGroups.zoneId))
    .where(eq(nftGroups.id, sql.placeholder("id")));
}
export type GroupRow = Awaited<ReturnType<typeof selectGroupRow>>[number];

/** The catalogue's lookups by id run on every page view: prepared once per database. */
const lookups = preparedPerDb((db) => ({
  cltn: selectCltnRows(db)
    .where(eq(cltns.id, sql.placeholder("id")))
    .prepare("discover_cltn_by_id"),
  cltnExists: db
    .select({ id: cltns.id, isAdult: cltns.isAdult, timeZone: cltns.timeZone })
    .from(cltns)
    .where(eq(cltns.id, sql.placeholder("id")))
    .prepare("discover_cltn_exists"),
  group: selectGroupRow(db).prepare("discover_group_by_id"),
}));

/** 404 NOT_FOUND, naming what was not found. */
export const notFound = (what: string) => new AppError("NOT_FOUND", { data: { what } });

/** A collection by id with brand and place, or 404 NOT_FOUND. */
export async function requireCltnRow(db: Db, id: number): Promise<CltnRow> {
  const [row] = await lookups(db).cltn.execute({ id });
  if (!row) throw notFound("cltn");
  return row;
}

/** 404 NOT_FOUND unless the collection exists; what the purchase flow's gate reads of it. */
export async function requireCltn(db: Db, id: number): Promise<{ isAdult: boolean; timeZone: string }> {
  const [row] = await lookups(db).cltnExists.execute({ id });
  if (!row) throw notFound("cltn");
  return row;
}

/** An nft group by id with its date, zone, collection and brand, or 404 NOT_FOUND. */
export async function requireGroupRow(db: Db, id: number): Promise<GroupRow> {
  const [row] = await lookups(db).group.execute({ id });
  if (!row) throw notFound("nftGroup");
  return row;
}
