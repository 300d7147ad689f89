import { GUEST_PAGE, type TGuest, type TGuestList, type TGuestQuery } from "@admit/contract/door";
import type { NftStatus } from "@admit/contract/enums";
import type { Language } from "@admit/contract/i18n";
import { inLanguage, type TLocalTexts } from "@admit/contract/organiser-texts";
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import type { Host } from "../../policies/host-role.ts";
import { EXPECTED_GUEST, SEAT_NAME, STANDING_USE, seatNameIn, shownSeatIn } from "./event-counts.ts";
import { findHostEvent } from "./host-events.ts";

interface GuestRow {
  nft_id: number;
  serial: number;
  name: string;
  group_names: TLocalTexts | null;
  holder_name: string | null;
  attendee_name: string | null;
  seat: string | null;
  order_id: string | null;
  status: NftStatus;
  use_cnt: number;
  total_use_cnt: number;
  admission_id: number | null;
  admitted_at: string | Date | null;
  gate: string | null;
  total: number;
}

/** `q` with LIKE's own `%`, `_` and `\` taken literally. */
const literal = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);
/** `q` as a LIKE pattern that matches it anywhere. */
const containing = (q: string) => `%${literal(q)}%`;

/** GET /host/events/{timeId}/guests: the search, with the date's live counts. */
export async function guestList(
  db: Db,
  host: Host,
  timeId: number,
  query: Required<TGuestQuery>,
  lang: Language,
): Promise<TGuestList> {
  const event = await findHostEvent(db, host, timeId, lang, { attendeeData: true });
  return { ...(await listGuests(db, timeId, query, lang)), counts: event.counts };
}

/**
 * A date's guests for the door: every ticket someone holds for it, with its holder, the attendee's
 * name from the questionnaire, the seat, the order and the admission standing (when, which gate).
 * The search matches either name, the seat ("Floor A A-12", in the host's language too, "A-12", "A12") or the order number's
 * start; `filter` keeps those in or those still out. Sorted by name; at most a page of them.
 */
export async function listGuests(
  db: Db,
  timeId: number,
  query: Required<TGuestQuery>,
  lang: Language,
): Promise<{ items: TGuest[]; more: number }> {
  const q = query.q.trim();
  const like = containing(q);
  const search = q
    ? sql`and (u.name ilike ${like} or n.qtnr_info->>'name' ilike ${like}
        or ${SEAT_NAME} ilike ${like} or ${seatNameIn(lang)} ilike ${like}
        or (s.row || s.number) ilike ${containing(q.replace(/[\s-]/g, ""))}
        or n.attributes->>'seat' ilike ${like}
        or n.order_id ilike ${`${literal(q)}%`}
        or n.serial::text = ${q.replace(/^#/, "")})`
    : sql``;
  const filter =
    query.filter === "in" ? sql`and n.use_cnt > 0` : query.filter === "out" ? sql`and n.use_cnt = 0` : sql``;
  const result = await db.execute(sql`
    select n.id as nft_id, n.serial, n.name, g.names as group_names, u.name as holder_name,
      nullif(n.qtnr_info->>'name', '') as attendee_name,
      ${shownSeatIn(lang)} as seat,
      n.order_id, n.status, n.use_cnt, n.total_use_cnt,
      a.id as admission_id, a.created_at as admitted_at, a.detail->>'gate' as gate,
      count(*) over ()::int as total
    from nfts n
    left join users u on u.id = n.owner_id
    left join nft_groups g on g.id = n.nft_group_id
    left join seats s on s.id = n.seat_id
    left join place_zones z on z.id = s.zone_id
    left join lateral (
      select h.id, h.created_at, h.detail from nft_histories h
      where h.nft_id = n.id and ${STANDING_USE}
      order by h.id desc limit 1
    ) a on true
    where n.cltn_time_id = ${timeId} and ${EXPECTED_GUEST} ${search} ${filter}
    order by lower(coalesce(nullif(n.qtnr_info->>'name', ''), u.name, '')), n.id
    limit ${GUEST_PAGE}`);
  const rows = rowsOf<GuestRow>(result);
  return {
    items: rows.map((r) => ({
      nftId: r.nft_id,
      serial: r.serial,
      ticketName: inLanguage(r.group_names, lang, r.name),
      holderName: r.holder_name,
      attendeeName: r.attendee_name,
      seat: r.seat,
      orderId: r.order_id,
      status: r.status,
      useCnt: r.use_cnt,
      totalUseCnt: r.total_use_cnt,
      admissionId: r.use_cnt > 0 ? r.admission_id : null,
      admittedAt: r.use_cnt > 0 && r.admitted_at ? new Date(r.admitted_at).toISOString() : null,
      gate: r.use_cnt > 0 ? r.gate : null,
    })),
    more: Math.max(0, (rows[0]?.total ?? 0) - rows.length),
  };
}
