import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { sessionIdOf } from "./session-token.ts";

export type SessionUser = Awaited<ReturnType<typeof findSessionUser>>;

/** The live user behind a session token, or null when the session is missing, expired or the user deleted. */
export async function findSessionUser(db: Db, token: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      language: users.language,
      termsAcceptedAt: users.termsAcceptedAt,
      isFirst: users.isFirst,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sessionIdOf(token)), gt(sessions.expiresAt, new Date()), isNull(users.deletedAt)),
    )
    .limit(1);
  return row ?? null;
}
