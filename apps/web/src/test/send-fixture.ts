import type { TSendState } from "@admit/contract/transfers";

/** A ticket that may be sent, with nothing under way: ten sends a day, none used yet. */
export const SEND_STATE: TSendState = {
  send: null,
  canSend: true,
  reason: null,
  closesAt: "2026-07-01T01:30:00.000Z",
  perDay: 10,
  leftToday: 10,
};
