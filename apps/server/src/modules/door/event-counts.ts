import type { TEventCounts } from "@admit/contract/door";
import type { Language } from "@admit/contract/i18n";
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";

/**
 * Who is expected at a date: every token of it still held by someone, lottery entries not drawn
 * and tokens that failed apart. A no-show's ticket turned EXPIRED after the event still counts.
 */
export const EXPECTED_GUEST = sql.raw(
  `n.owner_id is not null and n.status not in ('WAITING_WINNER', 'FAIL')`,
);

/** An admission (USE) that was not undone since. */
export const STANDING_USE = sql.raw(
  `h.type = 'USE' and coalesce((h.detail->>'cancelled')::boolean, false) = false`,
);

/** A seated token's seat as the organiser named it ("Floor A A-12"), of `s` (seats) and `z` (its zone). */
export const SEAT_NAME = sql.raw(`concat_ws(' ', z.name, s.row || '-' || s.number)`);

/**
 * The seat as the card names it in `lang` ("R석 · 좌측 A-12"): lib/organiser-names.ts `seatLabel`
 * for the door's list queries, which name seats in SQL — the zone's name in `lang`, else its own.
 */
export const seatNameIn = (lang: Language) =>
  sql`concat_ws(' ', coalesce(z.names->>${lang}, z.name), s.row || '-' || s.number)`;

/** The seat a door shows, in `lang`: the seat's name, else the token's own seat attribute. */
export const shownSeatIn = (lang: Language) =>
  sql`case when s.id is not null then ${seatNameIn(lang)} else n.attributes->>'seat' end`;

const intArray = (ids: number[]) => `{${ids.join(",")}}`;

/**
 * Admitted and expected people per date, and the admissions per gate (an undone one no longer
 * counts), for the dates asked; a date nobody holds a ticket for answers zeros.
 */
export async function eventCounts(db: Db, timeIds: number[]): Promise<Map<number, TEventCounts>> {
  const counts = new Map<number, TEventCounts>(
    timeIds.map((id) => [id, { admitted: 0, expected: 0, gates: [] }]),
  );
  if (timeIds.length === 0) return counts;
  const ids = intArray(timeIds);
  const [people, gates] = await Promise.all([
    db.execute(sql`
      select n.cltn_time_id as time_id,
        count(*) filter (where ${EXPECTED_GUEST})::int as expected,
        count(*) filter (where ${EXPECTED_GUEST} and n.use_cnt > 0)::int as admitted
      from nfts n where n.cltn_time_id = any(${ids}::int[])
      group by n.cltn_time_id`),
    db.execute(sql`
      select n.cltn_time_id as time_id, h.detail->>'gate' as gate, count(*)::int as admitted
      from nft_histories h join nfts n on n.id = h.nft_id
      where n.cltn_time_id = any(${ids}::int[]) and ${STANDING_USE}
      group by n.cltn_time_id, h.detail->>'gate'
      order by count(*) desc, h.detail->>'gate'`),
  ]);
  for (const row of rowsOf<{ time_id: number; expected: number; admitted: number }>(people)) {
    const entry = counts.get(row.time_id);
    if (entry) Object.assign(entry, { expected: row.expected, admitted: row.admitted });
  }
  for (const row of rowsOf<{ time_id: number; gate: string | null; admitted: number }>(gates))
    counts.get(row.time_id)?.gates.push({ gate: row.gate || null, admitted: row.admitted });
  return counts;
}
