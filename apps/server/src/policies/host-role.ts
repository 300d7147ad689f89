import type { Role, TeamRole } from "@admit/contract/enums";
import { type AnyColumn, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../db/client.ts";
import { cltnMembers, hostBrands } from "../db/schema/index.ts";
import { isPlatformOperator } from "./platform-operator.ts";

/** Someone acting at the door or for a brand: a host acts for their teams, an admin for all. */
export interface Host {
  id: number;
  role: Role;
}

/** What a brand's or an event's team does, each a power a role grants. */
export const HOST_ACTIONS = [
  /** The door: scan and admit by hand, redeem coupons, undo either; the dates and their guest lists. */
  "admit",
  /** The box office: sell at the desk, look orders up. */
  "box-office",
  /** Change a ticket's attendee answers when the attendee asks (spec §4). */
  "edit-answers",
  /** Print the claim codes' posters. */
  "claim-posters",
  /** The royalties the brand's collections earned from resales. */
  "see-sales",
  /** Who is in the team, in which role. */
  "manage-team",
] as const;
export type HostAction = (typeof HOST_ACTIONS)[number];

/**
 * The role table: what each team role may do. A brand's hosts from before roles existed are
 * owners (the column's default), so they do everything they did.
 */
export const ROLE_ACTIONS: Record<TeamRole, readonly HostAction[]> = {
  owner: HOST_ACTIONS,
  manager: HOST_ACTIONS.filter((a) => a !== "manage-team"),
  box_office: ["admit", "box-office"],
  door: ["admit"],
};

/** The roles that grant this action. */
export function rolesThatMay(action: HostAction): TeamRole[] {
  return (Object.keys(ROLE_ACTIONS) as TeamRole[]).filter((role) => ROLE_ACTIONS[role].includes(action));
}

/** Where an action happens: a brand, or one of its collections (whose own team counts too). */
export interface TeamScope<Id = number> {
  brandId: Id;
  cltnId?: Id;
}

/**
 * Whether this host may do this for the brand (or its collection): a member of the brand's team,
 * or of the collection's, in a role that grants it; the platform's operator everywhere.
 */
export async function mayActFor(db: Db, host: Host, action: HostAction, scope: TeamScope): Promise<boolean> {
  if (isPlatformOperator(host)) return true;
  const result = await db.execute(sql`select ${teamMaySql(host.id, action, scope)} as allowed`);
  return rowsOf<{ allowed: boolean }>(result)[0]?.allowed === true;
}

const roleIn = (role: AnyColumn, action: HostAction) =>
  sql`${role} in (${sql.join(
    rolesThatMay(action).map((r) => sql`${r}`),
    sql`, `,
  )})`;

/**
 * The same question as a column or a filter of a larger query (a door scan, the host's dates, the
 * royalties); only the team's rows answer: an operator's answer is decided before, by role.
 */
export function teamMaySql(
  hostId: SQLWrapper | number,
  action: HostAction,
  scope: TeamScope<AnyColumn | SQL | number>,
): SQL<boolean> {
  const brand = sql`exists (select 1 from ${hostBrands} where ${hostBrands.userId} = ${hostId} and ${hostBrands.brandId} = ${scope.brandId} and ${roleIn(hostBrands.role, action)})`;
  if (scope.cltnId === undefined) return sql<boolean>`${brand}`;
  return sql<boolean>`(${brand} or exists (select 1 from ${cltnMembers} where ${cltnMembers.userId} = ${hostId} and ${cltnMembers.cltnId} = ${scope.cltnId} and ${roleIn(cltnMembers.role, action)}))`;
}

/**
 * As `teamMaySql`, with the operator let through: a filter of the things this host may act on
 * (undefined for an operator: everything).
 */
export function actsForSql(
  host: Host,
  action: HostAction,
  scope: TeamScope<AnyColumn | SQL>,
): SQL | undefined {
  return isPlatformOperator(host) ? undefined : teamMaySql(host.id, action, scope);
}
