import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

/** The Idempotency-Key header: a retried submit with the same key does not reserve or charge twice. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers["idempotency-key"];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !/^[\w:.-]{8,200}$/.test(value))
    throw new AppError("VALIDATION", { field: "Idempotency-Key" });
  return value;
}
