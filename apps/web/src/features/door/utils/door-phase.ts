import type { THostEvent } from "@admit/contract/door";

/** Where a date's door stands: not open yet, open (people come in), or the event is over. */
export type DoorPhase = "upcoming" | "open" | "ended";

export function doorPhase(event: Pick<THostEvent, "openAt" | "startAt" | "endAt">, now: Date): DoorPhase {
  if (now >= new Date(event.endAt)) return "ended";
  if (now >= new Date(event.openAt ?? event.startAt)) return "open";
  return "upcoming";
}
