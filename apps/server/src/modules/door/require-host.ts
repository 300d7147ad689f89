import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import { mayUseHostConsole } from "../../policies/platform-operator.ts";
import { requireUser } from "../sessions/require-user.ts";

/** A signed-in host (or admin); customers get 403. */
export function requireHost(request: FastifyRequest) {
  const user = requireUser(request);
  if (!mayUseHostConsole(user)) throw new AppError("FORBIDDEN", { data: { reason: "host" } });
  return user;
}
