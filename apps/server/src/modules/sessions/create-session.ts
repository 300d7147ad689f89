import type { Db } from "../../db/client.ts";
import { sessions } from "../../db/schema/index.ts";
import { newSessionToken } from "./session-token.ts";

/** Starts a server-side session for a user and returns the token to put in the cookie. */
export async function createSession(
  db: Db,
  input: { userId: number; ttlDays: number; ip?: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const { token, id } = newSessionToken();
  const expiresAt = new Date(Date.now() + input.ttlDays * 86_400_000);
  await db.insert(sessions).values({
    id,
    userId: input.userId,
    expiresAt,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300),
  });
  return { token, expiresAt };
}
