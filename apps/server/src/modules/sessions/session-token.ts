import { createHash, randomBytes } from "node:crypto";

export const SESSION_COOKIE = "admit_session";

/** A new opaque session token (sent in the cookie) and its id (stored): the token's SHA-256. */
export function newSessionToken(): { token: string; id: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, id: sessionIdOf(token) };
}

export function sessionIdOf(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
