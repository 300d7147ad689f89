import type { FastifyRequest } from "fastify";

/**
 * The origin a state-changing request comes from: its `Origin`, else its `Referer`'s origin
 * (some browsers leave Origin out of same-origin requests); undefined when it names neither.
 */
export function originOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin && origin !== "null") return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
