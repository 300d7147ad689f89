import { type ManualAdmitReason, RECENT_SCANS, type TDoorScan } from "@admit/contract/door";
import type { Language } from "@admit/contract/i18n";
import { CHECKIN_RESULTS, type CheckinResult } from "@admit/contract/nfts";
import { inLanguage, type TLocalTexts } from "@admit/contract/organiser-texts";
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import type { Host } from "../../policies/host-role.ts";
import { shownSeatIn } from "./event-counts.ts";
import { assertAttendeeAccess } from "./host-events.ts";

interface ScanRow {
  history_id: number;
  type: "USE" | "USE_FAIL";
  created_at: string | Date;
  detail: Record<string, unknown>;
  nft_id: number;
  name: string;
  group_names: TLocalTexts | null;
  holder_name: string | null;
  seat: string | null;
  actor_id: number | null;
  actor_name: string | null;
}

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

/** What a USE_FAIL recorded as its result; an unknown one (an older row) reads as refused by rule. */
function resultOf(row: ScanRow): CheckinResult {
  if (row.type === "USE") return "ADMITTED";
  const result = row.detail.result;
  return CHECKIN_RESULTS.includes(result as CheckinResult) ? (result as CheckinResult) : "LOCKED";
}

/**
 * The last scans at a date's door, by every host of it, newest first: admissions (by code or by
 * hand, and whether undone since) and refusals, with the ticket, its holder and the gate.
 */
export async function recentScans(db: Db, host: Host, timeId: number, lang: Language): Promise<TDoorScan[]> {
  await assertAttendeeAccess(db, host, timeId);
  const result = await db.execute(sql`
    select h.id as history_id, h.type, h.created_at, h.detail, n.id as nft_id, n.name,
      g.names as group_names, u.name as holder_name,
      ${shownSeatIn(lang)} as seat,
      h.actor_id, a.name as actor_name
    from nft_histories h
    join nfts n on n.id = h.nft_id
    left join users u on u.id = n.owner_id
    left join users a on a.id = h.actor_id
    left join nft_groups g on g.id = n.nft_group_id
    left join seats s on s.id = n.seat_id
    left join place_zones z on z.id = s.zone_id
    where n.cltn_time_id = ${timeId} and h.type in ('USE', 'USE_FAIL')
    order by h.id desc
    limit ${RECENT_SCANS}`);
  return rowsOf<ScanRow>(result).map((row) => ({
    historyId: row.history_id,
    at: new Date(row.created_at).toISOString(),
    result: resultOf(row),
    gate: text(row.detail.gate),
    nftId: row.nft_id,
    ticketName: inLanguage(row.group_names, lang, row.name),
    holderName: row.holder_name,
    seat: row.seat,
    manual: (text(row.detail.manual) as ManualAdmitReason | null) ?? null,
    note: text(row.detail.note),
    cancelled: row.type === "USE" && row.detail.cancelled === true,
    byMe: row.actor_id === host.id,
    scannedBy: row.actor_name,
  }));
}
