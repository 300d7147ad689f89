import type { TSigninUser } from "@admit/contract/users";
import type { FastifyRequest } from "fastify";
import type { users } from "../../db/schema/index.ts";
import type { Deps } from "../../deps.ts";
import { createSession } from "../sessions/create-session.ts";
import { endSession } from "../sessions/end-session.ts";
import { SESSION_COOKIE } from "../sessions/session-token.ts";

export interface SignInContext {
  /** The session the browser had: it ends, so a planted cookie never becomes a signed-in one. */
  previousToken?: string;
  ip?: string;
  userAgent?: string;
}

/** Who is signing in from where: the session cookie they had, their IP and browser. */
export const signInContext = (request: FastifyRequest): SignInContext => ({
  previousToken: request.cookies[SESSION_COOKIE],
  ip: request.ip,
  userAgent: request.headers["user-agent"],
});

/** The last step of every sign-in (password, 2-step code, provider): a new session. */
export async function startUserSession(
  deps: Pick<Deps, "db" | "config">,
  user: typeof users.$inferSelect,
  context: SignInContext,
): Promise<{ session: { token: string; expiresAt: Date }; user: TSigninUser }> {
  if (context.previousToken) await endSession(deps.db, context.previousToken);
  const session = await createSession(deps.db, {
    userId: user.id,
    ttlDays: deps.config.sessionTtlDays,
    ip: context.ip,
    userAgent: context.userAgent,
  });
  return {
    session,
    user: {
      id: user.id,
      lang: user.language,
      termsCheck: user.termsAcceptedAt !== null,
      isFirst: user.isFirst,
      role: user.role,
    },
  };
}
