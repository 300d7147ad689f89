/**
 * Rules of the ticket card shared by server and web, without zod (spec §4).
 */

/** What the QR area of a card shows, in the precedence of spec §4. */
export type QrAreaState = "lock" | "expired" | "used" | "beforeOpen" | "ticketLock" | "live";

export interface QrAreaInput {
  isLock: boolean;
  isExpired: boolean;
  status: string;
  cltnType: "TICKET" | "MEMBERSHIP";
  /** Doors open (ISO), if the event says. */
  openDate: string | null;
  /** The event's start (ISO), for tickets. */
  startDate: string | null;
  /** The event's IANA zone: "the event day" is a date there. */
  timeZone: string;
}

/** One formatter per time zone: making one costs far more than formatting with it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dateIn(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/**
 * Lock (disabled or locked) → expired → used → before the doors open → a ticket before its event
 * day → the live QR. The server refuses codes for anything but "live" by the same rule.
 */
export function qrAreaState(nft: QrAreaInput, now: Date): QrAreaState {
  if (nft.isLock || nft.status === "FAIL" || nft.status === "ISSUE_FAIL") return "lock";
  if (nft.isExpired || nft.status === "EXPIRED") return "expired";
  if (nft.status === "USED") return "used";
  if (nft.openDate && now.getTime() < new Date(nft.openDate).getTime()) return "beforeOpen";
  if (
    nft.cltnType === "TICKET" &&
    nft.startDate &&
    dateIn(now, nft.timeZone) < dateIn(new Date(nft.startDate), nft.timeZone)
  )
    return "ticketLock";
  if (nft.status !== "ACTIVE") return "lock";
  return "live";
}

/** Refresh a dynamic code one second before it runs out (spec §4). */
export const qrRefreshMs = (qrValidTime: number) => Math.max(1, qrValidTime - 1) * 1000;
