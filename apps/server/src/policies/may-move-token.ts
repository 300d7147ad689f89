import type { NotTransferableReason } from "@admit/contract/transfers";
import type { cltns, cltnTimes, nfts } from "../db/schema/index.ts";

/** What deciding whether a token may change hands reads of it. */
export interface MovableRow {
  nft: Pick<typeof nfts.$inferSelect, "status" | "isLock" | "useCnt">;
  cltn: Pick<typeof cltns.$inferSelect, "transferYn" | "tradeCloseMinutes" | "periodEndAt">;
  time: Pick<typeof cltnTimes.$inferSelect, "startAt" | "endAt" | "openAt"> | null;
}

/**
 * When sends and listings of the token close: the doors opening (the event's start when no door
 * time is set), earlier by the collection's `tradeCloseMinutes`; a membership's at its period's end.
 * Null when they never close.
 */
export function tradeClosesAt(row: MovableRow): Date | null {
  const doors = row.time ? (row.time.openAt ?? row.time.startAt) : row.cltn.periodEndAt;
  if (!doors) return null;
  return new Date(doors.getTime() - (row.time ? row.cltn.tradeCloseMinutes : 0) * 60_000);
}

/**
 * Why the holder may not send or list the token now, or null when they may (spec §3 transferYn,
 * §4 Send and Sale): the collection allows it, the token is ACTIVE (not locked, used, expired,
 * listed, waiting for answers, already moving) and the doors have not opened.
 */
export function moveBlockedReason(row: MovableRow, now = new Date()): NotTransferableReason | null {
  const { status } = row.nft;
  if (status === "USED") return "used";
  if (status === "EXPIRED") return "expired";
  const end = row.time?.endAt ?? row.cltn.periodEndAt;
  if (end && end.getTime() <= now.getTime()) return "expired";
  if (status === "SELL_REG" || status === "SELLING" || status === "SELL_REG_FAIL") return "listed";
  if (status === "SENDING" || status === "SEND_FAIL") return "sending";
  if (status === "QTNR_REQUIRED") return "questionnaire";
  if (status !== "ACTIVE") return status === "WAITING_WINNER" ? "locked" : "issuing";
  if (!row.cltn.transferYn) return "disabled";
  if (row.nft.isLock) return "locked";
  const closes = tradeClosesAt(row);
  if (closes && closes.getTime() <= now.getTime()) return "closed";
  return null;
}
