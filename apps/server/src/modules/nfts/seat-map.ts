import type { Language } from "@admit/contract/i18n";
import type { TNftSeatMap } from "@admit/contract/nfts";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { NftRow } from "../../db/queries/tokens.ts";
import { places, placeZones, seats } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { nameIn } from "../../lib/organiser-names.ts";
import { seatName } from "./nft-view.ts";

/**
 * The seat map of a seated token's place, its names in `lang` (404 NOT_FOUND for a token without
 * a seat).
 */
export async function seatMapOf(db: Db, row: NftRow, lang: Language): Promise<TNftSeatMap> {
  const seatId = row.nft.seatId;
  if (!seatId || !row.cltn.placeId) throw new AppError("NOT_FOUND", { data: { reason: "no-seat" } });
  const placeId = row.cltn.placeId;
  const [place] = await db.select().from(places).where(eq(places.id, placeId));
  if (!place) throw new AppError("NOT_FOUND");
  const zones = await db
    .select()
    .from(placeZones)
    .where(eq(placeZones.placeId, placeId))
    .orderBy(asc(placeZones.sort));
  const all = await db
    .select({
      id: seats.id,
      zoneId: seats.zoneId,
      row: seats.row,
      number: seats.number,
      x: seats.x,
      y: seats.y,
    })
    .from(seats)
    .where(eq(seats.placeId, placeId))
    .orderBy(asc(seats.id));
  return {
    place: { name: nameIn(place, lang), width: place.mapWidth, height: place.mapHeight },
    zones: zones.map((z) => ({ id: z.id, name: nameIn(z, lang), color: z.color, shape: z.shape })),
    seats: all,
    seatId,
    seatName: seatName(row, lang) ?? "",
  };
}
