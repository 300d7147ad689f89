import type { TApplyFormat } from "@admit/contract/claims";

/** Where a lottery stands now: before applications, taking them, closed and waiting, announced. */
export type ApplyPeriod = "notOpen" | "open" | "closed" | "announced";

export function applyPeriod(
  format: Pick<TApplyFormat, "opensAt" | "closesAt" | "announceAt">,
  now: Date,
): ApplyPeriod {
  const at = now.getTime();
  if (at < Date.parse(format.opensAt)) return "notOpen";
  if (at < Date.parse(format.closesAt)) return "open";
  if (at < Date.parse(format.announceAt)) return "closed";
  return "announced";
}

/** Where answers to an RSVP stand: the server's `open`, kept up to date by the clock while the page is open. */
export type RsvpPeriod = "notOpen" | "open" | "closed";

export function rsvpPeriod(
  view: { open: boolean; opensAt: string; deadline: string },
  now: Date,
): RsvpPeriod {
  const at = now.getTime();
  if (at >= Date.parse(view.deadline)) return "closed";
  if (at < Date.parse(view.opensAt)) return "notOpen";
  return view.open ? "open" : "closed";
}
