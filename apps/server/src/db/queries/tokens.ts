import type { SQL } from "drizzle-orm";
import { eq } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "../client.ts";
import {
  brands,
  cltns,
  cltnTimes,
  nftGroups,
  nfts,
  places,
  placeZones,
  seats,
  wallets,
} from "../schema/index.ts";

/** A token's date (left-joined `cltn_times`): what its rules read. */
export const tokenTimeColumns = {
  startAt: cltnTimes.startAt,
  endAt: cltnTimes.endAt,
  openAt: cltnTimes.openAt,
};

/** A token's seat and zone (left-joined `seats`, `place_zones`): what names its seat. */
export const tokenSeatColumns = {
  id: seats.id,
  row: seats.row,
  number: seats.number,
  zone: placeZones.name,
  zoneNames: placeZones.names,
};

/** Where an event is (left-joined `places`): its names, addresses and position, as cards and tickets show it. */
export const placeColumns = {
  name: places.name,
  names: places.names,
  address: places.address,
  addresses: places.addresses,
  lat: places.lat,
  lng: places.lng,
};

/**
 * What a token's rules and names read beside the token: its collection, brand, time, seat and
 * ticket type's names (a token is named after its group).
 */
const tokenColumns = {
  nft: nfts,
  cltn: cltns,
  brand: { name: brands.name, names: brands.names },
  time: tokenTimeColumns,
  seat: tokenSeatColumns,
  groupNames: nftGroups.names,
};

/**
 * The token-with-context join: tokens with `tokenColumns` and the caller's `extra` columns, not yet
 * filtered, so a caller may join one more table (a transfer, its sender) before its `where`.
 */
export function tokensWith<E extends SelectedFields>(db: Db, extra: E) {
  return db
    .select({ ...tokenColumns, ...extra })
    .from(nfts)
    .innerJoin(cltns, eq(cltns.id, nfts.cltnId))
    .innerJoin(brands, eq(brands.id, cltns.brandId))
    .leftJoin(cltnTimes, eq(cltnTimes.id, nfts.cltnTimeId))
    .leftJoin(seats, eq(seats.id, nfts.seatId))
    .leftJoin(placeZones, eq(placeZones.id, seats.zoneId))
    .leftJoin(nftGroups, eq(nftGroups.id, nfts.nftGroupId));
}

/** Tokens with what their listing rules and names read (resale, a sale's overview). */
export function selectTokenRows(db: Db, where: SQL | undefined) {
  return tokensWith(db, {}).where(where);
}
export type TokenRow = Awaited<ReturnType<typeof selectTokenRows>>[number];

/** One select for every token view: a `TokenRow` with the brand's image, the place and the owner's wallet. */
export function selectNftRows(db: Db, where: SQL | undefined) {
  return tokensWith(db, {
    brandImg: brands.profileImg,
    place: placeColumns,
    walletAddress: wallets.address,
  })
    .leftJoin(places, eq(places.id, cltns.placeId))
    .leftJoin(wallets, eq(wallets.userId, nfts.ownerId))
    .where(where);
}
export type NftRow = Awaited<ReturnType<typeof selectNftRows>>[number];
