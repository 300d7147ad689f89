import type { ZoneShape } from "@admit/contract/catalogue";
import type { TLocalTexts } from "@admit/contract/organiser-texts";
import { doublePrecision, index, integer, jsonb, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

export const places = pgTable("places", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  /** The name in other languages, as the organiser wrote it (else `name`). */
  names: jsonb("names").$type<TLocalTexts>().notNull().default({}),
  address: text("address").notNull(),
  addresses: jsonb("addresses").$type<TLocalTexts>().notNull().default({}),
  /**
   * The city or area the place is in, as the organiser writes it ("Seoul"): what the discover
   * list filters by, so places in one city share the same text. Null: not given.
   */
  city: text("city"),
  /** The city in other languages ("서울"), else `city`. */
  cityNames: jsonb("city_names").$type<TLocalTexts>().notNull().default({}),
  lat: doublePrecision("lat"),
  lng: doublePrecision("lng"),
  timeZone: text("time_zone").notNull(),
  /** Drawing area of the seat map, in the same units as zone shapes and seat x/y. */
  mapWidth: integer("map_width").notNull().default(1000),
  mapHeight: integer("map_height").notNull().default(800),
  createdAt: createdAt(),
});

export const placeZones = pgTable(
  "place_zones",
  {
    id: serial("id").primaryKey(),
    placeId: integer("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The name in other languages ("R석 · 왼쪽" for "R Seat · Left"), else `name`. */
    names: jsonb("names").$type<TLocalTexts>().notNull().default({}),
    color: text("color").notNull(),
    shape: jsonb("shape").$type<ZoneShape>().notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("place_zones_place_idx").on(t.placeId)],
);

export const seats = pgTable(
  "seats",
  {
    id: serial("id").primaryKey(),
    placeId: integer("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    zoneId: integer("zone_id")
      .notNull()
      .references(() => placeZones.id, { onDelete: "cascade" }),
    row: text("row").notNull(),
    number: integer("number").notNull(),
    x: doublePrecision("x").notNull(),
    y: doublePrecision("y").notNull(),
  },
  (t) => [
    unique("seats_zone_row_number").on(t.zoneId, t.row, t.number),
    index("seats_place_idx").on(t.placeId),
  ],
);
