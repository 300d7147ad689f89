import { timingSafeEqual } from "node:crypto";

/**
 * Whether a request may run an operator command on this server: it carries the token the server
 * wrote into its DATA_DIR (`Authorization: Bearer …`), which only someone who may read that folder
 * — and so could open the database itself once the server stops — can know.
 */
export function holdsOperatorToken(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(authorization?.replace(/^Bearer /, "") ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
