import type { TDiscoverCltnFilter } from "@admit/contract/discover";
import { and, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { cltns, cltnTimes, places } from "../../db/schema/index.ts";

/** A moment's calendar day in the collection's own time zone. */
const dayInCltnZone = (instant: SQLWrapper) => sql`(${instant} at time zone ${cltns.timeZone})::date`;

/**
 * The first and last day (both included) the date filter asks for, as SQL dates in the
 * collection's time zone: "this week" is today to Sunday there, "this month" today to the
 * month's last day; picked dates are taken as they are.
 */
function dayRange(query: TDiscoverCltnFilter, now: Date): { first?: SQL; last?: SQL } {
  const today = dayInCltnZone(sql`${now.toISOString()}::timestamptz`);
  switch (query.date) {
    case "THIS_WEEK":
      return { first: today, last: sql`(${today} + (7 - extract(isodow from ${today}))::int)` };
    case "THIS_MONTH":
      return {
        first: today,
        last: sql`(date_trunc('month', ${today}) + interval '1 month' - interval '1 day')::date`,
      };
    case undefined:
      return {
        first: query.from === undefined ? undefined : sql`${query.from}::date`,
        last: query.to === undefined ? undefined : sql`${query.to}::date`,
      };
  }
}

/**
 * A collection is in the date range when one of its dates falls in it, or — a membership
 * has no dates — when its period overlaps it.
 */
function inDayRange(range: { first?: SQL; last?: SQL }): SQL | undefined {
  const { first, last } = range;
  if (!first && !last) return undefined;
  const day = dayInCltnZone(cltnTimes.startAt);
  const dated = and(
    eq(cltnTimes.cltnId, cltns.id),
    first ? sql`${day} >= ${first}` : undefined,
    last ? sql`${day} <= ${last}` : undefined,
  );
  const period = and(
    sql`${cltns.periodStartAt} is not null`,
    last ? sql`${dayInCltnZone(cltns.periodStartAt)} <= ${last}` : undefined,
    first ? sql`${dayInCltnZone(cltns.periodEndAt)} >= ${first}` : undefined,
  );
  return sql`(exists (select 1 from ${cltnTimes} where ${dated}) or (${period}))`;
}

/** The list's filters (type, dates, city, category) as one condition on `cltns`. */
export function listFilters(query: TDiscoverCltnFilter, now: Date): SQL | undefined {
  return and(
    query.type === "all" ? undefined : eq(cltns.type, query.type),
    inDayRange(dayRange(query, now)),
    query.city === undefined
      ? undefined
      : sql`${cltns.placeId} in (select ${places.id} from ${places} where ${places.city} = ${query.city})`,
    query.category === undefined ? undefined : eq(cltns.category, query.category),
  );
}

/** The start of a collection's next date still to come (null: none), what SOONEST orders by. */
export const nextDateOf = (now: Date) =>
  sql`(select min(${cltnTimes.startAt}) from ${cltnTimes} where ${cltnTimes.cltnId} = ${cltns.id} and ${cltnTimes.startAt} >= ${now.toISOString()}::timestamptz)`;
