import type { Db } from "../db/client.ts";
import { type Host, isHostOfBrand } from "./host-of-brand.ts";

/** What deciding who may change a ticket's attendee answers reads of it. */
export interface AnswersSubject {
  ownerId: number | null;
  brandId: number;
}

/**
 * Whether this user may change the attendee answers of this ticket: its current holder — the
 * answers are theirs, and a holder who sent or sold it is no longer the attendee — or a host of
 * its brand, who changes them when the attendee asks (spec §4: changes are requested from the
 * host). A buyer's order keeps the answers of a ticket that left; they stay as they are.
 */
export async function mayEditAttendeeAnswers(db: Db, user: Host, ticket: AnswersSubject): Promise<boolean> {
  if (ticket.ownerId !== null && ticket.ownerId === user.id) return true;
  return isHostOfBrand(db, user, ticket.brandId);
}
