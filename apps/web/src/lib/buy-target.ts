import type { CltnKind } from "@admit/contract/enums";

/**
 * Where a collection's button leads: a purchase, or — for the free kinds — the RSVP or the
 * lottery's own screen (spec §2 /rsvp/{cltnId}, /discover/event/apply/form/{cltnId}), which
 * stay open after the period so people can see their answer or result.
 */
export function buyTarget(cltn: { id: number; kind: CltnKind }, payPath: string) {
  switch (cltn.kind) {
    case "RSVP":
      return { claim: "rsvp", path: `/rsvp/${cltn.id}` } as const;
    case "APPLICATION":
      return { claim: "apply", path: `/discover/event/apply/form/${cltn.id}` } as const;
    case "TICKET":
    case "MEMBERSHIP":
      return { claim: null, path: `${payPath}/${cltn.id}` } as const;
    default: {
      const never: never = cltn.kind;
      return never;
    }
  }
}
