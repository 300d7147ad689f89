import type { TGuest } from "@admit/contract/door";

/**
 * What the door says of a guest: in, not in yet, or why their ticket cannot be let in now (its
 * questionnaire is missing, it is not issued yet, it is changing hands or on resale, or the event
 * passed without them).
 */
export type GuestState = "in" | "out" | "info" | "issuing" | "moving" | "resale" | "noShow";

export function guestState(guest: Pick<TGuest, "status" | "useCnt">): GuestState {
  if (guest.useCnt > 0) return "in";
  switch (guest.status) {
    case "QTNR_REQUIRED":
      return "info";
    case "ISSUING":
    case "ISSUE_FAIL":
      return "issuing";
    case "SENDING":
    case "SEND_FAIL":
      return "moving";
    case "SELL_REG":
    case "SELLING":
    case "SELL_REG_FAIL":
      return "resale";
    case "EXPIRED":
      return "noShow";
    default:
      return "out";
  }
}

/** A guest's name as the door calls them: the attendee's when the questionnaire asked it. */
export const guestName = (guest: Pick<TGuest, "attendeeName" | "holderName">, unnamed: string): string =>
  guest.attendeeName ?? guest.holderName ?? unnamed;
