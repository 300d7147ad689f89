import type { Role } from "@admit/contract/enums";
import { opensHostConsole } from "@admit/contract/users";

/** What deciding a platform-wide power reads of a user: the role of `users.role`. */
export interface PlatformUser {
  role: Role;
}

/** The platform's operator (ADMIN): acts for every brand and event, as their owner would. */
export function isPlatformOperator(user: PlatformUser): boolean {
  return user.role === "ADMIN";
}

/**
 * Whether this user may open the host console (the door, the dates, the posters): a host, who then
 * acts for their teams, or the operator. A customer gets 403.
 */
export function mayUseHostConsole(user: PlatformUser): boolean {
  return opensHostConsole(user.role);
}
