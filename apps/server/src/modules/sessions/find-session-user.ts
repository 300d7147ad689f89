import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPerDb } from "../../db/prepared.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { sessionIdOf } from "./session-token.ts";

/** Runs on every API call with a session cookie: prepared once per database handle. */
const sessionUserById = preparedPerDb((db: Db) =>
  db
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
      and(
        eq(sessions.id, sql.placeholder("id")),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare("session_user_by_id"),
);

export type SessionUser = Awaited<ReturnType<typeof findSessionUser>>;

/** The live user behind a session token, or null when the session is missing, expired or the user deleted. */
export async function findSessionUser(db: Db, token: string) {
  const [row] = await sessionUserById(db).execute({ id: sessionIdOf(token) });
  return row ?? null;
}
