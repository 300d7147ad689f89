import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import { requireUser } from "../sessions/require-user.ts";

/** A signed-in host (or admin); customers get 403. */
export function requireHost(request: FastifyRequest) {
  const user = requireUser(request);
  if (user.role !== "HOST" && user.role !== "ADMIN")
    throw new AppError("FORBIDDEN", { data: { reason: "host" } });
  return user;
}
