import type { Db } from "../db/client.ts";
import { type Host, mayActFor } from "./host-role.ts";
import { holdsToken } from "./token-holder.ts";

/** What deciding who may change a ticket's attendee answers reads of it. */
export interface AnswersSubject {
  ownerId: number | null;
  brandId: number;
  cltnId: number;
}

/**
 * Whether this user may change the attendee answers of this ticket: its current holder — the
 * answers are theirs, and a holder who sent or sold it is no longer the attendee — or the event's
 * team in a role that may (spec §4: changes are requested from the host). A buyer's order keeps
 * the answers of a ticket that left; they stay as they are.
 */
export async function mayEditAttendeeAnswers(db: Db, user: Host, ticket: AnswersSubject): Promise<boolean> {
  if (holdsToken(user.id, ticket)) return true;
  return mayActFor(db, user, "edit-answers", { brandId: ticket.brandId, cltnId: ticket.cltnId });
}
