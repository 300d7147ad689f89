import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import type { SessionUser } from "./find-session-user.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: the route never asks who is calling, so the session cookie is not looked up. */
    session?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie before the handler runs (plugins/session.ts). */
    user: SessionUser;
  }
}

/** The signed-in user, or 401 (spec §8: the web clears its state and goes to StartView). */
export function requireUser(request: FastifyRequest): NonNullable<SessionUser> {
  if (!request.user) throw new AppError("UNAUTHORIZED");
  return request.user;
}
