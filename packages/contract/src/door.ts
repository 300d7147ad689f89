/**
 * The host's door mode (/host): the events a host admits for with their live counts, the guest
 * list, admitting by hand and the last scans (issue 16; beyond the spec's call list).
 */
import { z } from "zod";
import { ZRowId } from "./api.ts";
import { CLTN_TYPES, NFT_STATUSES } from "./enums.ts";
import { CHECKIN_RESULTS } from "./nfts.ts";
import { valid } from "./validation.ts";

/**
 * Privacy policy §9: a host receives attendee data until six months after the event. After that
 * the guest list and the scans of the event answer ATTENDEE_DATA_EXPIRED.
 */
export const ATTENDEE_DATA_MONTHS = 6;

/** Admitted people at one gate (null: scanned without naming a gate). */
export const ZGateCount = z.object({ gate: z.string().nullable(), admitted: z.number().int() });

/** How many are in, of how many hold a ticket for the date, and where they came in. */
export const ZEventCounts = z.object({
  admitted: z.number().int(),
  expected: z.number().int(),
  gates: z.array(ZGateCount),
});
export type TEventCounts = z.infer<typeof ZEventCounts>;

/** One date of an event a host admits for. */
export const ZHostEvent = z.object({
  cltnTimeId: z.number().int(),
  cltnId: z.number().int(),
  cltnName: z.string(),
  cltnType: z.enum(CLTN_TYPES),
  image: z.string(),
  placeName: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  openAt: z.string().nullable(),
  timeZone: z.string(),
  /** When the host's access to its attendee data ends (six months after the event). */
  dataUntil: z.string(),
  counts: ZEventCounts,
});
export type THostEvent = z.infer<typeof ZHostEvent>;

/** GET /host/events: dates not ended first (soonest first), then ended ones still in reach (latest first). */
export const ZHostEventList = z.object({ items: z.array(ZHostEvent) });
export type THostEventList = z.infer<typeof ZHostEventList>;

export const ZHostEventParams = z.object({ timeId: ZRowId });

/** GET /host/events/{timeId}/guests: a search by holder or attendee name, seat, or order number. */
export const ZGuestQuery = z.object({
  q: z.string().trim().max(60).default(""),
  filter: z.enum(["all", "in", "out"]).default("all"),
});
export type TGuestQuery = z.input<typeof ZGuestQuery>;

export const ZGuest = z.object({
  nftId: z.number().int(),
  serial: z.number().int(),
  ticketName: z.string(),
  holderName: z.string().nullable(),
  /** The attendee's name from the questionnaire, when it asked for one. */
  attendeeName: z.string().nullable(),
  seat: z.string().nullable(),
  orderId: z.string().nullable(),
  status: z.enum(NFT_STATUSES),
  useCnt: z.number().int(),
  totalUseCnt: z.number().int(),
  /** The last admission still standing: when and at which gate. */
  admittedAt: z.string().nullable(),
  gate: z.string().nullable(),
  /** Its id, to undo it. */
  admissionId: z.number().int().nullable(),
});
export type TGuest = z.infer<typeof ZGuest>;

/** At most this many guests answer one search: a door types a few letters more rather than scrolls. */
export const GUEST_PAGE = 50;

export const ZGuestList = z.object({
  items: z.array(ZGuest),
  /** How many match the search beyond the page shown. */
  more: z.number().int(),
  counts: ZEventCounts,
});
export type TGuestList = z.infer<typeof ZGuestList>;

/** Why a host lets someone in without their code; written to the token's history. */
export const MANUAL_ADMIT_REASONS = ["PHONE_DEAD", "NO_APP", "CODE_UNREADABLE", "OTHER"] as const;
export type ManualAdmitReason = (typeof MANUAL_ADMIT_REASONS)[number];

/** POST /host/events/{timeId}/guests/{nftId}/admit */
export const ZManualAdmitRequest = z
  .object({
    reason: z.enum(MANUAL_ADMIT_REASONS),
    /** Required for OTHER: what happened, in the host's words. */
    note: z.string().trim().max(200).default(""),
    gate: z.string().trim().max(40).optional(),
  })
  .refine((body) => body.reason !== "OTHER" || body.note.length > 0, {
    path: ["note"],
    message: valid("required"),
  });
export type TManualAdmitRequest = z.input<typeof ZManualAdmitRequest>;
export const ZManualAdmitParams = z.object({ timeId: ZRowId, nftId: ZRowId });

/** One scan (or admission by hand) at the event's door, newest first. */
export const ZDoorScan = z.object({
  historyId: z.number().int(),
  at: z.string(),
  result: z.enum(CHECKIN_RESULTS),
  gate: z.string().nullable(),
  nftId: z.number().int(),
  ticketName: z.string(),
  holderName: z.string().nullable(),
  seat: z.string().nullable(),
  /** Admitted by hand, and why. */
  manual: z.enum(MANUAL_ADMIT_REASONS).nullable(),
  note: z.string().nullable(),
  /** An admission undone since. */
  cancelled: z.boolean(),
  /** Who scanned: the host's own scans are marked. */
  byMe: z.boolean(),
  scannedBy: z.string().nullable(),
});
export type TDoorScan = z.infer<typeof ZDoorScan>;

/** The last scans shown. */
export const RECENT_SCANS = 30;
export const ZDoorScanList = z.object({ items: z.array(ZDoorScan) });
export type TDoorScanList = z.infer<typeof ZDoorScanList>;
