import type { Db } from "../db/client.ts";
import type { AppError } from "../lib/app-error.ts";
import { type Host, type HostAction, mayActFor, type TeamScope } from "./host-role.ts";
import { type Owned, ownsOrder } from "./order-owner.ts";
import { type Held, holdsToken } from "./token-holder.ts";

/**
 * What a request acts on, tagged with what it is: a token (or a held coupon) by its holder, an
 * order by its buyer, a brand or one of its collections by its team.
 */
export type Subject =
  | ({ kind: "token" } & Held)
  | ({ kind: "order" } & Owned)
  | ({ kind: "team" } & TeamScope);

/** What a user does to each kind of subject; a token's and an order's are all their holder's. */
export type Action<S extends Subject> = S extends { kind: "team" }
  ? HostAction
  : S extends { kind: "token" }
    ? TokenAction
    : OrderAction;
export type TokenAction = "see" | "send" | "list" | "answer" | "give-back" | "share";
export type OrderAction = "see" | "pay" | "edit" | "cancel" | "refund";

/**
 * Outline's shape: may this user do this to that? Every "may this user…" of the server is answered
 * here or by the named rule it calls (`holdsToken`, `ownsOrder`, `mayActFor`); a query that must
 * filter instead takes its expression from the same files (`tokenHeldBy`, `orderOf`, `teamMaySql`).
 */
export async function can<S extends Subject>(
  db: Db,
  user: Host,
  action: Action<S>,
  subject: S,
): Promise<boolean> {
  switch (subject.kind) {
    case "token":
      return holdsToken(user.id, subject);
    case "order":
      return ownsOrder(user.id, subject);
    case "team":
      return mayActFor(db, user, action as HostAction, subject);
    default: {
      const never: never = subject;
      throw new Error(`unknown subject ${JSON.stringify(never)}`);
    }
  }
}

/**
 * As `can`, throwing `refusal` when not: each call site keeps the answer its clients know (a 404
 * as for a missing thing, 4505 for a token that is not the caller's).
 */
export async function authorize<S extends Subject>(
  db: Db,
  user: Host,
  action: Action<S>,
  subject: S,
  refusal: () => AppError,
): Promise<void> {
  if (!(await can(db, user, action, subject))) throw refusal();
}
