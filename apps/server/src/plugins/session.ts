import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.ts";
import { findSessionUser, type SessionUser } from "../modules/sessions/find-session-user.ts";
import { SESSION_COOKIE } from "../modules/sessions/session-token.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie before the handler runs. */
    user: SessionUser;
  }
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The signed-in user, or 401 (spec §8: the web clears its state and goes to StartView). */
export function requireUser(request: FastifyRequest): NonNullable<SessionUser> {
  if (!request.user) throw new AppError("UNAUTHORIZED");
  return request.user;
}

/**
 * Resolves the session cookie to a user on API requests, and refuses cross-site mutations
 * (an `Origin` that is not this site), the second line behind SameSite=Lax cookies.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const allowedOrigins = new Set([new URL(opts.publicUrl).origin]);
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    if (MUTATING.has(request.method)) {
      const origin = request.headers.origin;
      const host = request.headers.host;
      if (origin && !allowedOrigins.has(origin) && origin !== `${request.protocol}://${host}`) {
        throw new AppError("FORBIDDEN", { data: { reason: "origin" } });
      }
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.user = await findSessionUser(app.db, token);
  });
});
