import { ATTENDEE_DATA_MONTHS, type THostEvent } from "@admit/contract/door";
import type { Language } from "@admit/contract/i18n";
import { cltnTextsIn } from "@admit/contract/organiser-texts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { tokenTimeColumns } from "../../db/queries/tokens.ts";
import { cltns, cltnTimes, places } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { nameIn } from "../../lib/organiser-names.ts";
import { actsForSql, type Host } from "../../policies/host-role.ts";
import { eventCounts } from "./event-counts.ts";

/** The end of a host's access to a date's attendee data (privacy policy §9). */
export function attendeeDataUntil(endAt: Date): Date {
  const until = new Date(endAt);
  until.setUTCMonth(until.getUTCMonth() + ATTENDEE_DATA_MONTHS);
  return until;
}

const DATA_WINDOW = sql.raw(`interval '${ATTENDEE_DATA_MONTHS} months'`);

/** At most this many dates are listed: a host's current season, not their archive. */
const LISTED = 100;

const selectEvents = (db: Db, where: SQL | undefined) =>
  db
    .select({
      time: { id: cltnTimes.id, ...tokenTimeColumns },
      cltn: {
        id: cltns.id,
        name: cltns.name,
        type: cltns.type,
        image: cltns.image,
        timeZone: cltns.timeZone,
        extra: cltns.extra,
      },
      place: { name: places.name, names: places.names },
    })
    .from(cltnTimes)
    .innerJoin(cltns, eq(cltns.id, cltnTimes.cltnId))
    .leftJoin(places, eq(places.id, cltns.placeId))
    .where(where);
type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

/** Only the dates the host admits for (every one for the operator). */
const admitsFor = (host: Host) => actsForSql(host, "admit", { brandId: cltns.brandId, cltnId: cltns.id });

/**
 * The dates a host admits for whose attendee data is still theirs: those not ended first, soonest
 * first, then ended ones, latest first; each with its live counts.
 */
export async function listHostEvents(
  db: Db,
  host: Host,
  lang: Language,
  now = new Date(),
): Promise<THostEvent[]> {
  const rows = await selectEvents(
    db,
    and(admitsFor(host), sql`${cltnTimes.endAt} > ${now.toISOString()}::timestamptz - ${DATA_WINDOW}`),
  )
    .orderBy(
      sql`${cltnTimes.endAt} < ${now.toISOString()}::timestamptz`,
      sql`case when ${cltnTimes.endAt} >= ${now.toISOString()}::timestamptz then ${cltnTimes.startAt} end asc`,
      sql`${cltnTimes.startAt} desc`,
      cltnTimes.id,
    )
    .limit(LISTED);
  const counts = await eventCounts(
    db,
    rows.map((r) => r.time.id),
  );
  return rows.map((row) => toHostEvent(row, lang, counts.get(row.time.id)));
}

/**
 * One date for this host: 404 when it is not one of their brands' (as for one that does not
 * exist); with `attendeeData`, 410 ATTENDEE_DATA_EXPIRED once six months passed after its end.
 */
export async function findHostEvent(
  db: Db,
  host: Host,
  timeId: number,
  lang: Language,
  options: { attendeeData: boolean; now?: Date },
): Promise<THostEvent> {
  const row = await hostEventRow(db, host, timeId, options);
  const counts = await eventCounts(db, [row.time.id]);
  return toHostEvent(row, lang, counts.get(row.time.id));
}

/** The same checks alone, for a call that needs the date's attendee data and not its counts. */
export async function assertAttendeeAccess(db: Db, host: Host, timeId: number): Promise<void> {
  await hostEventRow(db, host, timeId, { attendeeData: true });
}

async function hostEventRow(
  db: Db,
  host: Host,
  timeId: number,
  options: { attendeeData: boolean; now?: Date },
): Promise<EventRow> {
  const [row] = await selectEvents(db, and(eq(cltnTimes.id, timeId), admitsFor(host))).limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  const until = attendeeDataUntil(row.time.endAt);
  if (options.attendeeData && (options.now ?? new Date()) > until)
    throw new AppError("ATTENDEE_DATA_EXPIRED", { data: { until: until.toISOString() } });
  return row;
}

function toHostEvent(row: EventRow, lang: Language, counts: THostEvent["counts"] | undefined): THostEvent {
  return {
    cltnTimeId: row.time.id,
    cltnId: row.cltn.id,
    cltnName: cltnTextsIn(row.cltn.extra, lang)?.name ?? row.cltn.name,
    cltnType: row.cltn.type,
    image: row.cltn.image,
    placeName: row.place ? nameIn(row.place, lang) : null,
    startAt: row.time.startAt.toISOString(),
    endAt: row.time.endAt.toISOString(),
    openAt: row.time.openAt?.toISOString() ?? null,
    timeZone: row.cltn.timeZone,
    dataUntil: attendeeDataUntil(row.time.endAt).toISOString(),
    counts: counts ?? { admitted: 0, expected: 0, gates: [] },
  };
}
